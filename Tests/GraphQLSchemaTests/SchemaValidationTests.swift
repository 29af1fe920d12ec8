import GraphQLSchema
import XCTest

/// The checks of a built schema: interfaces, unions, input object cycles, `@oneOf`,
/// deprecation of required inputs, empty types and root types.
final class SchemaValidationTests: XCTestCase {
    func testInterfaceImplementations() {
        assertErrors(
            """
            type Query { a: Int }
            interface Node { id: ID! }
            interface Named implements Node { id: ID! name(full: Boolean): String }
            type User implements Named { id: ID! name(full: Boolean): String }
            type Admin implements Named & Node & Node { id: ID name(full: Int, extra: Int!): String }
            type Bot implements Node { name: String }
            interface Self implements Self { a: Int }
            type Cov implements Node & Named { id: ID! name: String }
            """,
            expected: [
                "4:22 Type User must implement Node because it is implemented by Named. (3:28)",
                "5:38 Type Admin can only implement Node once. (5:31)",
                "5:49 Interface field Named.id expects type ID! but Admin.id is type ID. (3:39)",
                "5:49 Interface field Node.id expects type ID! but Admin.id is type ID. (2:22)",
                "5:63 Interface field argument Named.name(full:) expects type Boolean but Admin.name(full:) is type Int. (3:54)",
                "5:68 Object field Admin.name includes required argument extra that is missing from the Interface field Named.name. (3:43)",
                "6:1 Interface field Node.id expected but Bot does not provide it. (2:18)",
                "7:27 Type Self cannot implement itself because it would create a circular reference.",
                "8:44 Interface field argument Named.name(full:) expected but Cov.name does not provide it. (3:48)",
            ])
    }

    func testCovariantFieldTypesAndNonInterfaces() {
        assertErrors(
            """
            type Query { a: Int }
            interface Named { name: String }
            type User implements Named { name: String! }
            interface Pet { owner: Named friends: [Named] }
            type Dog implements Pet { owner: User friends: [User!]! }
            type Cat implements Pet & Query { owner: Query friends: Named }
            """,
            expected: [
                "6:27 Type Cat must only implement Interface types, it cannot implement Query.",
                "6:42 Interface field Pet.owner expects type Named but Cat.owner is type Query. (4:24)",
                "6:57 Interface field Pet.friends expects type [Named] but Cat.friends is type Named. (4:39)",
            ])
    }

    func testFieldsAddedByAnExtensionImplementTheInterface() {
        XCTAssertNotNil(
            validSchema(
                "type Query { a: Int } interface I { x: Int } type T implements I { y: Int }",
                "extend type T { x: Int }"))
        assertErrors(
            "type Query { a: Int } interface I { x: Int } type T { y: Int }", "extend type T implements I",
            expected: ["1:46 Interface field I.x expected but T does not provide it. (doc1.graphql:1:1) (1:37)"])
    }

    func testUnionMembers() {
        assertErrors(
            """
            type Query { a: Int }
            type A { a: Int }
            interface I { a: Int }
            union U = A | A | I | String
            union V
            extend union V = A
            union W = A
            extend union W = A
            """,
            expected: [
                "4:15 Union type U can only include type A once. (4:11)",
                "4:19 Union type U can only include Object types, it cannot include I.",
                "4:23 Union type U can only include Object types, it cannot include String.",
                "8:18 Union type W can only include type A once. (7:11)",
            ])
    }

    func testInputObjectCyclesThroughNonNullFields() {
        assertErrors(
            """
            type Query { a(x: A): Int }
            input A { b: B! self: A }
            input B { c: C! a: A! }
            input C { a: A! l: [A!]! }
            input D { d: D! }
            """,
            expected: [
                "2:11 Cannot reference Input Object \"A\" within itself through a series of non-null fields: \"b.c.a\". (3:11) (4:11)",
                "2:11 Cannot reference Input Object \"A\" within itself through a series of non-null fields: \"b.a\". (3:17)",
                "5:11 Cannot reference Input Object \"D\" within itself through a series of non-null fields: \"d\".",
            ], rule: SchemaRule.validateInputObjectCircularRefs)
    }

    func testOneOfInputObjects() {
        assertErrors(
            """
            type Query { a(x: O): Int }
            input O @oneOf { a: Int! b: String = "x" c: ID }
            """,
            expected: [
                "2:21 OneOf input field O.a must be nullable.",
                "2:26 OneOf input field O.b cannot have a default value.",
            ], rule: SchemaRule.validateOneOfInputObjectField)
    }

    func testRequiredInputsCannotBeDeprecated() {
        assertErrors(
            """
            type Query { a(x: Int! @deprecated, y: Int! = 1 @deprecated, z: Int @deprecated): Int }
            input In { f: Int! @deprecated g: Int }
            directive @d(a: Int! @deprecated) on FIELD
            """,
            expected: [
                "1:24 Required argument Query.a(x:) cannot be deprecated. (1:19)",
                "2:20 Required input field In.f cannot be deprecated. (2:15)",
                "3:22 Required argument @d(a:) cannot be deprecated. (3:17)",
            ])
    }

    func testTypesWithoutMembers() {
        assertErrors(
            """
            type Query
            type T
            interface I
            input In
            enum E
            union U
            extend type T @deprecated
            """,
            expected: [
                "1:1 Type Query must define one or more fields.",
                "2:1 Type T must define one or more fields. (7:1)",
                "3:1 Type I must define one or more fields.",
                "4:1 Input Object type In must define one or more fields.",
                "5:1 Enum type E must define one or more values.",
                "6:1 Union type U must define one or more member types.",
                "7:15 Directive \"@deprecated\" may not be used on OBJECT.",
            ])
    }

    func testRootTypes() {
        assertErrors(
            """
            input Query { a: Int }
            scalar Mutation
            union Subscription = X
            type X { a: Int }
            """,
            expected: [
                "1:1 Query root type must be Object type, it cannot be Query.",
                "2:1 Mutation root type must be Object type if provided, it cannot be Mutation.",
                "3:1 Subscription root type must be Object type if provided, it cannot be Subscription.",
            ], rule: SchemaRule.validateRootTypes)
        assertErrors(
            "type Q { a: Int }\nscalar M\nschema { query: Q mutation: M }",
            expected: ["3:29 Mutation root type must be Object type if provided, it cannot be M."])
        assertErrors("type Q { a: Int }\nschema { mutation: Q }", expected: ["2:1 Query root type must be provided."])
        assertErrors("type Q { a: Int }", expected: ["- Query root type must be provided."])
    }

    func testRootTypesFromTheSchemaDefinitionOrDefaultNames() throws {
        let named = try XCTUnwrap(validSchema("type Q { a: Int } type M { b: Int } schema { query: Q mutation: M }"))
        XCTAssertEqual(named.queryType.map { named[$0].name }, "Q")
        XCTAssertEqual(named.mutationType.map { named[$0].name }, "M")
        XCTAssertNil(named.subscriptionType)
        let defaults = try XCTUnwrap(validSchema("type Query { a: Int } type Subscription { s: Int }"))
        XCTAssertEqual(defaults.rootType(for: .subscription).map { defaults[$0].name }, "Subscription")
        XCTAssertNil(defaults.mutationType)
        let extended = try XCTUnwrap(
            validSchema("type Q { a: Int } type M { b: Int } schema { query: Q }", "extend schema { mutation: M }"))
        XCTAssertEqual(extended.mutationType.map { extended[$0].name }, "M")
        XCTAssertEqual(extended.schemaDefinitions.count, 2)
    }
}
