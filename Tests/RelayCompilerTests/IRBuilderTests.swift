import GraphQLSchema
import GraphQLSyntax
import XCTest

@testable import RelayCompiler

final class IRBuilderTests: XCTestCase {
    /// The line under an unknown field's report: the newest Relay's link to its error reference.
    private let seeUnknownField = "\nSee https://relay.dev/docs/error-reference/unknown-field/"

    func testResolvesFieldTypesArgumentsAndVariables() throws {
        let result = try TestSupport.build(
            """
            query Q($id: ID!, $n: Int = 3) {
              user(id: $id) { __typename __id name todos(first: $n, status: ACTIVE) { edges { node { id } } } }
            }
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let schema = TestSupport.todoSchema
        let operation = try XCTUnwrap(result.program.operations.first)
        XCTAssertEqual(operation.name.value, "Q")
        XCTAssertEqual(operation.rootType, schema.queryType)
        XCTAssertEqual(operation.variables.map(\.name.value), ["id", "n"])
        XCTAssertEqual(operation.variables[1].defaultValue, .int("3"))
        XCTAssertEqual(schema.describe(operation.variables[0].type), "ID!")
        guard case .linkedField(let user) = operation.selections.first else { return XCTFail("user is not linked") }
        XCTAssertEqual(schema.describe(user.type), "User")
        XCTAssertEqual(user.arguments.first?.value, .variable("id"))
        XCTAssertEqual(user.arguments.first.flatMap { $0.expectedType.map(schema.describe) }, "ID!")
        let kinds = user.selections.map { selection -> String in
            switch selection {
            case .scalarField(let field): "scalar \(field.name.value): \(schema.describe(field.type))"
            case .linkedField(let field): "linked \(field.name.value): \(schema.describe(field.type))"
            default: "other"
            }
        }
        XCTAssertEqual(
            kinds,
            ["scalar __typename: String!", "scalar __id: ID!", "scalar name: String", "linked todos: TodoConnection!"])
        guard case .linkedField(let todos) = user.selections[3] else { return XCTFail("todos is not linked") }
        XCTAssertEqual(todos.arguments.map(\.value), [.variable("n"), .enumValue("ACTIVE")])
        XCTAssertEqual(todos.arguments.map { $0.expectedType.map(schema.describe) }, ["Int", "TodoStatus"])
    }

    func testLowersArgumentDefinitionsAndArguments() throws {
        let result = try TestSupport.build(
            """
            query Q { viewer { ...F @arguments(count: 5) @include(if: true) } }
            fragment F on User @argumentDefinitions(count: {type: "Int!", defaultValue: 10}, after: {type: "String"}) {
              todos(first: $count, after: $after) { edges { cursor } }
            }
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let schema = TestSupport.todoSchema
        let fragment = try XCTUnwrap(result.program.fragment(named: "F"))
        XCTAssertEqual(fragment.argumentDefinitions.map(\.name.value), ["count", "after"])
        XCTAssertEqual(fragment.argumentDefinitions.map { schema.describe($0.type) }, ["Int!", "String"])
        XCTAssertEqual(fragment.argumentDefinitions[0].defaultValue, .int("10"))
        XCTAssertTrue(fragment.directives.isEmpty)
        guard case .linkedField(let viewer) = result.program.operations[0].selections[0],
            case .fragmentSpread(let spread) = viewer.selections[0]
        else { return XCTFail("expected viewer { ...F }") }
        XCTAssertEqual(spread.arguments.map(\.name.value), ["count"])
        XCTAssertEqual(spread.arguments[0].expectedType.map(schema.describe), "Int!")
        XCTAssertEqual(spread.directives.map(\.name.value), ["include"])
    }

    func testReportsWhatDoesNotResolveInsteadOfCrashing() throws {
        let result = try TestSupport.build(
            """
            { viewer { name } }
            query Q { viewer { nam ...G } }
            fragment G on Nope { id }
            fragment H on User { id }
            """)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "Expected operation to have a name (e.g. 'query <Name>')",
                "The type `User` has no field `nam`. Did you mean `name`?" + seeUnknownField,
                "Unknown type 'Nope'. Did you mean `Node`?",
            ])
        XCTAssertEqual(result.program.operations.map(\.name.value), ["Q"])
        XCTAssertEqual(result.program.fragments.map(\.name.value), ["H"])
    }

    /// Every fragment's argument definitions are checked; when one could not be read, nothing
    /// is built: the argument left out would be reported again at its uses. (A default value of
    /// the wrong type leaves nothing out: `argument-definition-defaults` goes on.)
    func testUnreadableArgumentDefinitionsStopTheBuild() throws {
        let text = """
            query Q { viewer { nam ...H } }
            fragment H on User @argumentDefinitions(a: {type: "Strin"}, b: 3, c: {type: "User"}, d: {x: 1}) {
              todos(first: $a) { totalCount }
            }
            fragment I on User @argumentDefinitions(n: {type: "Int", defaultValue: "ten"}) { id }
            """
        let expected = [
            "Unknown type 'Strin'. Did you mean `String`?",
            "Expected `@argumentDefinitions` value to be an object with `type` and (optionally) `defaultValue` properties",
            "Expected argument definition to have an input type (scalar, enum, or input object), found type 'User'",
            "Invalid value passed to `@argumentDefinitions`, supported options include `type` and `defaultValue`, got `x`",
            "Expected `@argumentDefinitions` value to have a `type` field with a literal string value (e.g. `type: \"Int!\"`)",
            "Expected a value of type 'Int' for the default value of argument 'n', got '\"ten\"'.",
        ]
        let result = try TestSupport.build(text)
        XCTAssertEqual(result.diagnostics.map(\.message), expected)
        XCTAssertTrue(result.program.operations.isEmpty && result.program.fragments.isEmpty)
        // The same problems, found without building (as the compiler checks them beside validation).
        let documents = [try TestSupport.document(text)]
        XCTAssertEqual(
            IRBuilder.signatureDiagnostics(documents: documents, schema: TestSupport.todoSchema).map(\.message),
            expected)
    }

    /// A second `@argumentDefinitions` is Relay's error, and its arguments are left out; checked
    /// beside validation, it is left to validation's `UniqueDirectivesPerLocation`. A repeated
    /// fragment name's definitions are left to the first's.
    func testRepeatedArgumentDefinitionsAndFragmentNames() throws {
        let text = """
            query Q { viewer { ...F } }
            fragment F on User @argumentDefinitions(a: {type: "Int"}) @argumentDefinitions(b: {type: "Int"}) { id }
            fragment G on User @argumentDefinitions(n: {type: "Int", defaultValue: "one"}) { id }
            fragment G on User @argumentDefinitions(n: {type: "Int", defaultValue: "two"}) { id }
            """
        let result = try TestSupport.build(text)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "Expected at-most one '@argumentDefinitions' directive per fragment",
                "Expected a value of type 'Int' for the default value of argument 'n', got '\"one\"'.",
                "Duplicate definitions for 'G'",
            ])
        XCTAssertTrue(result.program.operations.isEmpty && result.program.fragments.isEmpty)
        let documents = [try TestSupport.document(text)]
        XCTAssertEqual(
            IRBuilder.signatureDiagnostics(documents: documents, schema: TestSupport.todoSchema).map(\.message),
            ["Expected a value of type 'Int' for the default value of argument 'n', got '\"one\"'."])
    }

    func testReportsDuplicateNamesAcrossKindsWithBothPlaces() throws {
        let result = try TestSupport.build("query F { viewer { id } }\nfragment F on User { id }")
        XCTAssertEqual(result.diagnostics.map(\.message), ["Duplicate definitions for 'F'"])
        // At the later definition, the fragment, as the newest Relay reports it.
        XCTAssertEqual(result.diagnostics.first?.location?.line, 2)
        XCTAssertEqual(result.diagnostics.first?.notes.map(\.message), ["previously defined here"])
        XCTAssertEqual(result.diagnostics.first?.notes.first.map { $0.source.location(of: Int($0.span.start)).line }, 1)
    }
}
