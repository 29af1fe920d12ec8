import GraphQLSyntax
import XCTest

@testable import RelayCompilerDriver

/// A tag's text as Swift decodes it, and where each piece of it was written.
final class TagTextTests: XCTestCase {
    func testIndentationOfTheClosingDelimiterIsStripped() {
        let swift =
            "func f() {\n    let q = graphql(\"\"\"\n        query Q {\n\n      \n          a\n        }\n"
            + "        \"\"\")\n}"
        let result = scan(swift)
        XCTAssertEqual(result.diagnostics.count, 0)
        XCTAssertEqual(result.tags.map(\.text), ["query Q {\n\n\n  a\n}"])
        XCTAssertEqual(result.tags[0].start, SourceLocation(line: 3, column: 9, offset: 43))
        // Every byte of the text maps to the same byte of the file.
        let source = result.tags[0].makeSource()
        let file = Source(text: swift)
        for (offset, byte) in source.bytes.enumerated() where byte != 0x0A {
            XCTAssertEqual(file.bytes[source.location(of: offset).offset], byte, "text offset \(offset)")
        }
        XCTAssertEqual(source.location(of: 14), SourceLocation(line: 6, column: 11, offset: 71))
        XCTAssertEqual(source.lineText(6), "          a")
    }

    func testTabIndentationAndWhitespaceOnlyLines() {
        XCTAssertEqual(tagTexts("\tgraphql(\"\"\"\n\t\t{ a }\n\t\t  \n\t\t\"\"\")"), ["{ a }\n  "])
    }

    func testEscapesAreDecodedAndMapped() {
        let swift = #"let q = graphql("{ a(s: \"x\\y\n\t\u{E9}\u{1F600}\0\'\") }")"#
        let result = scan(swift)
        XCTAssertEqual(result.diagnostics.count, 0)
        XCTAssertEqual(result.tags.map(\.text), ["{ a(s: \"x\\y\n\té😀\0'\") }"])
        let source = result.tags[0].makeSource()
        // The `)` after the closing quote of the GraphQL string, and the `y` between escapes.
        let close = source.text.utf8.count - 3
        XCTAssertEqual(source.location(of: close).column, swift.utf8.count - 4)
        let y = Array(source.bytes).firstIndex(of: UInt8(ascii: "y"))!
        XCTAssertEqual(source.location(of: y).offset, Array(swift.utf8).firstIndex(of: UInt8(ascii: "y"))!)
    }

    func testMultilineEscapesLineContinuationsAndCRLF() {
        let swift = "graphql(\"\"\"\r\n  { a \\\r\n  b }\\n\r\n  { c }\r\n  \"\"\")"
        XCTAssertEqual(tagTexts(swift), ["{ a b }\n\n{ c }"])
        let raw = "graphql(#\"\"\"\n{ a \\#\n b }\\n\n\"\"\"#)"
        XCTAssertEqual(tagTexts(raw), ["{ a  b }\\n"])
    }

    func testEmptyMultilineStrings() {
        XCTAssertEqual(tagTexts("graphql(\"\"\"\n\"\"\")"), [""])
        XCTAssertEqual(tagTexts("graphql(\"\"\"\n    \"\"\")"), [""])
        XCTAssertEqual(tagTexts("graphql(\"\"\"   \n\n\"\"\")"), [""])
    }

    func testInterpolationInATagIsReportedWhereItIs() {
        let swift = ##"""
            let q = graphql("""
              { user(id: \(id)) { name } }
              """)
            let r = graphql(#"{ a(s: "\(x)") \#(y) }"#)
            let s = graphql("{ ok }")
            """##
        let result = scan(swift)
        XCTAssertEqual(result.tags.map(\.text), ["{ ok }"])
        XCTAssertEqual(
            diagnostics(swift),
            [
                "2:14: string interpolation is not allowed in a graphql tag: the compiler reads the GraphQL "
                    + "text before the program runs; found '\\('",
                "4:34: string interpolation is not allowed in a graphql tag: the compiler reads the GraphQL "
                    + "text before the program runs; found '\\#('",
            ])
    }

    func testInvalidEscapesAreReported() {
        XCTAssertEqual(
            diagnostics(#"graphql("{ a\q }")"#),
            [
                #"1:13: invalid escape sequence in a string literal: expected one of \n \t \r \0 \\ \" \' \u{…}; "#
                    + "found 'q' after the backslash"
            ])
        let unicode =
            #"invalid unicode escape: expected \u{…} with 1 to 8 hexadecimal digits naming a Unicode scalar"#
        XCTAssertEqual(
            diagnostics(#"graphql("\u{D800}\u{}\u{123456789}\u12")"#),
            [
                #"1:10: \#(unicode); found '\u{D800}'"#, #"1:18: \#(unicode); found '\u{'"#,
                #"1:22: \#(unicode); found '\u{12345678'"#, #"1:35: \#(unicode); found '\u1'"#,
            ])
        XCTAssertEqual(scan(#"graphql("\q")"#).tags.count, 0)
    }

    func testMultilineLayoutSwiftRejectsIsReported() {
        XCTAssertEqual(
            diagnostics("graphql(\"\"\" { a }\n\"\"\")"),
            ["1:13: a multi-line string's text starts on the line after its opening '\"\"\"'; found '{'"])
        XCTAssertEqual(
            diagnostics("graphql(\"\"\"\n{ a }\"\"\")"),
            [
                "2:6: a multi-line string's closing '\"\"\"' must be on a line of its own, after nothing but spaces "
                    + "or tabs; found text before it on its line"
            ])
        XCTAssertEqual(
            diagnostics("graphql(\"\"\"\n    { a }\n  b\n\t{ c }\n    \"\"\")"),
            [
                "3:3: insufficient indentation of a line in a multi-line string: every line must start with the "
                    + "closing '\"\"\"' line's 4 spaces; found 'b'",
                "4:1: insufficient indentation of a line in a multi-line string: every line must start with the "
                    + "closing '\"\"\"' line's 4 spaces; found '\t'",
            ])
        XCTAssertEqual(
            diagnostics("graphql(\"\"\"\n{ a }\\\n\"\"\")"),
            ["2:6: a line continuation '\\' cannot end a multi-line string's last line: nothing follows it"])
        XCTAssertEqual(
            diagnostics("graphql(\"\"\"\"\"\")"),
            [
                "1:12: a multi-line string's text starts on the line after its opening '\"\"\"'; "
                    + "found its closing '\"\"\"'"
            ])
    }

    func testTheCallMustCloseAfterTheString() {
        XCTAssertEqual(
            diagnostics(#"let q = graphql("{ a }" + "{ b }") ; let r = graphql("{ c }""#),
            [
                "1:25: expected ')' after the string literal of graphql(…): the GraphQL must be one literal; "
                    + "found '+'",
                "1:61: expected ')' after the string literal of graphql(…): the GraphQL must be one literal; "
                    + "found the end of the file",
            ])
    }
}
