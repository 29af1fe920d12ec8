import Foundation
import GraphQLSyntax
import RelayNodes
import XCTest

@testable import RelayCompiler

/// `ArtifactJSON` must print exactly what `JSONEncoder` prints with the artifact options, on
/// whatever platform the tests run.
final class ArtifactJSONTests: XCTestCase {
    private func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func ours(_ value: JSONValue) -> String {
        String(decoding: ArtifactJSON.print(value), as: UTF8.self)
    }

    /// Literal values: escapes, numbers, nesting, empty containers and key order.
    private let sample: JSONValue = .object([
        "empty": .array([]),
        "emptyObject": .object([:]),
        "nested": .array([.array([]), .array([.int(1), .int(2)])]),
        "numbers": .array([0, -0.0, 1.5, 2, 1e21, 1e-7, 123456789.125, -3].map(JSONValue.double)),
        "integers": .array([0, -1, Int.max, Int.min].map(JSONValue.int)),
        "text": .string("a/b \"q\" \\ \n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F} é 𝄞 \u{2028}"),
        "optional": .null,
        "flags": .array([.bool(true), .bool(false)]),
        "keys": .object(
            Dictionary(
                uniqueKeysWithValues: [
                    "b", "A", "a10", "a9", "B1", "_x", "Z", "a", "aa", "é", "e", "x2y10", "x2y9", "x10", "x02", "",
                ].enumerated().map { ($1, JSONValue.int($0)) })),
    ])

    func testPrintsWhatJSONEncoderPrints() throws {
        XCTAssertEqual(ours(sample), try foundation(sample))
        XCTAssertEqual(ours(.array([sample, sample])), try foundation([sample, sample]))
        XCTAssertEqual(ours(.string("top")), try foundation("top"))
    }

    /// Strings made mostly or only of escapes, longer than the room reserved up front for one,
    /// each ASCII value in turn among them: the room grows as escapes are written.
    func testStringsOfEscapesPrintAsJSONEncoderPrintsThem() throws {
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let strings = [
            everyASCII, String(repeating: "\u{01}", count: 3000), String(repeating: "\n\"", count: 5000),
            String(repeating: everyASCII, count: 40), String(repeating: "query Q {\n  a\n}\n", count: 500),
        ]
        for string in strings {
            // Written from a buffer of 256 bytes too, which grows while the escapes are written.
            var small = JSONWriter(depth: 0)
            small.string(string)
            let written = String(decoding: small.finish(), as: UTF8.self)
            XCTAssertEqual(written, try foundation(string))
            XCTAssertEqual(ours(.string(string)), try foundation(string))
            XCTAssertEqual(ours(.array([.string(string), .string("x")])), try foundation([string, "x"]))
        }
    }

    /// JSON has no NaN or infinity (an overflowing literal such as `1e999`): they print as
    /// `null`, as JavaScript's `JSON.stringify` prints them.
    func testNonFiniteNumbersPrintAsNull() {
        XCTAssertEqual(ours(.array([.double(.nan), .double(-.infinity)])), "[\n  null,\n  null\n]")
        XCTAssertEqual(ours(.double(.infinity)), "null")
    }

    /// Plain scalar fields (only a name) are copied from a layout recorded per depth, up to a
    /// limit: at every depth, above it too, the bytes are `JSONEncoder`'s.
    func testPlainScalarFieldsPrintAtEveryDepth() throws {
        var selections: [ReaderSelection] = [.scalarField(ScalarField(name: "deepest"))]
        for depth in 0..<40 {
            selections = [
                .scalarField(ScalarField(name: "n\(depth)")),
                .scalarField(ScalarField(alias: "a\(depth)", name: "n")),
                .linkedField(ReaderLinkedField(name: "child", selections: selections)),
            ]
        }
        let fragment = ReaderFragment(name: "Deep", type: "T", selections: selections)
        XCTAssertEqual(String(decoding: ArtifactJSON.bytes(of: fragment), as: UTF8.self), try foundation(fragment))
    }

    /// Every artifact of the example app and of the compiler fixtures.
    func testArtifactsPrintAsJSONEncoderPrintsThem() throws {
        var compared = 0
        let fixtures = TestSupport.packageRoot.appendingPathComponent("Fixtures/compiler")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".graphql")
        {
            let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            let output = RelayCompiler.compile(
                documents: [try TestSupport.document(text)], schema: TestSupport.todoSchema)
            for definition in output.definitions {
                let expected =
                    switch definition.artifact {
                    case .request(let request): try foundation(request)
                    case .fragment(let fragment): try foundation(fragment)
                    case .inlineDataFragment(let fragment): try foundation(fragment)
                    }
                XCTAssertEqual(CompilerOutput.json(definition.artifact), expected, definition.name)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10)
    }
}
