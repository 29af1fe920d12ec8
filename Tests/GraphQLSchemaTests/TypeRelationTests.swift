import GraphQLSchema
import GraphQLSyntax
import XCTest

/// Possible types, subtyping and overlap, and wrapped type references.
final class TypeRelationTests: XCTestCase {
    private func relations() throws -> GraphQLSchema {
        try XCTUnwrap(
            validSchema(
                """
                type Query { node: Node }
                interface Node { id: ID! }
                interface Actor implements Node { id: ID! login: String }
                type User implements Actor & Node { id: ID! login: String }
                type Bot implements Actor & Node { id: ID! login: String }
                type Repo implements Node { id: ID! }
                type Plain { a: Int }
                union Owner = User | Repo
                union Other = Plain
                """))
    }

    func testPossibleTypesAndSubtypes() throws {
        let schema = try relations()
        func id(_ name: String) throws -> TypeID { try XCTUnwrap(schema.typeID(named: name), name) }
        func names(_ ids: [TypeID]) -> [String] { ids.map { schema[$0].name } }
        XCTAssertEqual(names(schema.possibleTypes(of: try id("Node"))), ["User", "Bot", "Repo"])
        XCTAssertEqual(names(schema.possibleTypes(of: try id("Actor"))), ["User", "Bot"])
        XCTAssertEqual(names(schema.possibleTypes(of: try id("Owner"))), ["User", "Repo"])
        XCTAssertEqual(names(schema.possibleTypes(of: try id("User"))), ["User"])
        XCTAssertEqual(names(schema.possibleTypes(of: try id("String"))), [])
        XCTAssertEqual(names(schema.implementations(of: try id("Node"))), ["Actor", "User", "Bot", "Repo"])
        XCTAssertTrue(schema.isSubType(try id("User"), of: try id("Node")))
        XCTAssertTrue(schema.isSubType(try id("Actor"), of: try id("Node")))
        XCTAssertTrue(schema.isSubType(try id("Repo"), of: try id("Owner")))
        XCTAssertFalse(schema.isSubType(try id("Bot"), of: try id("Owner")))
        XCTAssertFalse(schema.isSubType(try id("Plain"), of: try id("Node")))
        XCTAssertFalse(schema.isSubType(try id("User"), of: try id("User")))
        XCTAssertEqual(names(try XCTUnwrap(schema.type(named: "User")).interfaces), ["Actor", "Node"])
    }

    func testTypesOverlap() throws {
        let schema = try relations()
        func id(_ name: String) throws -> TypeID { try XCTUnwrap(schema.typeID(named: name), name) }
        XCTAssertTrue(schema.doTypesOverlap(try id("User"), try id("User")))
        XCTAssertTrue(schema.doTypesOverlap(try id("Node"), try id("Owner")))
        XCTAssertTrue(schema.doTypesOverlap(try id("Actor"), try id("User")))
        XCTAssertTrue(schema.doTypesOverlap(try id("Repo"), try id("Owner")))
        XCTAssertFalse(schema.doTypesOverlap(try id("Actor"), try id("Other")))
        XCTAssertFalse(schema.doTypesOverlap(try id("User"), try id("Bot")))
        XCTAssertFalse(schema.doTypesOverlap(try id("Bot"), try id("Owner")))
    }

    func testWrappedTypeSubtyping() throws {
        let schema = try relations()
        func type(_ text: String) throws -> SchemaTypeReference {
            return try XCTUnwrap(schema.typeReference(for: try Parser.parseType(Source(text: text))))
        }
        XCTAssertTrue(schema.isTypeSubType(try type("User!"), of: try type("Node")))
        XCTAssertTrue(schema.isTypeSubType(try type("[User!]!"), of: try type("[Node]")))
        XCTAssertTrue(schema.isTypeSubType(try type("Int!"), of: try type("Int")))
        XCTAssertFalse(schema.isTypeSubType(try type("Int"), of: try type("Int!")))
        XCTAssertFalse(schema.isTypeSubType(try type("[Int]"), of: try type("Int")))
        XCTAssertFalse(schema.isTypeSubType(try type("Int"), of: try type("[Int]")))
        XCTAssertFalse(schema.isTypeSubType(try type("Plain"), of: try type("Node")))
        XCTAssertFalse(schema.isTypeSubType(try type("Node"), of: try type("User")))
    }

