import XCTest

@testable import GraphQLSyntax

final class ParserExecutableTests: XCTestCase {
    func testOperationWithEverything() throws {
        let document = try XCTUnwrap(
            parse(
                """
                query Q($id: ID! = "1" @v, $list: [[Int!]]) @dir(a: 1) {
                  alias: user(id: $id, f: 1.5, s: "s", b: true, n: null, e: ENUM, l: [1, $x], o: {a: {b: []}}) {
                    ...Frag @include(if: $flag)
                    ... on User @skip(if: false) { id }
                    ... @defer { name }
                  }
                }
                """))
        guard case .operation(let operation) = document.definitions.first else { return XCTFail("not an operation") }
        XCTAssertEqual(operation.operation, .query)
        XCTAssertEqual(operation.name?.value, "Q")
        XCTAssertEqual(operation.variableDefinitions.map(\.variable.name.value), ["id", "list"])
        XCTAssertEqual(operation.variableDefinitions[0].type.description, "ID!")
        XCTAssertEqual(operation.variableDefinitions[1].type.description, "[[Int!]]")
        XCTAssertEqual(operation.variableDefinitions[0].defaultValue?.kind, .string("1", block: false))
        XCTAssertEqual(operation.variableDefinitions[0].directives.map(\.name.value), ["v"])
        XCTAssertEqual(operation.directives.map(\.name.value), ["dir"])
        guard case .field(let field) = operation.selectionSet.selections.first else { return XCTFail("not a field") }
        XCTAssertEqual(field.alias?.value, "alias")
        XCTAssertEqual(field.name.value, "user")
        XCTAssertEqual(field.responseKey, "alias")
        XCTAssertEqual(field.arguments.map(\.name.value), ["id", "f", "s", "b", "n", "e", "l", "o"])
        let values = field.arguments.map(\.value.kind)
        XCTAssertEqual(values[1], .float("1.5"))
        XCTAssertEqual(values[3], .boolean(true))
        XCTAssertEqual(values[4], .null)
        XCTAssertEqual(values[5], .enumValue("ENUM"))
        guard case .variable(let variableName) = values[0] else { return XCTFail("not a variable") }
        XCTAssertEqual(variableName.value, "id")
        let selections = try XCTUnwrap(field.selectionSet).selections
        guard case .fragmentSpread(let spread) = selections[0],
            case .inlineFragment(let typed) = selections[1],
            case .inlineFragment(let untyped) = selections[2]
        else { return XCTFail("unexpected selections") }
        XCTAssertEqual(spread.name.value, "Frag")
        XCTAssertEqual(typed.typeCondition?.value, "User")
        XCTAssertNil(untyped.typeCondition)
        XCTAssertEqual(untyped.directives.map(\.name.value), ["defer"])
    }

    func testShorthandMutationSubscriptionAndFragment() throws {
        let document = try XCTUnwrap(
            parse("{ a } mutation { b } subscription S { c } fragment F on T @d { d }"))
        XCTAssertEqual(document.definitions.count, 4)
        guard case .operation(let shorthand) = document.definitions[0],
            case .operation(let mutation) = document.definitions[1],
            case .operation(let subscription) = document.definitions[2],
            case .fragment(let fragment) = document.definitions[3]
        else { return XCTFail("unexpected definitions") }
        XCTAssertEqual(shorthand.operation, .query)
        XCTAssertNil(shorthand.name)
        XCTAssertEqual(mutation.operation, .mutation)
        XCTAssertEqual(subscription.operation, .subscription)
        XCTAssertEqual(fragment.name.value, "F")
        XCTAssertEqual(fragment.typeCondition.value, "T")
        XCTAssertEqual(fragment.directives.map(\.name.value), ["d"])
    }

