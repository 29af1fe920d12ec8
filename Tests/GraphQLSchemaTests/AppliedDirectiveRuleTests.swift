import GraphQLSchema
import XCTest

/// Directives applied in SDL: known, allowed where used, not repeated unless repeatable,
/// with known, unique and required arguments and input object values without repeated fields.
final class AppliedDirectiveRuleTests: XCTestCase {
    func testKnownDirectivesAndTheirLocations() {
        assertErrors(
            """
            type Query @unknown { a: Int @skip(if: true) b(x: Int @deprecated): Int @deprecated(reason: "no") }
            enum E @deprecated { A @deprecated B @specifiedBy(url: "u") }
            input In @oneOf { f: Int @deprecated g: String @include(if: true) }
            scalar S @specifiedBy(url: "x") @deprecated
            schema @foo { query: Query }
            directive @d(a: Int @deprecated @skip(if: true)) on FIELD
            """,
            expected: [
                "1:12 Unknown directive \"@unknown\".",
                "1:30 Directive \"@skip\" may not be used on FIELD_DEFINITION.",
                "2:8 Directive \"@deprecated\" may not be used on ENUM.",
                "2:38 Directive \"@specifiedBy\" may not be used on ENUM_VALUE.",
                "3:48 Directive \"@include\" may not be used on INPUT_FIELD_DEFINITION.",
                "4:33 Directive \"@deprecated\" may not be used on SCALAR.",
                "5:8 Unknown directive \"@foo\".",
                "6:33 Directive \"@skip\" may not be used on ARGUMENT_DEFINITION.",
            ], rule: SchemaRule.knownDirectives)
    }

    func testRelayDirectivesAreExecutableOnly() {
        assertErrors(
            "type Query { a: Int @connection(key: \"k\") }",
            expected: ["1:21 Directive \"@connection\" may not be used on FIELD_DEFINITION."])
    }

    func testUniqueDirectivesPerLocationAcrossATypeAndItsExtensions() {
        assertErrors(
            """
            directive @d on OBJECT | FIELD_DEFINITION
            directive @r repeatable on OBJECT | FIELD_DEFINITION
            type Query @d @d @r @r { a: Int @d @d @d @r @r }
            extend type Query @d @r { b: Int }
            """,
            expected: [
                "3:15 The directive \"@d\" can only be used once at this location. (3:12)",
                "3:36 The directive \"@d\" can only be used once at this location. (3:33)",
                "3:39 The directive \"@d\" can only be used once at this location. (3:33)",
                "4:19 The directive \"@d\" can only be used once at this location. (3:12)",
            ], rule: SchemaRule.uniqueDirectivesPerLocation)
    }

    func testDirectiveArguments() {
        assertErrors(
            """
            directive @d(a: Int!, b: String = "x", c: Int! = 3) on OBJECT | FIELD_DEFINITION
            type Query @d(a: 1, x: 2) { a: Int @d f: Int @deprecated(reasn: "x") g: Int @d(a: 1, a: 2, b: "1", b: "2", b: "3") h: Int @d(a: {x: 1, x: 2, y: {z: 1, z: 2}}) }
            """,
            expected: [
                "2:21 Unknown argument \"x\" on directive \"@d\". Did you mean \"a\", \"b\", or \"c\"?",
                "2:36 Directive \"@d\" argument \"a\" of type \"Int!\" is required, but it was not provided.",
                "2:58 Unknown argument \"reasn\" on directive \"@deprecated\". Did you mean \"reason\"?",
                "2:86 There can be only one argument named \"a\". (2:80)",
                "2:100 There can be only one argument named \"b\". (2:92) (2:108)",
                "2:136 There can be only one input field named \"x\". (2:130)",
                "2:152 There can be only one input field named \"z\". (2:146)",
            ])
        let diagnostics = buildSchema(
            """
            directive @d(a: Int!) on OBJECT
            type Query @d(a: 1, x: 2) @e(z: 1) { a: Int }
            """
        ).diagnostics
        XCTAssertEqual(
            diagnostics.map(\.rule),
            [SchemaRule.knownArgumentNamesOnDirectives, SchemaRule.knownDirectives])
    }

    func testDefaultValuesRepeatNoInputField() {
        assertErrors(
            """
            input In { f: In2 = {a: 1, a: 2} }
            input In2 { a: Int }
            type Query { a(x: In2 = {a: 1, a: 3}): Int }
            """,
            expected: [
                "1:28 There can be only one input field named \"a\". (1:22)",
                "3:32 There can be only one input field named \"a\". (3:26)",
            ], rule: SchemaRule.uniqueInputFieldNames)
    }

    func testValidDirectiveUses() {
        XCTAssertNotNil(
            validSchema(
                """
                directive @key(fields: String!) repeatable on OBJECT | INTERFACE | SCHEMA
                type Query @key(fields: "a") @key(fields: "b") { a: Int @deprecated b(x: Int @deprecated(reason: "r")): Int }
                enum E { A @deprecated(reason: "gone") }
                input In @oneOf { a: Int b: String }
                scalar Date @specifiedBy(url: "https://example.com")
                extend schema @key(fields: "s")
                """))
    }
}
