import Relay
import RelayTestSupport
import XCTest

private func variables(_ text: String) -> VariableData {
    ["input": ["text": .string(text)], "connections": [.string(Todo.connectionID.rawValue)]]
}

private func optimistic(_ id: String, _ text: String) -> JSONValue {
    ["addTodo": ["todo": ["id": .string(id), "text": .string(text), "complete": false]]]
}

private func response(_ id: String, _ text: String) -> String {
    #"{"data":{"addTodo":{"todo":{"id":"\#(id)","text":"\#(text)","complete":false}}}}"#
}

/// The order of "Updater functions": optimistic response, optimistic updater, response,
/// rollback, then the response and the updater; with several mutations in flight.
final class OptimisticUpdateTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private var store: Store { environment.store }
    private let appendNode = Todo.addNodeMutation("appendNode")

    override func setUp() async throws {
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(Todo.listQuery(), variables: [:])
    }

    func testAnAppliedUpdateStaysOverLaterCommitsUntilReverted() async throws {
        let fragment = ReaderFragment(name: "T", type: "Todo", selections: [R.scalar("text")])
        let deliveries = Collected<Snapshot>()
        let subscription = environment.subscribe(
            environment.lookup(ReaderSelector(fragment: fragment, dataID: "todo-1", variables: [:]))
        ) { deliveries.append($0) }
        defer { subscription.cancel() }

        let update = environment.applyUpdate { store in store["todo-1"]?["text"] = "Pending" }
        XCTAssertEqual(store.scalar("todo-1", "text"), "Pending")
        XCTAssertEqual(store.source["todo-1"]?.scalar(forKey: "text"), "Todo 1", "nothing committed")
        environment.commitUpdate { store in
            store["todo-1"]?["text"] = "From the server"
            store["todo-1"]?["complete"] = true
        }
        XCTAssertEqual(store.scalar("todo-1", "text"), "Pending", "applied again over the commit")
        XCTAssertEqual(store.scalar("todo-1", "complete"), true)

        update.revert()
        XCTAssertEqual(store.scalar("todo-1", "text"), "From the server")
        update.revert()
        XCTAssertEqual(store.scalar("todo-1", "text"), "From the server")
        XCTAssertEqual(deliveries.all.map { $0.data?["text"] }, [.scalar("Pending"), .scalar("From the server")])
    }

    func testGarbageCollectionPutOffByAnAppliedUpdateRunsOnceItIsReverted() async throws {
        let environment = Environment(network: network, store: Store(gcReleaseBufferSize: 0))
        let operation = OperationDescriptor(request: Todo.listQuery(), variables: [:])
        let token = environment.retain(operation)
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(operation.request, variables: operation.variables)
        let update = environment.applyUpdate { store in store["todo-1"]?["text"] = "Pending" }
        token.release()
        XCTAssertEqual(environment.store.state(of: "todo-2"), .existent, "put off while the update is applied")
        update.revert()
        XCTAssertEqual(environment.store.state(of: "todo-2"), .unknown, "collected once it is reverted")
    }

    func testOptimisticResponseIsShownThenReplacedByTheServerResponse() async throws {
        let name = appendNode.params.name
        let commit = Task { [environment, appendNode] in
            try await environment.commitMutation(
                appendNode, variables: variables("a"), optimisticResponse: optimistic("temp-1", "a (saving)"))
        }
        await network.waitForRequest(name)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "temp-1"])
        XCTAssertEqual(store.scalar("temp-1", "text"), "a (saving)")
        XCTAssertEqual(store.source.state(of: "temp-1"), .unknown, "optimistic data stays out of the committed records")

        network.respond(name, response("todo-3", "a"))
        _ = try await commit.value
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-3"])
        XCTAssertEqual(store.state(of: "temp-1"), .unknown, "rolled back")
    }

    func testOptimisticUpdaterRunsAfterTheOptimisticResponseAndAnErrorRollsBack() async throws {
        let name = appendNode.params.name
        let commit = Task { [environment, appendNode] in
            try await environment.commitMutation(
                appendNode, variables: variables("a"), optimisticResponse: optimistic("temp-1", "a"),
                optimisticUpdater: { store, data in
                    // Runs second: sees the optimistic response's records and data.
                    XCTAssertNotNil(data?["addTodo"])
                    store["temp-1"]?["text"] = "from updater"
                },
                updater: { _, _ in XCTFail("no updater on an error response") })
        }
        await network.waitForRequest(name)
        XCTAssertEqual(store.scalar("temp-1", "text"), "from updater")
        network.respond(name, #"{"errors":[{"message":"nope"}],"data":null}"#)
        do {
            _ = try await commit.value
            XCTFail("expected an error")
        } catch let error as RelayError {
            XCTAssertEqual(error, .graphQL([GraphQLError(json: ["message": "nope"])]))
        }
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2"])
        XCTAssertEqual(store.state(of: "temp-1"), .unknown)
    }

    func testTwoOverlappingMutationsKeepTheLaterOptimisticUpdateOverTheNewBase() async throws {
        let name = appendNode.params.name
        let first = Task { [environment, appendNode] in
            try await environment.commitMutation(
                appendNode, variables: variables("a"), optimisticResponse: optimistic("temp-a", "a"))
        }
        await network.waitForRequest(name)
        let second = Task { [environment, appendNode] in
            try await environment.commitMutation(
                appendNode, variables: variables("b"), optimisticResponse: optimistic("temp-b", "b"),
                optimisticUpdater: { store, _ in store["todo-1"]?["text"] = "b touched todo-1" })
        }
        await network.waitForRequest(name, count: 2)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "temp-a", "temp-b"])
        XCTAssertEqual(store.scalar("todo-1", "text"), "b touched todo-1")

        // The scripted network answers requests of one operation first-come first-served,
        // so A is answered first here; the next test answers the later mutation first.
        network.respond(name, response("todo-a", "a"))
        _ = try await first.value
        // A is committed; B's optimistic update is re-applied on top of the new base.
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-a", "temp-b"])
        XCTAssertEqual(store.scalar("todo-1", "text"), "b touched todo-1")
        XCTAssertEqual(store.source["todo-1"]?.fields["text"], .scalar("Todo 1"))

        network.respond(name, response("todo-b", "b"))
        _ = try await second.value
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-a", "todo-b"])
        XCTAssertEqual(store.scalar("todo-1", "text"), "Todo 1", "B's optimistic change is gone")
    }

    func testSecondMutationAnsweredFirstKeepsTheFirstOptimisticUpdate() async throws {
        // Two different mutations so that each response reaches its own request.
        let prepend = Todo.addNodeMutation("prependNode")
        let first = Task { [environment, appendNode] in
            try await environment.commitMutation(
                appendNode, variables: variables("a"), optimisticResponse: optimistic("temp-a", "a"))
        }
        await network.waitForRequest(appendNode.params.name)
        let second = Task { [environment] in
            try await environment.commitMutation(
                prepend, variables: variables("b"), optimisticResponse: optimistic("temp-b", "b"))
        }
        await network.waitForRequest(prepend.params.name)
        XCTAssertEqual(store.edgeNodeIDs(), ["temp-b", "todo-1", "todo-2", "temp-a"])

        network.respond(prepend.params.name, response("todo-b", "b"))
        _ = try await second.value
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-b", "todo-1", "todo-2", "temp-a"], "A's optimistic edge stays")

        network.respond(appendNode.params.name, response("todo-a", "a"))
        _ = try await first.value
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-b", "todo-1", "todo-2", "todo-a"])
        XCTAssertEqual(store.state(of: "temp-a"), .unknown)
    }

    func testNetworkFailureRollsBack() async throws {
        let failing = Environment(network: FailingNetwork(), store: store)
        do {
            try await failing.commitMutation(
                appendNode, variables: variables("a"), optimisticResponse: optimistic("temp-1", "a"))
            XCTFail("expected an error")
        } catch let error as RelayError {
            guard case .network = error else { return XCTFail("expected a network error, got \(error)") }
        }
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2"])
    }
}
