import Foundation
import GraphQLSyntax
import RelayNodes
import XCTest

@testable import RelayCompiler

/// `ArtifactJSONEncoder` must print exactly what `JSONEncoder` prints with the artifact
/// options, on whatever platform the tests run.
final class ArtifactJSONEncoderTests: XCTestCase {
    private func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func ours<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try ArtifactJSONEncoder.encode(value), as: UTF8.self)
    }

    private struct Sample: Encodable {
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[Int]] = [[], [1, 2]]
        var numbers: [Double] = [0, -0.0, 1.5, 2, 1e21, 1e-7, 123456789.125, -3]
        var integers: [Int] = [0, -1, Int.max, Int.min]
        var text = "a/b \"q\" \\ \n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F} é 𝄞 \u{2028}"
        var optional: Int? = nil
        var flags = [true, false]
        var keys: [String: Int] = [
            "b": 1, "A": 2, "a10": 3, "a9": 4, "B1": 5, "_x": 6, "Z": 7, "a": 8, "aa": 9, "é": 10, "e": 11,
            "x2y10": 12, "x2y9": 13, "x10": 14, "x02": 15, "": 16,
        ]
        var json: JSONValue = .object(["z": .array([.null, .int(1), .string("s")]), "y": .double(0.5)])
    }

    func testPrintsWhatJSONEncoderPrints() throws {
        XCTAssertEqual(try ours(Sample()), try foundation(Sample()))
        XCTAssertEqual(try ours([Sample(), Sample()]), try foundation([Sample(), Sample()]))
        XCTAssertEqual(try ours("top"), try foundation("top"))
    }

    func testNonFiniteNumbersThrow() {
        XCTAssertThrowsError(try ArtifactJSONEncoder.encode([Double.nan]))
        XCTAssertThrowsError(try ArtifactJSONEncoder.encode([Double.infinity]))
    }

    /// Every artifact of the example app and of the compiler fixtures.
    func testArtifactsPrintAsJSONEncoderPrintsThem() throws {
        var compared = 0
        let fixtures = TestSupport.packageRoot.appendingPathComponent("Fixtures/compiler")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".graphql") {
            let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            let output = RelayCompiler.compile(documents: [try TestSupport.document(text)], schema: TestSupport.todoSchema)
            for definition in output.definitions {
                let expected =
                    switch definition.artifact {
                    case .request(let request): try foundation(request)
                    case .fragment(let fragment): try foundation(fragment)
                    }
                XCTAssertEqual(try CompilerOutput.json(definition.artifact), expected, definition.name)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10)
    }
}
