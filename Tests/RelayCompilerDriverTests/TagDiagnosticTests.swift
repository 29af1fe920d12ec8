import GraphQLSyntax
import XCTest

@testable import RelayCompilerDriver

/// Diagnostics about a tag's GraphQL point at the Swift file.
final class TagDiagnosticTests: XCTestCase {
    func testASyntaxErrorInAnIndentedTagRendersAtTheSwiftLine() throws {
        let swift = """
            import Relay

            struct UserView {
                static let query = graphql(\"""
                    query UserQuery {
                      user(id: 4) {
                        name(
                      }
                    }
                    \""")
            }
            """
        let result = SwiftTagScanner.scan(Source(text: swift, name: "Sources/App/UserView.swift"))
        let tag = try XCTUnwrap(result.tags.first)
        XCTAssertEqual(tag.text, "query UserQuery {\n  user(id: 4) {\n    name(\n  }\n}")
        XCTAssertThrowsError(try Parser.parseDocument(tag.makeSource())) { error in
            XCTAssertEqual(
                (error as? Diagnostic).map(DiagnosticRenderer.text),
                """
                Sources/App/UserView.swift:8:11: error: Expected Name, found "}".
                          }
                          ^
                """)
            XCTAssertEqual((error as? Diagnostic)?.location, SourceLocation(line: 8, column: 11, offset: 145))
        }
    }

    func testASyntaxErrorAfterAnEscapeInASingleLineTag() throws {
        let swift = #"let q = graphql("{ a(s: \"\u{E9}\") b: }")"#
        let tag = try XCTUnwrap(scan(swift, name: "Q.swift").tags.first)
        XCTAssertThrowsError(try Parser.parseDocument(tag.makeSource())) { error in
            XCTAssertEqual(
                "\(error)",
                "Q.swift:1:40: error: Expected Name, found \"}\".\n\(swift)\n" + String(repeating: " ", count: 39) + "^"
            )
        }
    }

    /// A tag with nothing in it is reported in the tag, not at the file's first line.
    func testAnEmptyTagIsReportedWhereItIs() throws {
        for (swift, line) in [
            ("import Relay\n\n\nlet e = graphql(\"\"\"\n    \"\"\")\n", 5),
            ("import Relay\nlet e = graphql(\"\")\n", 2),
            ("import Relay\nlet e = graphql(\"\\u{20}\")\n", 2),
        ] {
            let tag = try XCTUnwrap(scan(swift, name: "E.swift").tags.first, swift)
            XCTAssertThrowsError(try Parser.parseDocument(tag.makeSource()), swift) { error in
                XCTAssertEqual((error as? Diagnostic)?.location?.line, line, "\(error)")
            }
        }
    }

    func testJSONDiagnosticsCarryTheSwiftLocation() throws {
        let swift = "\n\n  let q = graphql(\"\"\"\n    { a(x: ) }\n    \"\"\")"
        let tag = try XCTUnwrap(scan(swift, name: "J.swift").tags.first)
        XCTAssertThrowsError(try Parser.parseDocument(tag.makeSource())) { error in
            let json = (error as? Diagnostic).map(DiagnosticRenderer.json) ?? ""
            XCTAssertTrue(json.contains(#""file":"J.swift","line":4,"column":12"#), json)
        }
    }

    /// A fix-it's replacement is shown and listed as the tag's literal writes text: quotes
    /// escaped in a single-line string, as they are in a multi-line or raw one.
    func testAFixItIsWrittenAsTheTagsLiteralWritesText() throws {
        func shownReplacement(_ swift: String) throws -> String {
            let tag = try XCTUnwrap(scan(swift, name: "Q.swift").tags.first)
            let source = tag.makeSource()
            let start = try XCTUnwrap(tag.text.range(of: "\"Q_items\"")).lowerBound.utf16Offset(in: tag.text)
            let span = SourceSpan(start: start, end: start + 9)
            let diagnostic = Diagnostic(
                .error, "Wrong key.", source: source, span: span,
                fixIts: [.init("use the key 'Q_todos'", span: span, replacement: "\"Q_todos\"")])
            XCTAssertTrue(DiagnosticRenderer.json(diagnostic).contains("\"replacement\":"))
            return String(DiagnosticRenderer.text(diagnostic).split(separator: "\n").last ?? "")
                .trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(
            try shownReplacement(#"let q = graphql("{ a @connection(key: \"Q_items\") }")"#), #"\"Q_todos\""#)
        XCTAssertEqual(
            try shownReplacement(##"let q = graphql(#"{ a @connection(key: "Q_items") }"#)"##), #""Q_todos""#)
        XCTAssertEqual(
            try shownReplacement("let q = graphql(\"\"\"\n{ a @connection(key: \"Q_items\") }\n\"\"\")"), #""Q_todos""#)
    }
}
