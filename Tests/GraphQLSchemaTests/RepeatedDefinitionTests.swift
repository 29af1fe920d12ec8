import GraphQLSchema
import XCTest

/// What the reference does when a name is defined more than once, besides reporting it:
/// applied directives are checked against the last definition, extensions against the last
/// definition's kind, and everything written under the name is still checked.
final class RepeatedDefinitionTests: XCTestCase {
    func testAppliedDirectivesAreCheckedAgainstTheLastDefinition() {
        assertErrors(
            """
            directive @e repeatable on OBJECT
            type Query @e @e { a(x: Int @e): Int }
            directive @e(y: Int!, y: String!) on OBJECT | ARGUMENT_DEFINITION
            """,
            expected: [
                "2:12 Directive \"@e\" argument \"y\" of type \"String!\" is required, but it was not provided.",
                "2:15 The directive \"@e\" can only be used once at this location. (2:12)",
                "2:15 Directive \"@e\" argument \"y\" of type \"String!\" is required, but it was not provided.",
                "2:29 Directive \"@e\" argument \"y\" of type \"String!\" is required, but it was not provided.",
                "3:12 There can be only one directive named \"@e\". (1:12)",
                "3:23 Argument \"@e(y:)\" can only be defined once. (3:14)",
            ])
    }

    func testExtensionsAreCheckedAgainstTheLastDefinitionsKind() {
        assertErrors(
            """
            type Query { a: Int }
            type S { id: Int }
            interface S { id: Int }
            extend interface S { b: Int }
            extend type S { c: Int }
            """,
            expected: [
                "3:11 There can be only one type named \"S\". (2:6)",
                "3:15 Field \"S.id\" can only be defined once. (2:10)",
                "5:1 Cannot extend non-object type \"S\". (3:1)",
            ])
    }

    func testExtensionsOfOneUnknownNameShareTheirMemberNames() {
        assertErrors(
            """
            type Query { a: Int }
            extend input A @d { c: Int }
            extend type A @d { c: Int }
            directive @d on OBJECT | INPUT_OBJECT
            """,
            expected: [
                "2:14 Cannot extend type \"A\" because it is not defined.",
                "3:13 Cannot extend type \"A\" because it is not defined.",
                "3:15 The directive \"@d\" can only be used once at this location. (2:16)",
                "3:20 Field \"A.c\" can only be defined once. (2:21)",
            ])
    }

    func testRepeatedOperationTypesStillNameKnownTypes() {
        assertErrors(
            "type Query { a: Int }\nschema { query: Query query: Querx }",
            expected: [
                "2:23 There can be only one query type in schema. (2:10)",
                "2:30 Unknown type \"Querx\". Did you mean \"Query\"?",
            ])
    }
}
