import GraphQLSchema
import GraphQLSyntax
import XCTest

/// Extensions applied in order across documents, what a built type keeps, and documents that
/// extend an existing schema.
final class ExtensionTests: XCTestCase {
    func testEveryExtensionFormIsAppliedInDocumentOrder() throws {
        let schema = try XCTUnwrap(
            validSchema(
                """
                extend type Query { b: Int }
                type Query implements Node { id: ID! a: Int }
                interface Node { id: ID! }
                interface Named { name: String }
                scalar Date
                enum Color { RED }
                union Result = Query
                input Filter { a: Int }
                directive @tag on SCALAR | OBJECT | INTERFACE | UNION | ENUM | INPUT_OBJECT | SCHEMA
                """,
                """
                extend type Query implements Named @tag { name: String c: Int }
                extend interface Node @tag
                extend interface Named implements Node { id: ID! }
                extend scalar Date @tag @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")
                extend enum Color { GREEN BLUE }
                extend union Result @tag = Other
                type Other { x: Int }
                extend input Filter @oneOf { b: String }
                extend schema @tag
                """))
        let query = try XCTUnwrap(schema.type(named: "Query"))
        XCTAssertEqual(query.fields.map(\.name), ["id", "a", "b", "name", "c"])
        XCTAssertEqual(query.interfaces.map { schema[$0].name }, ["Node", "Named"])
        XCTAssertEqual(query.directives.map(\.name.value), ["tag"])
        XCTAssertEqual(query.extensionLocations.map(\.sourceIndex), [1, 2])
        XCTAssertEqual(schema.source(of: query.location)?.name, "doc0.graphql")
        XCTAssertEqual(schema.source(of: query.extensionLocations[1])?.name, "doc1.graphql")
        XCTAssertEqual(schema.type(named: "Named")?.interfaces.map { schema[$0].name }, ["Node"])
        XCTAssertEqual(schema.type(named: "Date")?.specifiedByURL, "https://tools.ietf.org/html/rfc3339")
        XCTAssertEqual(schema.type(named: "Color")?.enumValues.map(\.name), ["RED", "GREEN", "BLUE"])
        XCTAssertEqual(schema.type(named: "Result")?.unionMembers.map { schema[$0].name }, ["Query", "Other"])
        let filter = try XCTUnwrap(schema.type(named: "Filter"))
        XCTAssertEqual(filter.inputFields.map(\.name), ["a", "b"])
        XCTAssertTrue(filter.isOneOf)
        XCTAssertEqual(schema.schemaDefinitions.count, 1)
        let node = try XCTUnwrap(schema.typeID(named: "Node"))
        XCTAssertEqual(schema.implementations(of: node).map { schema[$0].name }, ["Query", "Named"])
        XCTAssertEqual(schema.possibleTypes(of: node).map { schema[$0].name }, ["Query"])
    }

