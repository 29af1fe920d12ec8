import GraphQLSchema
import XCTest

/// Names that must refer to something: types, extended types; types in the right position;
/// names not reserved for introspection.
final class ReferenceRuleTests: XCTestCase {
    func testKnownTypeNamesWithSuggestions() {
        assertErrors(
            """
            type Query { a: Strin, b(x: Intt): [Boo!], c: __Type }
            union U = Qurey | Query
            interface I implements Nod { a: Int }
            input In { f: Floatt = 1 }
            directive @d(a: Strng) on FIELD
            schema { query: Querx }
            """,
            expected: [
                "1:17 Unknown type \"Strin\". Did you mean \"String\" or \"In\"?",
                "1:29 Unknown type \"Intt\". Did you mean \"Int\" or \"In\"?",
                "1:37 Unknown type \"Boo\".",
                "2:11 Unknown type \"Qurey\". Did you mean \"Query\"?",
                "3:24 Unknown type \"Nod\". Did you mean \"ID\"?",
                "4:15 Unknown type \"Floatt\". Did you mean \"Float\"?",
                "5:17 Unknown type \"Strng\". Did you mean \"String\"?",
                "6:17 Unknown type \"Querx\". Did you mean \"Query\"?",
            ], rule: SchemaRule.knownTypeNames)
    }

    func testAnUnknownTypeIsReportedOnceNotAgainByLaterChecks() {
        assertErrors(
            """
            type Query { a: Int }
            interface I { f: Missing }
            type T implements I { f: Int }
            """,
            expected: ["2:18 Unknown type \"Missing\"."])
    }

    func testPossibleTypeExtensions() {
        assertErrors(
            """
            type Query { a: Int }
            scalar S
            extend type S @deprecated
            extend type Querx { b: Int }
            extend enum Query { A }
            extend input Missing { a: Int }
            extend interface Query { b: Int }
            extend union Query = Query
            extend scalar Query @specifiedBy(url: "x")
            extend scalar String @specifiedBy(url: "x")
            """,
            expected: [
                "3:1 Cannot extend non-object type \"S\". (2:1)",
                "3:15 Directive \"@deprecated\" may not be used on OBJECT.",
                "4:13 Cannot extend type \"Querx\" because it is not defined. Did you mean \"Query\"?",
                "5:1 Cannot extend non-enum type \"Query\". (1:1)",
                "6:14 Cannot extend type \"Missing\" because it is not defined.",
                "7:1 Cannot extend non-interface type \"Query\". (1:1)",
                "8:1 Cannot extend non-union type \"Query\". (1:1)",
                "9:1 Cannot extend non-scalar type \"Query\". (1:1)",
                "10:15 Cannot extend type \"String\" because it is not defined.",
            ])
    }

    func testFieldsReturnOutputTypesAndArgumentsTakeInputTypes() {
        assertErrors(
            """
            type Query { a: In, b(x: Query): Int, c: [[In!]] }
            input In { f: Query, g: [E!] = [X] }
            enum E { X }
            directive @d(a: Query) on FIELD
            """,
            expected: [
                "1:17 The type of Query.a must be Output Type but got: In.",
                "1:26 The type of Query.b(x:) must be Input Type but got: Query.",
                "1:42 The type of Query.c must be Output Type but got: [[In!]].",
                "2:15 The type of In.f must be Input Type but got: Query.",
                "4:17 The type of @d(a:) must be Input Type but got: Query.",
            ])
    }

    func testNamesReservedForIntrospection() {
        assertErrors(
            """
            type Query { __a: Int, b(__x: Int): Int }
            type __T { a: Int }
            enum E { __V }
            input In { __f: Int }
            directive @__d(__a: Int) on FIELD
            """,
            expected: [
                "1:14 Name \"__a\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "1:26 Name \"__x\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "2:1 Name \"__T\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "3:10 Name \"__V\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "4:12 Name \"__f\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "5:1 Name \"__d\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "5:16 Name \"__a\" must not begin with \"__\", which is reserved by GraphQL introspection.",
            ], rule: SchemaRule.validateName)
    }

    func testIntrospectionTypesCannotBeRedefined() {
        assertErrors(
            "type Query { a: Int }\ntype __Type { a: Int }",
            expected: ["2:1 Name \"__Type\" must not begin with \"__\", which is reserved by GraphQL introspection."])
    }

    func testSDLMayReferToIntrospectionTypes() {
        XCTAssertNotNil(validSchema("type Query { a: __Type, b: [__TypeKind!] }"))
    }
}
