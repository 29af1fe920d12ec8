import GraphQLSchema
import XCTest

/// Repeated names: types, fields, enum values, arguments, directives, operation types, and
/// the lone schema definition. Each is reported at the repetition, the first as a note.
final class UniqueNameRuleTests: XCTestCase {
    func testUniqueTypeNames() {
        assertErrors(
            """
            type Query { a: Int }
            type Foo { a: Int }
            scalar Foo
            enum Foo { A }
            """,
            expected: [
                "3:8 There can be only one type named \"Foo\". (2:6)",
                "4:6 There can be only one type named \"Foo\". (2:6)",
            ], rule: SchemaRule.uniqueTypeNames)
        XCTAssertNotNil(validSchema("type Query { a: Foo } type Foo { a: Int } extend type Foo { b: Int }"))
    }

    func testATypeRepeatedInAnotherDocumentNamesThatDocument() {
        assertErrors(
            "type Query { a: Int }", "type Query { b: Int }",
            expected: ["doc1.graphql:1:6 There can be only one type named \"Query\". (1:6)"])
    }

    func testUniqueFieldDefinitionNames() {
        assertErrors(
            """
            type Query { a: Int, a: String }
            interface I { x: Int }
            extend interface I { x: Int y: Int }
            input In { f: Int f: Int }
            extend type Query { b: Int a: ID }
            """,
            expected: [
                "1:22 Field \"Query.a\" can only be defined once. (1:14)",
                "3:22 Field \"I.x\" can only be defined once. (2:15)",
                "4:19 Field \"In.f\" can only be defined once. (4:12)",
                "5:28 Field \"Query.a\" can only be defined once. (1:14)",
            ], rule: SchemaRule.uniqueFieldDefinitionNames)
    }

    func testFieldsOfARepeatedTypeDefinitionAreCheckedAgainstTheFirst() {
        assertErrors(
            "type Query { a: Int }\ntype Query { a: Int b: Int }",
            expected: [
                "2:6 There can be only one type named \"Query\". (1:6)",
                "2:14 Field \"Query.a\" can only be defined once. (1:14)",
            ])
    }

    func testUniqueEnumValueNames() {
        assertErrors(
            """
            type Query { a: E }
            enum E { A B A }
            extend enum E { B C }
            """,
            expected: [
                "2:14 Enum value \"E.A\" can only be defined once. (2:10)",
                "3:17 Enum value \"E.B\" can only be defined once. (2:12)",
            ], rule: SchemaRule.uniqueEnumValueNames)
    }

    func testUniqueArgumentDefinitionNames() {
        assertErrors(
            """
            type Query { a(x: Int, y: Int, x: String, x: ID): Int }
            directive @d(a: Int, a: Int) on FIELD
            interface I { f(z: Int z: Int): Int }
            """,
            expected: [
                "1:32 Argument \"Query.a(x:)\" can only be defined once. (1:16) (1:43)",
                "2:22 Argument \"@d(a:)\" can only be defined once. (2:14)",
                "3:24 Argument \"I.f(z:)\" can only be defined once. (3:17)",
            ], rule: SchemaRule.uniqueArgumentDefinitionNames)
    }

    func testUniqueDirectiveNames() {
        assertErrors(
            """
            type Query { a: Int }
            directive @d on FIELD
            directive @d on QUERY
            directive @skip(if: Boolean!) on FIELD
            """,
            expected: ["3:12 There can be only one directive named \"@d\". (2:12)"],
            rule: SchemaRule.uniqueDirectiveNames)
    }

    func testUniqueOperationTypes() {
        assertErrors(
            """
            type Query { a: Int }
            type M { a: Int }
            schema { query: Query mutation: M mutation: M }
            extend schema { query: Query }
            """,
            expected: [
                "3:35 There can be only one mutation type in schema. (3:23)",
                "4:17 There can be only one query type in schema. (3:10)",
            ], rule: SchemaRule.uniqueOperationTypes)
    }

    func testLoneSchemaDefinition() {
        assertErrors(
            """
            type Query { a: Int }
            schema { query: Query }
            schema { subscription: Query }
            """,
            expected: ["3:1 Must provide only one schema definition. (2:1)"], rule: SchemaRule.loneSchemaDefinition)
    }
}
