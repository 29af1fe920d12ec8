import GraphQLSyntax
import XCTest

@testable import RelayCompilerDriver

/// Unterminated constructs end the scan with one diagnostic; what came before is kept.
final class ScanRobustnessTests: XCTestCase {
    func testUnterminatedConstructsEndTheScan() {
        let cases: [(String, String)] = [
            (
                "let s = \"abc\nlet t = graphql(\"{ t }\")",
                "2:9: unterminated string literal: expected '\"' before the end of the line"
            ),
            ("let s = \"\"\"\nabc", "2:9: unterminated string literal: expected '\"\"\"' before the end of the file"),
            ("let s = ##\"abc\"#", "2:9: unterminated string literal: expected '\"##' before the end of the file"),
            (
                "/* a /* b */ graphql(\"{ x }\")",
                "2:1: unterminated '/*' comment: expected '*/' before the end of the file"
            ),
            ("let s = \"\\(f(\"", "2:14: unterminated string literal: expected '\"' before the end of the file"),
            ("let s = \"\\(f(", "2:9: unterminated string literal: expected '\"' before the end of the file"),
            ("let r = #/abc", "2:9: unterminated regex literal: expected '/#' before the end of the file"),
            (
                "graphql(\"\"\"\n{ a }\n",
                "2:9: unterminated string literal: expected '\"\"\"' before the end of the file"
            ),
        ]
        for (swift, expected) in cases {
            // The tag on line 1 is kept; the problem is on line 2.
            XCTAssertEqual(diagnostics("graphql(\"{ before }\")\n" + swift), [expected], swift)
            XCTAssertEqual(scan("graphql(\"{ before }\")\n" + swift).tags.map(\.text), ["{ before }"], swift)
        }
    }

    func testEveryPrefixOfAFileScansWithoutTrapping() {
        let swift = ##"""
            import Relay // graphql("{ no }")
            /* /* */ */ let a = Relay.graphql(#"""
                { a(s: "\#u{E9}") }
                """#, )
            let b = "\(f("x)", #"y"#)) \u{1F600}"
            let c = #/a"b/# ; let d = graphql("{ d }\n")
            """##
        let bytes = Array(swift.utf8)
        for end in 0...bytes.count {
            let result = SwiftTagScanner.scan(Source(bytes: bytes[0..<end], name: "P.swift"))
            for tag in result.tags { XCTAssertLessThanOrEqual(tag.callSpan.end, UInt32(end)) }
            XCTAssertLessThanOrEqual(result.diagnostics.count, 1, "prefix of \(end) bytes")
        }
        XCTAssertEqual(tagTexts(swift), ["{ a(s: \"é\") }", "{ d }\n"])
    }

    func testInvalidUTF8AndNULBytesAreKeptForTheLexer() {
        let bytes: [UInt8] = Array("graphql(\"{ a".utf8) + [0xFF, 0x00] + Array(" }\")".utf8)
        let result = SwiftTagScanner.scan(Source(bytes: bytes))
        XCTAssertEqual(result.tags.count, 1)
        XCTAssertEqual(result.tags[0].bytes, Array("{ a".utf8) + [0xFF, 0x00] + Array(" }".utf8))
    }
}