    func testTypeReferencePacking() throws {
        let schema = try relations()
        let string = try XCTUnwrap(schema.stringType)
        let named = SchemaTypeReference(named: string)
        let nonNull = try XCTUnwrap(named.wrappedInNonNull())
        let list = try XCTUnwrap(nonNull.wrappedInList())
        let outer = try XCTUnwrap(list.wrappedInNonNull())
        XCTAssertEqual(schema.describe(outer), "[String!]!")
        XCTAssertTrue(outer.isNonNull)
        XCTAssertFalse(outer.isList)
        XCTAssertTrue(outer.containsList)
        XCTAssertEqual(outer.ofType, list)
        XCTAssertEqual(outer.nullable, list)
        XCTAssertEqual(list.shape, .list(of: nonNull))
        XCTAssertEqual(nonNull.shape, .nonNull(of: named))
        XCTAssertEqual(named.shape, .named(string))
        XCTAssertNil(nonNull.wrappedInNonNull())
        XCTAssertNil(named.ofType)
        XCTAssertFalse(nonNull.containsList)
        XCTAssertEqual(outer.namedType, string)
        // The same wrappers whatever the named type: `[String!]!` and `[Boolean!]!`.
        let boolean = try XCTUnwrap(schema.booleanType)
        let otherOuter = try XCTUnwrap(
            SchemaTypeReference(named: boolean).wrappedInNonNull()?.wrappedInList()?.wrappedInNonNull())
        XCTAssertTrue(outer.hasSameWrappers(as: otherOuter))
        XCTAssertFalse(outer.hasSameWrappers(as: list))
        XCTAssertFalse(nonNull.hasSameWrappers(as: named))
        var deep = named
        for _ in 0..<SchemaTypeReference.maximumWrapperCount { deep = try XCTUnwrap(deep.wrappedInList()) }
        XCTAssertNil(deep.wrappedInList())
        XCTAssertEqual(deep.wrapperCount, SchemaTypeReference.maximumWrapperCount)
    }

    func testUnknownTypesDoNotResolve() throws {
        let schema = try relations()
        XCTAssertNil(schema.typeReference(for: try Parser.parseType(Source(text: "[Missing!]"))))
        XCTAssertEqual(
            schema.typeReference(for: try Parser.parseType(Source(text: "[Node!]"))).map(schema.describe), "[Node!]")
    }
}

extension TypeRelationTests {
    /// A type's member index holds the members of its kind: asking another kind's question
    /// of a type with many members answers nil.
    func testMemberLookupsOfTheWrongKindAnswerNil() throws {
        let names = (0..<20).map { "m\($0)" }
        let schema = try XCTUnwrap(
            validSchema(
                """
                type Query { \(names.map { "\($0): Int" }.joined(separator: " ")) }
                input Big { \(names.map { "\($0): Int" }.joined(separator: " ")) }
                enum Many { \(names.map { $0.uppercased() }.joined(separator: " ")) }
                """))
        let query = try XCTUnwrap(schema.type(named: "Query"))
        let big = try XCTUnwrap(schema.type(named: "Big"))
        let many = try XCTUnwrap(schema.type(named: "Many"))
        XCTAssertEqual(query.field(named: "m19")?.name, "m19")
        XCTAssertNil(query.inputField(named: "m19"))
        XCTAssertNil(query.enumValue(named: "M19"))
        XCTAssertEqual(big.inputField(named: "m19")?.name, "m19")
        XCTAssertNil(big.field(named: "m19"))
        XCTAssertNil(schema.field(named: "m19", on: big.id))
        XCTAssertEqual(many.enumValue(named: "M19")?.name, "M19")
        XCTAssertNil(many.field(named: "M19"))
        XCTAssertNil(many.inputField(named: "M19"))
    }
}
