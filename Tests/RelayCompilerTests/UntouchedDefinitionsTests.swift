import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

@testable import RelayCompiler

/// When validation rejects a program, the definitions its problems leave alone still go
/// through Relay's stages, and only those.
final class UntouchedDefinitionsTests: XCTestCase {
    private let connectionError =
        "Expected the key argument to @connection to be of form '<SomeName>_todos', got 'Todos'. "
        + "For a detailed explanation, check out https://relay.dev/docs/tutorial/connections-pagination/"

    /// The messages of what validation reports, and of what is reported beside it.
    private func report(_ texts: [String]) throws -> (validation: [String], besides: [String]) {
        let documents = try texts.enumerated().map { try TestSupport.document($1, name: "\($0).graphql") }
        let schema = TestSupport.todoSchema
        let problems = Validator.validate(documents, against: schema, options: .relay)
        let besides = RelayCompiler.diagnosticsBesideValidation(
            problems, documents: documents, schema: schema, options: CompilerOptions())
        return (problems.map(\.message), besides.map(\.message))
    }

    func testAnUntouchedDefinitionsProblemComesWithValidations() throws {
        let (validation, besides) = try report([
            "query Misspelt { viewer { nam } }",
            """
            query TodosQuery($first: Int) {
              viewer { todos(first: $first) @connection(key: "Todos") { edges { node { id } } } }
            }
            """,
        ])
        XCTAssertEqual(validation.count, 1)
        XCTAssertEqual(besides, [connectionError])
    }

    /// A definition that reaches a fragment with a problem, through any number of spreads, is
    /// left out: its problems would be the fragment's again.
    func testWhatReachesAProblemIsLeftOut() throws {
        let text = """
            query TodosQuery($first: Int) {
              viewer {
                todos(first: $first) @connection(key: "Todos") { edges { node { id } } }
                ...Outer_user
              }
            }
            fragment Outer_user on User { ...Inner_user }
            fragment Inner_user on User { nam }
            fragment Alone_user on User { name }
            """
        let (validation, besides) = try report([text])
        XCTAssertEqual(validation.count, 1)
        XCTAssertEqual(besides, [])
        let documents = [try TestSupport.document(text)]
        let problems = Validator.validate(documents, against: TestSupport.todoSchema, options: .relay)
        let untouched = try XCTUnwrap(UntouchedDefinitions.documents(documents, problems: problems))
        XCTAssertEqual(untouched[0].definitions.map(\.name), ["Alone_user"])
    }

    /// A fragment whose argument definitions cannot be read is left out like one with a
    /// validation problem, and what spreads it; the rest still goes through Relay's stages.
    func testAnUnreadableArgumentDefinitionLeavesOnlyItsOwnOut() throws {
        let (validation, besides) = try report([
            "query Misspelt { viewer { nam } }",
            """
            query TodosQuery($first: Int) {
              viewer { todos(first: $first) @connection(key: "Todos") { edges { node { id } } } }
            }
            query Spreading { viewer { ...Unreadable_user } }
            fragment Unreadable_user on User @argumentDefinitions(n: {type: "Nope"}) { id }
            """,
        ])
        XCTAssertEqual(validation.count, 1)
        XCTAssertEqual(besides, ["Unknown type 'Nope'. Did you mean `Node`?", connectionError])
    }

    /// With no validation problem, an unreadable argument definition stops the IR build; what
    /// does not reach its fragment still goes through Relay's stages.
    func testCompilingGoesOnBesideAnUnreadableArgumentDefinition() throws {
        let document = try TestSupport.document(
            """
            query TodosQuery($first: Int) {
              viewer { todos(first: $first) @connection(key: "Todos") { edges { node { id } } } }
            }
            query Spreading { viewer { ...Unreadable_user } }
            fragment Unreadable_user on User @argumentDefinitions(n: {type: "Nope"}) { id }
            """)
        XCTAssertEqual(Validator.validate([document], against: TestSupport.todoSchema, options: .relay).count, 0)
        let output = RelayCompiler.compile(documents: [document], schema: TestSupport.todoSchema)
        XCTAssertEqual(
            output.diagnostics.map(\.message), ["Unknown type 'Nope'. Did you mean `Node`?", connectionError])
        XCTAssertTrue(output.definitions.isEmpty)
    }

    /// Reaching a problem is followed without recursion: a chain of 20,000 fragments whose last
    /// has a problem is left out whole, and an operation beside it is still compiled.
    func testALongChainToAProblemIsLeftOut() throws {
        let count = 20_000
        var text = "query Chain { viewer { ...C0_user } }\n"
        for index in 0..<count - 1 { text += "fragment C\(index)_user on User { ...C\(index + 1)_user }\n" }
        text += "fragment C\(count - 1)_user on User { nam }\n"
        text += """
            query TodosQuery($first: Int) {
              viewer { todos(first: $first) @connection(key: "Todos") { edges { node { id } } } }
            }
            """
        let (validation, besides) = try report([text])
        XCTAssertEqual(validation.count, 1)
        XCTAssertEqual(besides, [connectionError])
    }

    /// A problem's notes count as its places: both fragments of a conflict are touched.
    func testAProblemsNotesTouchTheirDefinitions() throws {
        let documents = try [
            TestSupport.document(
                """
                query Q { viewer { ...A_user ...B_user } }
                fragment A_user on User { same: name }
                fragment B_user on User { same: id }
                fragment Alone_user on User { name }
                """)
        ]
        let problems = Validator.validate(documents, against: TestSupport.todoSchema, options: .relay)
        XCTAssertEqual(problems.count, 1)
        XCTAssertFalse(problems[0].notes.isEmpty)
        let untouched = try XCTUnwrap(UntouchedDefinitions.documents(documents, problems: problems))
        XCTAssertEqual(untouched[0].definitions.map(\.name), ["Alone_user"])
    }

    /// A problem with no place leaves nothing to compile; so does a program all touched.
    func testNothingIsCompiledWithoutAPlace() throws {
        let documents = [try TestSupport.document("query Q { viewer { nam } }")]
        let placeless = Diagnostic(.error, "somewhere", source: nil, span: .none)
        XCTAssertNil(UntouchedDefinitions.documents(documents, problems: [placeless]))
        let problems = Validator.validate(documents, against: TestSupport.todoSchema, options: .relay)
        XCTAssertNil(UntouchedDefinitions.documents(documents, problems: problems))
    }
}

extension Definition {
    /// The definition's name, for the tests' lists.
    fileprivate var name: String? {
        switch self {
        case .operation(let operation): operation.name?.value
        case .fragment(let fragment): fragment.name.value
        default: nil
        }
    }
}
