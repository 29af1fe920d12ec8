import Foundation
import Relay
import RelayTestSupport
import XCTest

/// A subscriber's snapshot is re-read keeping the objects no changed record reaches: after
/// every kind of change to a connection, what it is given must equal a fresh read.
final class IncrementalRereadTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private var store: Store { environment.store }
    private let selector = OperationDescriptor(request: Todo.listQuery(), variables: [:]).rootSelector

    override func setUp() async throws {
        network.respond("ToDoListQuery", Todo.page(Array(1...6), endCursor: "c6", hasNextPage: true))
        _ = try await environment.fetchQuery(Todo.listQuery(), variables: [:])
    }

    private func subscribe() -> (Collected<Snapshot>, StoreSubscription) {
        let delivered = Collected<Snapshot>()
        return (delivered, store.subscribe(store.lookup(selector)) { delivered.append($0) })
    }

    private func commit(_ request: ConcreteRequest, _ body: String) async throws {
        network.respond(request.params.name, body)
        try await environment.commitMutation(
            request,
            variables: ["input": ["text": "new"], "connections": [.string(Todo.connectionID.rawValue)]])
    }

    private func edge(_ id: Int, text: String = "new") -> String {
        let node = #"{"id":"todo-\#(id)","text":"\#(text)","complete":false}"#
        return #"{"data":{"addTodo":{"todoEdge":{"cursor":"c\#(id)","node":\#(node)}}}}"#
    }

    /// The subscriber's latest data equals a fresh read of the store.
    private func assertMatchesFreshRead(
        _ delivered: Collected<Snapshot>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let fresh = store.lookup(selector)
        XCTAssertEqual(delivered.last?.data, fresh.data, file: file, line: line)
        XCTAssertEqual(delivered.last?.isMissingData, fresh.isMissingData, file: file, line: line)
    }

    func testEveryKindOfConnectionChangeMatchesAFreshRead() async throws {
        let (delivered, subscription) = subscribe()
        defer { subscription.cancel() }

        try await commit(Todo.addEdgeMutation("appendEdge"), edge(7))
        assertMatchesFreshRead(delivered)
        try await commit(Todo.addEdgeMutation("appendEdge"), edge(8))
        assertMatchesFreshRead(delivered)
        try await commit(Todo.addEdgeMutation("prependEdge"), edge(9))
        assertMatchesFreshRead(delivered)

        // A node in the middle of the list changes.
        environment.commitUpdate { store in store["todo-3"]?["text"] = "changed" }
        assertMatchesFreshRead(delivered)
        guard
            case .object(let todos)? = delivered.last?.data?["user"].flatMap({ value -> SelectorData? in
                if case .object(let user) = value { return user }
                return nil
            })?["todos"], case .array(let edges)? = todos["edges"]
        else { return XCTFail("no edges read") }
        XCTAssertEqual(edges.count, 9)

        // An edge is removed from the middle, then a node is deleted.
        network.respond("RemoveTodo_deleteEdge", #"{"data":{"removeTodo":{"deletedTodoID":"todo-4"}}}"#)
        try await environment.commitMutation(
            Todo.removeMutation("deleteEdge"),
            variables: ["input": [:], "connections": [.string(Todo.connectionID.rawValue)]])
        assertMatchesFreshRead(delivered)
        environment.commitUpdate { store in store.delete(dataID: "todo-5") }
        assertMatchesFreshRead(delivered)

        // A change to the same values publishes nothing new.
        let count = delivered.count
        environment.commitUpdate { store in store["todo-1"]?["text"] = "Todo 1" }
        XCTAssertEqual(delivered.count, count)
        assertMatchesFreshRead(delivered)
    }

    func testSubscribersOfOneSnapshotAllGetTheNewData() async throws {
        let subscriptions = (0..<3).map { _ in subscribe() }
        defer { subscriptions.forEach { $0.1.cancel() } }
        try await commit(Todo.addEdgeMutation("appendEdge"), edge(7))
        for (delivered, _) in subscriptions {
            XCTAssertEqual(delivered.count, 1)
            assertMatchesFreshRead(delivered)
        }
    }
}
