import GraphQLSchema
import GraphQLSyntax
import XCTest

/// Builds a schema from SDL texts (each its own document, named `doc0.graphql`, …).
func buildSchema(_ texts: String..., extending base: GraphQLSchema? = nil) -> (
    schema: GraphQLSchema?, diagnostics: [Diagnostic]
) {
    var documents: [Document] = []
    for (offset, text) in texts.enumerated() {
        let source = Source(text: text, name: "doc\(offset).graphql")
        do {
            documents.append(try Parser.parseDocument(source))
        } catch {
            XCTFail("SDL does not parse: \(error)")
            return (nil, [])
        }
    }
    return GraphQLSchema.build(from: documents, extending: base)
}

/// Builds a schema that must be valid.
func validSchema(_ texts: String..., file: StaticString = #filePath, line: UInt = #line) -> GraphQLSchema? {
    var documents: [Document] = []
    for (offset, text) in texts.enumerated() {
        guard let document = try? Parser.parseDocument(Source(text: text, name: "doc\(offset).graphql")) else {
            XCTFail("SDL does not parse", file: file, line: line)
            return nil
        }
        documents.append(document)
    }
    let (schema, diagnostics) = GraphQLSchema.build(from: documents)
    XCTAssertEqual(diagnostics.map(describe), [], file: file, line: line)
    return schema
}

/// A diagnostic as one line: `line:column [rule] message`, then each note's `(line:column)`,
/// with the source name when it is not the first document.
func describe(_ diagnostic: Diagnostic) -> String {
    var text = place(diagnostic.source, diagnostic.span) + " " + diagnostic.message
    for note in diagnostic.notes {
        text += " (" + place(note.source, note.span) + ")"
    }
    return text
}

private func place(_ source: Source?, _ span: SourceSpan) -> String {
    guard let source else { return "-" }
    let location = source.location(of: Int(span.start))
    let prefix = source.name == "doc0.graphql" ? "" : source.name + ":"
    return "\(prefix)\(location.line):\(location.column)"
}

/// Asserts that the SDL is rejected with exactly these diagnostics (as `describe` writes them).
func assertErrors(
    _ texts: String..., expected: [String], rule: String? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    var documents: [Document] = []
    for (offset, text) in texts.enumerated() {
        guard let document = try? Parser.parseDocument(Source(text: text, name: "doc\(offset).graphql")) else {
            XCTFail("SDL does not parse", file: file, line: line)
            return
        }
        documents.append(document)
    }
    let (schema, diagnostics) = GraphQLSchema.build(from: documents)
    XCTAssertNil(schema, file: file, line: line)
    XCTAssertEqual(diagnostics.map(describe), expected, file: file, line: line)
    if let rule {
        XCTAssertEqual(
            diagnostics.map(\.rule), Array(repeating: rule, count: diagnostics.count), file: file, line: line)
    }
}
