import XCTest

@testable import GraphQLSyntax

/// Lexes all of `text`, returning each token's kind and text (or its string value).
func lex(_ text: String) throws -> [(TokenKind, String)] {
    let source = Source(text: text)
    return try source.storage.withUnsafeBufferPointer { buffer in
        var lexer = Lexer(buffer)
        var tokens: [(TokenKind, String)] = []
        while true {
            let token = try lexer.next()
            if token.kind == .endOfFile { return tokens }
            let value =
                token.kind == .string || token.kind == .blockString
                ? lexer.stringValue(of: token) : lexer.text(of: token)
            tokens.append((token.kind, value))
        }
    }
}

/// The first syntax error in `text`, as (line, column, message); nil when it parses.
func syntaxError(_ text: String) -> (line: Int, column: Int, message: String)? {
    do {
        _ = try Parser.parseDocument(Source(text: text))
        return nil
    } catch {
        let location = error.location!
        return (location.line, location.column, error.message)
    }
}

/// Asserts that `text` fails to parse at `line`:`column` with `message`.
func assertSyntaxError(
    _ text: String, _ line: Int, _ column: Int, _ message: String, file: StaticString = #filePath,
    lineNumber: UInt = #line
) {
    guard let error = syntaxError(text) else {
        XCTFail("expected a syntax error in \(text.debugDescription)", file: file, line: lineNumber)
        return
    }
    XCTAssertEqual(error.line, line, "line of \(error.message)", file: file, line: lineNumber)
    XCTAssertEqual(error.column, column, "column of \(error.message)", file: file, line: lineNumber)
    XCTAssertEqual(error.message, message, file: file, line: lineNumber)
}

func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Document? {
    do {
        return try Parser.parseDocument(Source(text: text))
    } catch {
        XCTFail("unexpected syntax error: \(error)", file: file, line: line)
        return nil
    }
}

/// A dump of a value's structure without source spans or sources: two ASTs with equal
/// structure dumps say the same thing, wherever they were written.
func structure(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if value is SourceSpan || value is Source { return "" }
    if mirror.children.isEmpty {
        return String(describing: value)
    }
    let children = mirror.children.compactMap { child -> String? in
        if child.label == "span" || child.label == "source" { return nil }
        return (child.label.map { "\($0): " } ?? "") + structure(child.value)
    }
    return "\(mirror.subjectType)(" + children.joined(separator: ", ") + ")"
}
