import XCTest

@testable import GraphQLSyntax

final class DiagnosticRendererTests: XCTestCase {
    func testTextShowsLocationSourceLineAndCaret() {
        let source = Source(text: "type Query {\n\tfield: Strin g\n}", name: "schema.graphql")
        let diagnostic = Diagnostic(
            .error, "Unknown type \"Strin\".", source: source, span: SourceSpan(start: 21, end: 26))
        XCTAssertEqual(
            DiagnosticRenderer.text(diagnostic),
            "schema.graphql:2:9: error: Unknown type \"Strin\".\n\tfield: Strin g\n\t       ^~~~~")
    }

    func testNotesFollowInTheSameForm() {
        let source = Source(text: "type A { f: Int }\ntype A { g: Int }", name: "s.graphql")
        let diagnostic = Diagnostic(
            .error, "There can be only one type named \"A\".", source: source, span: SourceSpan(start: 23, end: 24),
            rule: "UniqueTypeNames",
            notes: [.init("\"A\" was first defined here.", source: source, span: SourceSpan(start: 5, end: 6))])
        XCTAssertEqual(
            DiagnosticRenderer.text(diagnostic),
            """
            s.graphql:2:6: error: There can be only one type named "A".
            type A { g: Int }
                 ^
            s.graphql:1:6: note: "A" was first defined here.
            type A { f: Int }
                 ^
            """)
        XCTAssertEqual(
            DiagnosticRenderer.json(diagnostic),
            #"{"severity":"error","message":"There can be only one type named \"A\".","file":"s.graphql","line":2,"#
                + #""column":6,"endLine":2,"endColumn":7,"rule":"UniqueTypeNames","related":[{"file":"s.graphql","#
                + #""line":1,"column":6,"message":"\"A\" was first defined here."}],"fixIts":[]}"#)
    }

    func testSyntaxErrorCaretUsesUnicodeColumns() throws {
        XCTAssertThrowsError(try Parser.parseDocument(Source(text: "{ é }", name: "q.graphql"))) { error in
            XCTAssertEqual("\(error)", "q.graphql:1:3: error: Unexpected character: U+00E9.\n{ é }\n  ^")
        }
    }

    func testLocationsAtEndOfInputAndCRLF() {
        let source = Source(text: "a\r\nb\rc\n", name: "x")
        XCTAssertEqual(source.location(of: 3), SourceLocation(line: 2, column: 1, offset: 3))
        XCTAssertEqual(source.location(of: 5), SourceLocation(line: 3, column: 1, offset: 5))
        XCTAssertEqual(source.location(of: 7), SourceLocation(line: 4, column: 1, offset: 7))
        XCTAssertEqual(source.lineText(2), "b")
    }

    func testJSONEscapesControlCharacters() {
        XCTAssertEqual(DiagnosticRenderer.quote("a\u{1}\n\"\\"), #""a\u0001\n\"\\""#)
    }

    func testTheFirstFixItShowsUnderTheTextItReplacesAndEveryFixItIsInJSON() {
        let source = Source(text: "{\n\tuser { nmae }\n}", name: "q.graphql")
        let span = SourceSpan(start: 10, end: 14)
        let diagnostic = Diagnostic(
            .error, "Cannot query field \"nmae\" on type \"User\". Did you mean \"name\" or \"game\"?",
            source: source, span: span,
            fixIts: [
                .init("replace 'nmae' with 'name'", span: span, replacement: "name"),
                .init("replace 'nmae' with 'game'", span: span, replacement: "game"),
            ])
        XCTAssertEqual(
            DiagnosticRenderer.text(diagnostic),
            "q.graphql:2:9: error: Cannot query field \"nmae\" on type \"User\". Did you mean \"name\" or \"game\"?\n"
                + "\tuser { nmae }\n\t       ^~~~\n\t       name")
        XCTAssertTrue(
            DiagnosticRenderer.json(diagnostic).hasSuffix(
                #""fixIts":[{"message":"replace 'nmae' with 'name'","line":2,"column":9,"endLine":2,"endColumn":13,"#
                    + #""replacement":"name"},{"message":"replace 'nmae' with 'game'","line":2,"column":9,"#
                    + #""endLine":2,"endColumn":13,"replacement":"game"}]}"#))
    }

    func testAFixItOnAnotherLineIsOnlyInJSON() {
        let source = Source(text: "query Q {\n  a\n}", name: "q.graphql")
        let diagnostic = Diagnostic(
            .error, "Problem.", source: source, span: SourceSpan(start: 0, end: 5),
            fixIts: [.init("replace 'a' with 'b'", span: SourceSpan(start: 12, end: 13), replacement: "b")])
        XCTAssertEqual(DiagnosticRenderer.text(diagnostic), "q.graphql:1:1: error: Problem.\nquery Q {\n^~~~~")
        XCTAssertTrue(DiagnosticRenderer.json(diagnostic).contains(#""line":2,"column":3,"endLine":2,"endColumn":4"#))
    }
}

final class DiagnosticExcerptTests: XCTestCase {
    func testLongLinesAreCutAroundTheCaret() {
        let text = String(repeating: "a ", count: 500) + "?" + String(repeating: " b", count: 500)
        let source = Source(text: text, name: "long.graphql")
        let diagnostic = Diagnostic(.error, "Unexpected.", source: source, span: SourceSpan(start: 1000, end: 1001))
        let lines = DiagnosticRenderer.text(diagnostic).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[0], "long.graphql:1:1001: error: Unexpected.")
        XCTAssertTrue(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        XCTAssertEqual(lines[1].unicodeScalars.count, DiagnosticRenderer.maximumExcerpt + 2)
        // The caret still points at the "?".
        let caretOffset = lines[2].count - 1
        XCTAssertEqual(Array(lines[1])[caretOffset], "?")
    }

    func testAFixItShowsOnACutLineOnlyWhereTheLinesOwnTextIs() {
        let line = String(repeating: "a", count: 300)
        let source = Source(text: line, name: "long.graphql")
        func text(fixingColumn column: Int) -> String {
            let span = SourceSpan(start: column - 1, end: column + 1)
            return DiagnosticRenderer.text(
                Diagnostic(
                    .error, "Problem.", source: source, span: SourceSpan(start: 199, end: 201),
                    fixIts: [.init("replace", span: span, replacement: "b")]))
        }
        // The excerpt shows columns 120–279 after a `…`: the caret's own place is shown…
        XCTAssertEqual(
            text(fixingColumn: 200).split(separator: "\n").last, Substring(String(repeating: " ", count: 81) + "b"))
        // …and so is the first column shown, but not a place cut away before or after.
        XCTAssertTrue(text(fixingColumn: 120).hasSuffix("^~\n " + "b"))
        XCTAssertTrue(text(fixingColumn: 119).hasSuffix("^~"))
        XCTAssertTrue(text(fixingColumn: 280).hasSuffix("^~"))
    }
}
