import GraphQLSchema
import GraphQLSyntax
import XCTest

final class BuiltInTests: XCTestCase {
    func testStandardScalarsExistWithoutBeingDefined() throws {
        let schema = try XCTUnwrap(validSchema("type Query { a: Int b: Float c: String d: Boolean e: ID }"))
        for name in ["Int", "Float", "String", "Boolean", "ID"] {
            let type = try XCTUnwrap(schema.type(named: name), name)
            XCTAssertEqual(type.kind, .scalar)
            XCTAssertTrue(type.isBuiltIn)
        }
        XCTAssertEqual(schema.stringType, schema.typeID(named: "String"))
        XCTAssertEqual(schema.idType, schema.typeID(named: "ID"))
    }

    func testSpecifiedDirectives() throws {
        let schema = try XCTUnwrap(validSchema("type Query { a: Int }"))
        let skip = try XCTUnwrap(schema.directive(named: "skip"))
        XCTAssertEqual(skip.locations.locations, [.field, .fragmentSpread, .inlineFragment])
        XCTAssertEqual(skip.arguments.map(\.name), ["if"])
        XCTAssertTrue(skip.arguments[0].isRequired)
        XCTAssertNotNil(schema.directive(named: "include"))
        let deprecated = try XCTUnwrap(schema.directive(named: "deprecated"))
        XCTAssertEqual(deprecated.arguments.first?.isRequired, false)
        XCTAssertTrue(deprecated.locations.contains(.enumValue))
        XCTAssertEqual(schema.directive(named: "specifiedBy")?.locations.locations, [.scalar])
        XCTAssertEqual(schema.directive(named: "oneOf")?.locations.locations, [.inputObject])
        XCTAssertFalse(skip.isRepeatable)
        XCTAssertTrue(skip.isBuiltIn)
    }

    func testRelayDirectives() throws {
        let schema = try XCTUnwrap(validSchema("type Query { a: Int }"))
        let connection = try XCTUnwrap(schema.directive(named: "connection"))
        XCTAssertEqual(connection.arguments.map(\.name), ["key", "filters", "handler", "dynamicKey_UNSTABLE"])
        XCTAssertEqual(
            connection.arguments.map { schema.describe($0.type) }, ["String!", "[String]", "String", "String"])
        XCTAssertEqual(connection.locations.locations, [.field])
        XCTAssertTrue(try XCTUnwrap(schema.directive(named: "argumentDefinitions")).acceptsAnyArgument)
        XCTAssertEqual(schema.directive(named: "argumentDefinitions")?.locations.locations, [.fragmentDefinition])
        XCTAssertTrue(try XCTUnwrap(schema.directive(named: "arguments")).acceptsAnyArgument)
        XCTAssertEqual(schema.directive(named: "arguments")?.locations.locations, [.fragmentSpread])
        XCTAssertFalse(connection.acceptsAnyArgument)
        let refetchable = try XCTUnwrap(schema.directive(named: "refetchable"))
        XCTAssertEqual(refetchable.arguments.map(\.name), ["queryName", "directives", "preferFetchable"])
        XCTAssertEqual(refetchable.arguments.map { schema.describe($0.type) }, ["String", "[String!]", "Boolean"])
        let relay = try XCTUnwrap(schema.directive(named: "relay"))
        XCTAssertEqual(relay.arguments.map(\.name), ["plural", "mask"])
        XCTAssertEqual(relay.locations.locations, [.fragmentDefinition, .fragmentSpread])
        XCTAssertEqual(schema.directive(named: "inline")?.locations.locations, [.fragmentDefinition])
        for name in ["appendEdge", "prependEdge", "deleteEdge"] {
            let directive = try XCTUnwrap(schema.directive(named: name), name)
            XCTAssertEqual(
                directive.arguments.map { "\($0.name): \(schema.describe($0.type))" }, ["connections: [ID!]!"])
        }
        for name in ["appendNode", "prependNode"] {
            let directive = try XCTUnwrap(schema.directive(named: name), name)
            XCTAssertEqual(
                directive.arguments.map { "\($0.name): \(schema.describe($0.type))" },
                ["connections: [ID!]!", "edgeTypeName: String!"])
        }
        XCTAssertEqual(schema.directive(named: "deleteRecord")?.arguments.count, 0)
    }

    func testIntrospectionTypes() throws {
        let schema = try XCTUnwrap(validSchema("type Query { a: Int }"))
        for name in ["__Schema", "__Type", "__Field", "__InputValue", "__EnumValue", "__Directive"] {
            XCTAssertEqual(schema.type(named: name)?.kind, .object, name)
            XCTAssertEqual(schema.type(named: name)?.isIntrospectionType, true, name)
        }
        XCTAssertEqual(schema.type(named: "__TypeKind")?.enumValues.count, 8)
        XCTAssertEqual(schema.type(named: "__DirectiveLocation")?.enumValues.count, DirectiveLocation.allCases.count)
        let fields = try XCTUnwrap(schema.type(named: "__Type")?.field(named: "fields"))
        XCTAssertEqual(schema.describe(fields.type), "[__Field!]")
        XCTAssertNil(schema.type(named: "__MetaFields"))
    }

    func testMetaFields() throws {
        let schema = try XCTUnwrap(
            validSchema(
                """
                type Query { node: Node }
                interface Node { id: ID! }
                type User implements Node { id: ID! }
                union Result = User
                enum Color { RED }
                """))
        let query = try XCTUnwrap(schema.queryType)
        for typeName in ["Query", "Node", "User", "Result"] {
            let id = try XCTUnwrap(schema.typeID(named: typeName))
            XCTAssertEqual(
                schema.field(named: "__typename", on: id).map { schema.describe($0.type) }, "String!", typeName)
            XCTAssertEqual(schema.field(named: "__id", on: id).map { schema.describe($0.type) }, "ID!", typeName)
        }
        XCTAssertEqual(schema.field(named: "__schema", on: query).map { schema.describe($0.type) }, "__Schema!")
        XCTAssertEqual(schema.field(named: "__type", on: query)?.arguments.map(\.name), ["name"])
        let user = try XCTUnwrap(schema.typeID(named: "User"))
        XCTAssertNil(schema.field(named: "__schema", on: user))
        XCTAssertNil(schema.field(named: "__type", on: user))
        let color = try XCTUnwrap(schema.typeID(named: "Color"))
        XCTAssertNil(schema.field(named: "__typename", on: color))
        XCTAssertNil(schema.field(named: "__id", on: schema.stringType ?? color))
        XCTAssertEqual(schema.field(named: "id", on: user)?.name, "id")
        XCTAssertNil(schema.field(named: "missing", on: user))
    }

    func testSDLMayRedefineAStandardScalarAndABuiltInDirective() throws {
        let schema = try XCTUnwrap(
            validSchema(
                """
                "My string" scalar String
                directive @connection(key: String!) on FIELD
                type Query { a: String }
                """))
        XCTAssertEqual(schema.type(named: "String")?.description, "My string")
        XCTAssertEqual(schema.type(named: "String")?.isBuiltIn, false)
        XCTAssertEqual(schema.directive(named: "connection")?.arguments.map(\.name), ["key"])
        XCTAssertEqual(schema.directive(named: "connection")?.isBuiltIn, false)
    }
}
