import XCTest

@testable import GraphQLSyntax

final class LexerTests: XCTestCase {
    func testPunctuators() throws {
        let kinds = try lex("! $ & ( ) ... : = @ [ ] { | }").map(\.0)
        XCTAssertEqual(
            kinds,
            [
                .bang, .dollar, .ampersand, .parenLeft, .parenRight, .spread, .colon, .equals, .at, .bracketLeft,
                .bracketRight, .braceLeft, .pipe, .braceRight,
            ])
    }

    func testNamesAndIgnoredTokens() throws {
        let tokens = try lex("\u{FEFF}  _a1,\tB_2 # a comment ∞\r\n\r c\n")
        XCTAssertEqual(tokens.map(\.0), [.name, .name, .name])
        XCTAssertEqual(tokens.map(\.1), ["_a1", "B_2", "c"])
    }

    func testNumbers() throws {
        let tokens = try lex("0 -0 42 -7 1.5 0.0 -1.25e10 2E-3 6e+2")
        XCTAssertEqual(tokens.map(\.0), [.int, .int, .int, .int, .float, .float, .float, .float, .float])
        XCTAssertEqual(tokens.map(\.1), ["0", "-0", "42", "-7", "1.5", "0.0", "-1.25e10", "2E-3", "6e+2"])
    }

    func testNumberErrors() {
        assertSyntaxError("{ f(a: 00) }", 1, 9, "Invalid number, unexpected digit after 0: \"0\".")
        assertSyntaxError("{ f(a: 1.) }", 1, 10, "Invalid number, expected digit but got: \")\".")
        assertSyntaxError("{ f(a: .5) }", 1, 8, "Unexpected character: \".\".")
        assertSyntaxError("{ f(a: 1e) }", 1, 10, "Invalid number, expected digit but got: \")\".")
        assertSyntaxError("{ f(a: 1a) }", 1, 9, "Invalid number, expected digit but got: \"a\".")
        assertSyntaxError("{ f(a: 1.5.) }", 1, 11, "Invalid number, expected digit but got: \".\".")
        assertSyntaxError("{ f(a: -) }", 1, 9, "Invalid number, expected digit but got: \")\".")
        assertSyntaxError("{ f(a: 1", 1, 9, "Expected Name, found <EOF>.")
        assertSyntaxError("1e", 1, 3, "Invalid number, expected digit but got: <EOF>.")
    }

