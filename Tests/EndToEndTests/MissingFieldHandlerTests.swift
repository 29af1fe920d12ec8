import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// Missing-field handlers (Relay's): a detail screen's `node(id:)` for a to-do that the list
/// query already stored is answered from the store, once a handler says where to find it.
final class MissingFieldHandlerTests: XCTestCase {
    private func environment(handlers: [MissingFieldHandler]) async throws -> (Environment, ScriptedNetwork) {
        let network = ScriptedNetwork()
        let environment = Environment(network: network, missingFieldHandlers: handlers)
        network.respond("UserTodosQuery", TodoServer.userTodos([1, 2]))
        _ = try await environment.fetchQuery(UserTodosQuery.self, variables: .init(id: "me"))
        return (environment, network)
    }

    func testARecordTheListStoredAnswersNodeByID() async throws {
        let (environment, network) = try await environment(handlers: [.recordByID])
        XCTAssertTrue(environment.isAvailable(NodeQuery.node, variables: ["id": "todo-2"]))
        let data = try await environment.fetchQuery(
            NodeQuery.self, variables: .init(id: "todo-2"), fetchPolicy: .storeOrNetwork)
        guard case .asTodo(let todo)? = data?.node else {
            return XCTFail("expected the to-do, got \(String(describing: data))")
        }
        XCTAssertEqual(todo.text, "Todo 2")
        XCTAssertEqual(network.requests.map(\.name), ["UserTodosQuery"], "answered from the store")
        // The link found is the store's now: a plain lookup reads it.
        let operation = OperationDescriptor(request: NodeQuery.node, variables: ["id": "todo-2"])
        XCTAssertFalse(environment.lookup(operation.rootSelector).isMissingData)
    }

    func testWithoutAHandlerOrARecordTheNetworkIsAsked() async throws {
        let (unhandled, _) = try await environment(handlers: [])
        XCTAssertFalse(unhandled.isAvailable(NodeQuery.node, variables: ["id": "todo-2"]))

        let (handled, network) = try await environment(handlers: [.recordByID])
        XCTAssertFalse(handled.isAvailable(NodeQuery.node, variables: ["id": "todo-9"]), "no such record stored")
        network.respond(
            "NodeQuery", #"{"data":{"node":{"__typename":"Todo","id":"todo-9","text":"Todo 9","complete":true}}}"#)
        let data = try await handled.fetchQuery(
            NodeQuery.self, variables: .init(id: "todo-9"), fetchPolicy: .storeOrNetwork)
        guard case .asTodo(let todo)? = data?.node else { return XCTFail("expected the to-do") }
        XCTAssertTrue(todo.complete)
        XCTAssertEqual(network.requests.map(\.name), ["UserTodosQuery", "NodeQuery"])
    }

    func testTheFirstHandlerThatKnowsAFieldAnswersItEvenStoreOnly() async throws {
        let calls = Collected<String>()
        let (environment, network) = try await environment(handlers: [
            .linked { field in
                calls.append(field.name)
                return nil
            },
            .recordByID,
            .linked { _ in "todo-1" },
        ])
        let data = try await environment.fetchQuery(
            NodeQuery.self, variables: .init(id: "todo-2"), fetchPolicy: .storeOnly)
        XCTAssertEqual(data?.node?.id, "todo-2", "the first handler that knows the field answers it")
        XCTAssertEqual(calls.all, ["node"])
        XCTAssertEqual(network.requests.count, 1)
    }
}