    func testDescriptionsDeprecationsAndDefaultsAreKept() throws {
        let schema = try XCTUnwrap(
            validSchema(
                #"""
                """
                The root.
                """
                type Query {
                  "Old." old(
                    "How many." first: Int = 10 @deprecated(reason: "Use last.")
                    last: Int
                  ): String @deprecated
                  new: String @deprecated(reason: "Newer exists.")
                  kept: String
                }
                enum E { A @deprecated(reason: "No A.") B }
                input In { f: Int @deprecated g: [Int!] = [1, 2] }
                """#))
        let query = try XCTUnwrap(schema.type(named: "Query"))
        XCTAssertEqual(query.description, "The root.")
        let old = try XCTUnwrap(query.field(named: "old"))
        XCTAssertEqual(old.description, "Old.")
        XCTAssertEqual(old.deprecationReason, "No longer supported")
        let first = try XCTUnwrap(old.argument(named: "first"))
        XCTAssertEqual(first.description, "How many.")
        XCTAssertEqual(first.defaultValue?.kind, .int("10"))
        XCTAssertEqual(first.deprecationReason, "Use last.")
        XCTAssertFalse(first.isRequired)
        XCTAssertEqual(query.field(named: "new")?.deprecationReason, "Newer exists.")
        XCTAssertNil(query.field(named: "kept")?.deprecationReason)
        XCTAssertEqual(schema.type(named: "E")?.enumValue(named: "A")?.deprecationReason, "No A.")
        XCTAssertEqual(schema.type(named: "E")?.enumValue(named: "B")?.isDeprecated, false)
        let input = try XCTUnwrap(schema.type(named: "In"))
        XCTAssertEqual(input.inputField(named: "f")?.isDeprecated, true)
        XCTAssertEqual(input.inputField(named: "g").map { schema.describe($0.type) }, "[Int!]")
        XCTAssertNil(input.inputField(named: "h"))
        let span = try XCTUnwrap(query.field(named: "new")?.location)
        XCTAssertEqual(schema.source(of: span)?.location(of: Int(span.span.start)).line, 9)
    }

    func testExtendingAnExistingSchema() throws {
        let base = try XCTUnwrap(validSchema("type Query { a: Int } enum E { A } directive @d on FIELD"))
        let (extended, diagnostics) = buildSchema(
            "extend type Query { b: E } type Foo { x: Int } extend enum E { B }", extending: base)
        XCTAssertEqual(diagnostics.map(describe), [])
        let schema = try XCTUnwrap(extended)
        XCTAssertEqual(schema.type(named: "Query")?.fields.map(\.name), ["a", "b"])
        XCTAssertNotNil(schema.type(named: "Foo"))
        XCTAssertEqual(schema.documents.count, 2)
        XCTAssertEqual(base.type(named: "Query")?.fields.count, 1)
    }

    func testDefinitionsThatRepeatTheExtendedSchema() throws {
        let base = try XCTUnwrap(validSchema("type Query { a: Int } enum E { A } directive @d on FIELD"))
        let extensionSource = Source(
            text: """
                type Query { b: Int }
                extend type Query { a: Int }
                extend enum E { A }
                directive @d on QUERY
                directive @skip(if: Boolean!) on FIELD
                schema { query: Query }
                extend schema { query: Query }
                """, name: "doc1.graphql")
        let (schema, diagnostics) = GraphQLSchema.build(
            from: [try Parser.parseDocument(extensionSource)], extending: base)
        XCTAssertNil(schema)
        XCTAssertEqual(
            diagnostics.map { describe($0).replacingOccurrences(of: "(1:", with: "(base:1:") },
            [
                "doc1.graphql:1:6 Type \"Query\" already exists in the schema. It cannot also be defined in this type definition. (base:1:6)",
                "doc1.graphql:2:21 Field \"Query.a\" already exists in the schema. It cannot also be defined in this type extension. (base:1:14)",
                "doc1.graphql:3:17 Enum value \"E.A\" already exists in the schema. It cannot also be defined in this type extension. (base:1:32)",
                "doc1.graphql:4:12 Directive \"@d\" already exists in the schema. It cannot be redefined. (base:1:47)",
                "doc1.graphql:5:12 Directive \"@skip\" already exists in the schema. It cannot be redefined.",
                "doc1.graphql:6:1 Cannot define a new schema within a schema extension.",
                "doc1.graphql:6:10 Type for query already defined in the schema. It cannot be redefined.",
                "doc1.graphql:7:17 Type for query already defined in the schema. It cannot be redefined.",
            ])
    }

    func testExecutableDefinitionsInSDLAreIgnored() {
        XCTAssertNotNil(validSchema("type Query { a: Int }\nquery Q { a }\nfragment F on Query { a }"))
    }
}

extension ExtensionTests {
    func testOnlyTheSDLRulesCanBeChecked() throws {
        let source = Source(
            text: "extend type Missing { a: Int }\ntype T implements Query { b: Int }\ntype Query { a: Int }",
            name: "doc0.graphql")
        let document = try Parser.parseDocument(source)
        let sdlOnly = GraphQLSchema.build(from: [document], checks: .sdlRules)
        XCTAssertEqual(
            sdlOnly.diagnostics.map(describe), ["1:13 Cannot extend type \"Missing\" because it is not defined."])
        let all = GraphQLSchema.build(from: [document])
        XCTAssertEqual(all.diagnostics.map(\.rule), [SchemaRule.possibleTypeExtensions, SchemaRule.validateInterfaces])
        let noQuery = GraphQLSchema.build(
            from: [try Parser.parseDocument(Source(text: "type T { a: Int }"))], checks: .sdlRules)
        XCTAssertNotNil(noQuery.schema)
        XCTAssertNil(noQuery.schema?.queryType)
    }
}