    func testSpansCoverTheirNodes() throws {
        let text = "query Q { user(id: 1) { name } }"
        let document = try XCTUnwrap(parse(text))
        let source = document.source
        guard case .operation(let operation) = document.definitions[0],
            case .field(let field) = operation.selectionSet.selections[0]
        else { return XCTFail() }
        XCTAssertEqual(source.text(in: operation.span), text)
        XCTAssertEqual(source.text(in: field.span), "user(id: 1) { name }")
        XCTAssertEqual(source.text(in: field.arguments[0].span), "id: 1")
        XCTAssertEqual(source.text(in: field.arguments[0].value.span), "1")
        XCTAssertEqual(source.text(in: field.name.span), "user")
    }

    func testKeywordsAreNamesElsewhere() throws {
        let document = try XCTUnwrap(
            parse("query query { query: mutation(fragment: on) { on type } } fragment on2 on on { x }"))
        XCTAssertEqual(document.definitions.count, 2)
    }

    func testSyntaxErrors() {
        assertSyntaxError("", 1, 1, "Unexpected <EOF>.")
        assertSyntaxError("   ", 1, 4, "Unexpected <EOF>.")
        assertSyntaxError("# only a comment", 1, 17, "Unexpected <EOF>.")
        assertSyntaxError("{", 1, 2, "Expected Name, found <EOF>.")
        assertSyntaxError("{ a", 1, 4, "Expected Name, found <EOF>.")
        assertSyntaxError("{ a }}", 1, 6, "Unexpected \"}\".")
        assertSyntaxError("{}", 1, 2, "Expected Name, found \"}\".")
        assertSyntaxError("query @ { a }", 1, 9, "Expected Name, found \"{\".")
        assertSyntaxError("query Q() { a }", 1, 9, "Expected \"$\", found \")\".")
        assertSyntaxError("{ a() }", 1, 5, "Expected Name, found \")\".")
        assertSyntaxError("{ a(b:) }", 1, 7, "Unexpected \")\".")
        assertSyntaxError("{ a:b:c }", 1, 6, "Expected Name, found \":\".")
        assertSyntaxError("{ a(b: 1) {}}", 1, 12, "Expected Name, found \"}\".")
        assertSyntaxError("{ ... on }", 1, 10, "Expected Name, found \"}\".")
        assertSyntaxError("{ ... }", 1, 7, "Expected \"{\", found \"}\".")
        assertSyntaxError("fragment on on A { a }", 1, 10, "Unexpected Name \"on\".")
        assertSyntaxError("fragment F T { a }", 1, 12, "Expected \"on\", found Name \"T\".")
        assertSyntaxError("fragment F($a: Int) on T { a }", 1, 11, "Expected \"on\", found \"(\".")
        assertSyntaxError("query Q($a: Int = $b) { a }", 1, 19, "Unexpected variable \"$b\" in constant value.")
        assertSyntaxError("query Q($a: Int = $) { a }", 1, 19, "Unexpected \"$\".")
        assertSyntaxError("{ a(b: $) }", 1, 9, "Expected Name, found \")\".")
        assertSyntaxError("query Q($a: Int @d(x: $y)) { a }", 1, 23, "Unexpected variable \"$y\" in constant value.")
        assertSyntaxError(
            "\"desc\" query { a }", 1, 1,
            "Unexpected description, descriptions are supported only on type definitions.")
        assertSyntaxError("notAKeyword { a }", 1, 1, "Unexpected Name \"notAKeyword\".")
        assertSyntaxError("{ a(b: [1, 2 {c 3}]) }", 1, 17, "Expected \":\", found Int \"3\".")
        assertSyntaxError("{ a(b: {c 3}) }", 1, 11, "Expected \":\", found Int \"3\".")
        assertSyntaxError("{ a(b: \"x\" \"y\") }", 1, 12, "Expected Name, found String \"y\".")
        assertSyntaxError("query Q($a: [Int) { a }", 1, 17, "Expected \"]\", found \")\".")
        assertSyntaxError("query Q($a) { a }", 1, 11, "Expected \":\", found \")\".")
        assertSyntaxError("subscription", 1, 13, "Expected \"{\", found <EOF>.")
    }
}