    func testStrings() throws {
        let tokens = try lex(#""" "simple" "a\"b\\c\/d\b\f\n\r\t" "\u00e9\u{1F600}\uD83D\uDE00" "\u0000""#)
        XCTAssertEqual(tokens.map(\.0), [.string, .string, .string, .string, .string])
        XCTAssertEqual(tokens.map(\.1), ["", "simple", "a\"b\\c/d\u{8}\u{C}\n\r\t", "é😀😀", "\u{0}"])
    }

    func testStringsMayHoldAnyScalarButLineTerminators() throws {
        XCTAssertEqual(try lex("\"tab\tnul\u{0}é\"").map(\.1), ["tab\tnul\u{0}é"])
        assertSyntaxError("{ f(a: \"abc", 1, 12, "Unterminated string.")
        assertSyntaxError("{ f(a: \"ab\nc\") }", 1, 11, "Unterminated string.")
    }

    func testStringEscapeErrors() {
        assertSyntaxError(#"{ f(a: "\x") }"#, 1, 9, #"Invalid character escape sequence: "\x"."#)
        assertSyntaxError(#"{ f(a: "\u{110000}") }"#, 1, 9, #"Invalid Unicode escape sequence: "\u{110000}"."#)
        assertSyntaxError(#"{ f(a: "\uD800") }"#, 1, 9, #"Invalid Unicode escape sequence: "\uD800"."#)
        assertSyntaxError(#"{ f(a: "\u{}") }"#, 1, 9, #"Invalid Unicode escape sequence: "\u{}"."#)
        assertSyntaxError(#"{ f(a: "\u12") }"#, 1, 9, #"Invalid Unicode escape sequence: "\u12")"."#)
        assertSyntaxError(#"{ f(a: "\uDE00\uD83D") }"#, 1, 9, #"Invalid Unicode escape sequence: "\uDE00"."#)
        // An escape cut off by the end of the input.
        XCTAssertNotNil(syntaxError(#"{ f(a: "\"#))
        XCTAssertNotNil(syntaxError(#"{ f(a: "\u"#))
        XCTAssertNotNil(syntaxError(#"{ f(a: "\u{1"#))
    }

    func testBlockStrings() throws {
        let text = "\"\"\"\n    first\n      indented\n\n    last \\\"\"\" \n  \"\"\""
        XCTAssertEqual(try lex(text).map(\.1), ["first\n  indented\n\nlast \"\"\" "])
        XCTAssertEqual(try lex("\"\"\"  single  \"\"\"").map(\.1), ["  single  "])
        XCTAssertEqual(try lex("\"\"\"\"\"\"").map(\.1), [""])
        XCTAssertEqual(try lex("\"\"\"\n  \n\t\n\"\"\"").map(\.1), [""])
        XCTAssertEqual(try lex("\"\"\"a\r\n  b\r  c\"\"\"").map(\.1), ["a\nb\nc"])
        XCTAssertEqual(try lex("\"\"\"  a\n  b\"\"\"").map(\.1), ["  a\nb"])
        XCTAssertEqual(try lex("\"\"\"x\\y \\n\"\"\"").map(\.1), ["x\\y \\n"])
        XCTAssertEqual(try lex("\"\"\"a \" b \"\" c\"\"\"").map(\.1), ["a \" b \"\" c"])
        assertSyntaxError("\"\"\"abc", 1, 7, "Unterminated string.")
        assertSyntaxError("\"\"\"a\n\"\"", 2, 3, "Unterminated string.")
    }

    func testUnexpectedCharacters() {
        assertSyntaxError("\u{1}", 1, 1, "Unexpected character: U+0001.")
        assertSyntaxError("é", 1, 1, "Unexpected character: U+00E9.")
        assertSyntaxError("'", 1, 1, "Unexpected single quote character ('), did you mean to use a double quote (\")?")
        assertSyntaxError("{ ..on }", 1, 3, "Unexpected character: \".\".")
        assertSyntaxError("{ a ? }", 1, 5, "Unexpected character: \"?\".")
        assertSyntaxError("{ a \u{0} }", 1, 5, "Unexpected character: U+0000.")
    }

    func testColumnsCountUnicodeScalars() {
        // "é" and "😀" are one column each, however many UTF-8 bytes they take.
        assertSyntaxError("# é😀\n\"é😀\" ?", 2, 6, "Unexpected character: \"?\".")
        assertSyntaxError("{\r\nb\rc\n?", 4, 1, "Unexpected character: \"?\".")
    }

    func testInvalidUTF8IsAnErrorNotACrash() {
        let bytes: [UInt8] = [0x7B, 0x20, 0x61, 0x20, 0x23, 0xFF, 0xFE, 0x0A, 0x7D]  // { a #<FF FE>\n}
        XCTAssertThrowsError(try Parser.parseDocument(Source(bytes: bytes))) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "Invalid UTF-8 byte sequence.")
        }
        let inString: [UInt8] = Array("{ f(a: \"".utf8) + [0xC3] + Array("\") }".utf8)
        XCTAssertThrowsError(try Parser.parseDocument(Source(bytes: inString)))
        let overlong: [UInt8] = Array("\"".utf8) + [0xC0, 0xAF] + Array("\"".utf8)
        XCTAssertThrowsError(try Parser.parseDocument(Source(bytes: overlong)))
        let surrogate: [UInt8] = Array("#".utf8) + [0xED, 0xA0, 0x80]
        XCTAssertThrowsError(try Parser.parseDocument(Source(bytes: surrogate)))
        let truncated: [UInt8] = Array("\"\"\"".utf8) + [0xF0, 0x9F]
        XCTAssertThrowsError(try Parser.parseDocument(Source(bytes: truncated)))
    }

    func testNulInsideACommentIsAllowed() {
        XCTAssertNil(syntaxError("{ a } #\u{0} c"))
    }
}
