import XCTest

@testable import GraphQLSyntax

final class SourceOriginTests: XCTestCase {
    /// A Swift file whose line 3 holds `{ a }` after four spaces; the piece is a copy of it with
    /// the indentation stripped and an escape decoded.
    private let file = Source(
        text: "let x = 1\nlet q = graphql(\"\"\"\n    { a\\u{21} }\n    \"\"\")\n", name: "V.swift")

    func testVerbatimPieceReportsTheFilesLinesAndColumns() {
        // "{ a" starts at offset 34, column 5 of line 3.
        let piece = Source(text: "{ a", origin: SourceOrigin(file: file, fileOffset: 34))
        XCTAssertEqual(piece.name, "V.swift")
        XCTAssertEqual(piece.location(of: 2), SourceLocation(line: 3, column: 7, offset: 36))
        XCTAssertEqual(piece.lineText(3), "    { a\\u{21} }")
        XCTAssertEqual(piece.text, "{ a")
    }

    func testSegmentsMapAcrossAnEscape() {
        // Text "{ a! }": "{ a" from 34, "!" from the escape at 37, " }" from 43.
        let origin = SourceOrigin(
            file: file,
            segments: [
                .init(textOffset: 4, fileOffset: 43), .init(textOffset: 0, fileOffset: 34),
                .init(textOffset: 3, fileOffset: 37),
            ])
        XCTAssertEqual(origin.segments.map(\.textOffset), [0, 3, 4])
        let piece = Source(text: "{ a! }", name: "Other.swift", origin: origin)
        XCTAssertEqual(piece.name, "Other.swift")
        XCTAssertEqual(piece.location(of: 3).column, 8)
        XCTAssertEqual(piece.location(of: 5), SourceLocation(line: 3, column: 15, offset: 44))
        XCTAssertEqual(piece.location(of: 99).offset, 45, "clamped to the text's end, then mapped")
    }

    func testParseErrorRendersAtTheFilesLine() {
        let piece = Source(text: "{ a! }", origin: SourceOrigin(file: file, fileOffset: 34))
        XCTAssertThrowsError(try Parser.parseDocument(piece)) { error in
            XCTAssertEqual("\(error)", "V.swift:3:8: error: Expected Name, found \"!\".\n    { a\\u{21} }\n       ^")
        }
    }
}
