import GraphQLSchema
import XCTest

@testable import RelaySwiftCodegen

final class SchemaDocumentationTests: XCTestCase {
    func testTheTextIsTheDescriptionWithADeprecationWarning() {
        XCTAssertNil(SchemaDocumentation.text(description: nil, deprecationReason: nil))
        XCTAssertNil(SchemaDocumentation.text(description: " \n ", deprecationReason: nil))
        XCTAssertEqual(SchemaDocumentation.text(description: "A name.", deprecationReason: nil), "A name.")
        XCTAssertEqual(
            SchemaDocumentation.text(description: "A name.", deprecationReason: "Use `login`."),
            "A name.\n\n- Warning: Deprecated: Use `login`.")
        XCTAssertEqual(
            SchemaDocumentation.text(description: "", deprecationReason: "No longer supported"),
            "- Warning: Deprecated: No longer supported")
    }

    func testEachLineBecomesADocumentationLine() throws {
        let text = try XCTUnwrap(
            SchemaDocumentation.text(description: "First line.  \r\n\nAfter a blank line.\t", deprecationReason: nil))
        var writer = SwiftWriter()
        writer.block("struct S") { body in
            body.documentation(text)
            body.line("var s: String")
        }
        let code = String(decoding: writer.finish(), as: UTF8.self)
        XCTAssertEqual(
            code,
            """
            struct S {
                /// First line.
                ///
                /// After a blank line.
                var s: String
            }

            """)
    }

    func testLinesEndAsSwiftCommentsEndAndControlCharactersBecomeSpaces() {
        XCTAssertEqual(
            SchemaDocumentation.text(description: "a\rb\r\nc\n\nd\u{0}e\u{1B}f \t", deprecationReason: nil),
            "a\nb\nc\n\nd e f")
        XCTAssertEqual(
            SchemaDocumentation.text(description: "\n \n  Indented code\n\n\n", deprecationReason: " Gone. \n"),
            "  Indented code\n\n- Warning: Deprecated:  Gone.")
        XCTAssertEqual(SchemaDocumentation.text(description: "Déjà vu ✓", deprecationReason: nil), "Déjà vu ✓")
        // Long texts are checked eight bytes at a time: what needs cleaning is found anywhere.
        let clean = "A description of several words,\n\twith a tab, é and ✓, on two lines."
        XCTAssertEqual(SchemaDocumentation.text(description: clean, deprecationReason: nil), clean)
        XCTAssertEqual(
            SchemaDocumentation.text(
                description: "0123456789 trailing \nnext\u{7F}line, longer", deprecationReason: nil),
            "0123456789 trailing\nnext line, longer")
        XCTAssertEqual(
            SchemaDocumentation.text(description: "01234567\u{1}9abcdef", deprecationReason: nil), "01234567 9abcdef")
    }

    func testAFieldWithoutADescriptionTakesItsInterfaceFields() throws {
        let schema = CodegenTestSupport.schema(
            """
            type Query { node: Node }
            interface Node { "The ID." id: ID! "Named." name: String }
            type User implements Node {
              " "
              id: ID!
              "The user's own name."
              name: String
              login: String @deprecated(reason: "Use `name`.")
            }
            """)
        let user = try XCTUnwrap(schema.typeID(named: "User"))
        let cache = SchemaDocumentation.Cache()
        let documentation = { (name: String) in SchemaDocumentation.field(name, of: user, in: schema, cache: cache) }
        XCTAssertEqual(documentation("id"), "The ID.")
        XCTAssertEqual(documentation("name"), "The user's own name.")
        XCTAssertEqual(documentation("login"), "- Warning: Deprecated: Use `name`.")
        XCTAssertNil(documentation("__typename"))
        XCTAssertNil(documentation("missing"))
        // Asked again, from the run's table.
        XCTAssertEqual(documentation("id"), "The ID.")
        XCTAssertEqual(documentation("login"), "- Warning: Deprecated: Use `name`.")
    }
}
