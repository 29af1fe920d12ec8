import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// A nullable input field left out, given `null`, or given a value: GraphQL tells the three
/// apart (a field left out takes the server's default; `null` clears it), and so do the
/// generated input objects, whose nullable fields are double optionals.
final class ExplicitNullInputTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    /// The `input` variable `AddTodoMutation` sends for `input`.
    private func sentInput(_ input: AddTodoInput) async throws -> JSONValue? {
        network.respond("AddTodoMutation", #"{"data":{"addTodo":{"todo":null}}}"#)
        let mutation = Mutation<AddTodoMutation>(environment: environment)
        _ = try await mutation.commit(variables: .init(input: input, connections: [])).value
        return network.requests.last?.variables["input"]
    }

    func testAFieldLeftOutIsNotSent() async throws {
        let input = try await sentInput(AddTodoInput(text: "new", userId: "me"))
        XCTAssertEqual(input, ["text": "new", "userId": "me"])
    }

    func testAFieldGivenNullIsSentAsNull() async throws {
        let input = try await sentInput(AddTodoInput(text: "new", userId: "me", clientMutationId: .some(nil)))
        XCTAssertEqual(input, ["text": "new", "userId": "me", "clientMutationId": .null])
    }

    func testAFieldGivenAValueOrAnOptionalIsSentAsIt() async throws {
        let given: String? = nil
        let input = try await sentInput(AddTodoInput(text: "new", userId: "me", clientMutationId: given))
        XCTAssertEqual(input, ["text": "new", "userId": "me", "clientMutationId": .null])
        let value = try await sentInput(AddTodoInput(text: "new", userId: "me", clientMutationId: "m1"))
        XCTAssertEqual(value, ["text": "new", "userId": "me", "clientMutationId": "m1"])
    }
}
