import XCTest

@testable import GraphQLSyntax

/// Inputs that must give a diagnostic (or parse), never a crash, a trap or a hang.
final class RobustnessTests: XCTestCase {
    func testAMillionOpeningBracesIsADiagnostic() {
        XCTAssertNotNil(syntaxError(String(repeating: "{", count: 1_000_000)))
        assertNestingError(String(repeating: "{ a ", count: 1_000_000))
        assertNestingError("{ f(a: " + String(repeating: "[", count: 1_000_000) + " }")
        assertNestingError("{ f(a: " + String(repeating: "{a: ", count: 100_000) + " }")
        assertNestingError("query Q($a: " + String(repeating: "[", count: 100_000) + "Int) { a }")
    }

    func testNestingUpToTheLimitParses() {
        let depth = Parser.maximumDepth
        let text = String(repeating: "{ a ", count: depth) + String(repeating: "}", count: depth)
        XCTAssertNil(syntaxError(text))
        let deeper = String(repeating: "{ a ", count: depth + 1) + String(repeating: "}", count: depth + 1)
        // Reported at the brace that opens the level too many.
        XCTAssertEqual(syntaxError(deeper)?.column, 4 * depth + 1)
    }

    private func assertNestingError(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let error = syntaxError(text) else { return XCTFail("parsed", file: file, line: line) }
        XCTAssertTrue(error.message.hasPrefix("Nesting too deep"), error.message, file: file, line: line)
    }

    func testRandomBytesNeverCrash() {
        var generator = SplitMix64(seed: 42)
        let alphabet =
            Array("{}()[]:=!$@&|.\"\\#, \n\r\tabcon0123456789-+eE_'\u{0}".utf8) + [0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]
        for _ in 0..<3000 {
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = try? Parser.parseDocument(Source(bytes: bytes))
        }
        for _ in 0..<1000 {
            let bytes = (0..<Int(generator.next() % 128)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = try? Parser.parseDocument(Source(bytes: bytes))
        }
    }

    func testEveryPrefixOfAValidDocumentIsHandled() {
        let text = Array(PrinterTests.executableKitchenSink.utf8) + Array(PrinterTests.typeSystemKitchenSink.utf8)
        for end in stride(from: 0, through: text.count, by: 3) {
            _ = try? Parser.parseDocument(Source(bytes: text[0..<end]))
        }
    }

    func testALargeDocumentParses() throws {
        let unit = "fragment F on T { a b(c: \"d\") ...G }\n"
        let text = String(repeating: unit, count: 10_000_000 / unit.utf8.count)
        let document = try Parser.parseDocument(Source(text: text))
        XCTAssertEqual(document.definitions.count, 10_000_000 / unit.utf8.count)
    }
}

/// A small deterministic random number generator for reproducible test inputs.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
