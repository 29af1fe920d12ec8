import Relay
import RelayTestSupport
import XCTest

final class SubscriptionTests: XCTestCase {
    private let store = Store(
        source: RecordSource(records: [
            Record(dataID: .rootID, typeName: "__Root", fields: ["a": .link("a"), "b": .link("b")]),
            Record(dataID: "a", typeName: "Todo", fields: ["text": .scalar("A")]),
            Record(dataID: "b", typeName: "Todo", fields: ["text": .scalar("B")]),
        ]))

    private func subscribe(to id: DataID) -> (Collected<Snapshot>, StoreSubscription) {
        let fragment = ReaderFragment(name: "T", type: "Todo", selections: [R.scalar("text")])
        let deliveries = Collected<Snapshot>()
        let snapshot = store.lookup(ReaderSelector(fragment: fragment, dataID: id, variables: [:]))
        return (deliveries, store.subscribe(snapshot) { deliveries.append($0) })
    }

    private func update(_ body: @escaping StoreUpdater) {
        Environment(network: FailingNetwork(), store: store).commitUpdate(body)
    }

    func testOnlySubscribersWhoseDataChangedAreNotifiedOncePerPublish() {
        let (onA, subscriptionA) = subscribe(to: "a")
        let (onB, subscriptionB) = subscribe(to: "b")
        update { store in
            store["a"]?["text"] = "A1"
            store["a"]?["other"] = 1
        }
        XCTAssertEqual(onA.all.map { $0.data?["text"] }, [.scalar("A1")])
        XCTAssertEqual(onB.all.count, 0)

        update { store in store["b"]?["unread"] = true }
        XCTAssertEqual(onB.all.count, 0, "a field the subscriber does not read changed")

        update { store in store["a"]?["text"] = "A1" }
        XCTAssertEqual(onA.all.count, 1, "writing the same value is not a change")

        subscriptionA.cancel()
        subscriptionA.cancel()
        update { store in store["a"]?["text"] = "A2" }
        XCTAssertEqual(onA.all.count, 1, "cancelled")
        subscriptionB.cancel()
    }

    func testOptimisticUpdatesAndRollbacksNotify() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network, store: store)
        let (onA, subscription) = subscribe(to: "a")
        let mutation = Todo.addNodeMutation("appendNode")
        let commit = Task {
            try await environment.commitMutation(
                mutation, variables: [:],
                optimisticUpdater: { store, _ in
                    store["a"]?["text"] = "optimistic"
                })
        }
        await network.waitForRequest(mutation.params.name)
        XCTAssertEqual(onA.all.map { $0.data?["text"] }, [.scalar("optimistic")])
        network.respond(mutation.params.name, #"{"errors":[{"message":"no"}]}"#)
        _ = try? await commit.value
        XCTAssertEqual(onA.all.map { $0.data?["text"] }, [.scalar("optimistic"), .scalar("A")])
        subscription.cancel()
    }

    func testMissingDataArrivingNotifies() {
        let (onNew, subscription) = subscribe(to: "new")
        update { store in store.create(dataID: "new", typeName: "Todo")["text"] = "hello" }
        XCTAssertEqual(onNew.all.count, 1)
        XCTAssertEqual(onNew.all.first?.isMissingData, false)
        subscription.cancel()
    }
}

final class GarbageCollectionTests: XCTestCase {
    func testRecordsNoRetainedQueryReachesAreReleased() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network, store: Store(gcReleaseBufferSize: 0))
        let query = Todo.listQuery()
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(query, variables: [:])
        environment.commitUpdate { store in
            store.create(dataID: "orphan", typeName: "Todo")
        }
        let token = environment.retain(OperationDescriptor(request: query, variables: [:]))
        let countBefore = environment.store.source.count
        XCTAssertEqual(environment.store.collectGarbage(), 1, "only the orphan is unreachable")
        XCTAssertEqual(environment.store.source.count, countBefore - 1)
        // The client connection, its edges and page info are reachable through the handle.
        for id: DataID in [
            Todo.connectionID, "client:me:__ToDoList_todos_connection:edges:1", "todo-2",
            "client:me:__ToDoList_todos_connection:pageInfo", "client:me:todos(first:2)",
        ] {
            XCTAssertEqual(environment.store.state(of: id), .existent, id.rawValue)
        }
        token.release()
        XCTAssertEqual(environment.store.source.count, 0, "released: nothing is retained any more")
        token.release()
    }

    func testStoreDoesNotGrowAcrossRefetchedPagesOnceReleased() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        let query = Todo.listQuery()
        let token = environment.retain(OperationDescriptor(request: query, variables: [:]))
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(query, variables: [:])
        let size = environment.store.source.count
        for round in 0..<5 {
            network.respond(
                "ToDoListQuery", Todo.page([10 * round + 1, 10 * round + 2], endCursor: "c", hasNextPage: true))
            _ = try await environment.fetchQuery(query, variables: [:])
            environment.store.collectGarbage()
            XCTAssertLessThanOrEqual(environment.store.source.count, size + 4, "old todos and edges are released")
        }
        token.release()
    }

    /// A store holding `root.a → a` and `root.b → b`.
    private func twoRootsStore(gcReleaseBufferSize: Int) -> Store {
        Store(
            source: RecordSource(records: [
                Record(dataID: .rootID, typeName: "__Root", fields: ["a": .link("a"), "b": .link("b")]),
                Record(dataID: "a", typeName: "Todo", fields: ["text": .scalar("A")]),
                Record(dataID: "b", typeName: "Todo", fields: ["text": .scalar("B")]),
            ]),
            gcReleaseBufferSize: gcReleaseBufferSize)
    }

    /// `query { <field> { text } }`, as retained on `twoRootsStore`.
    private func rootFieldQuery(_ field: String) -> OperationDescriptor {
        OperationDescriptor(
            request: ConcreteRequest(
                fragment: ReaderFragment(name: field, type: "Query", selections: []),
                operation: NormalizationOperation(
                    name: field, selections: [N.linked(field, type: "Todo", [N.scalar("text")])]),
                params: RequestParameters(name: field, operationKind: .query)),
            variables: [:])
    }

    func testReleasedOperationsStayRetainedUntilTheReleaseBufferOverflows() {
        let store = twoRootsStore(gcReleaseBufferSize: 1)
        let a = store.retain(rootFieldQuery("a"))
        let b = store.retain(rootFieldQuery("b"))
        a.release()
        XCTAssertEqual(store.collectGarbage(), 0, "the released query is kept in the buffer")
        a.release()
        XCTAssertEqual(store.state(of: "a"), .existent, "releasing twice is releasing once")
        b.release()
        XCTAssertEqual(store.state(of: "a"), .unknown, "pushed out of the buffer, then collected")
        XCTAssertEqual(store.state(of: "b"), .existent)
    }

    func testAnOperationTakesOneSlotOfTheReleaseBufferHoweverOftenItIsReleased() {
        let store = twoRootsStore(gcReleaseBufferSize: 2)
        store.retain(rootFieldQuery("a")).release()
        // The same screen opened and closed again and again.
        for _ in 0..<5 { store.retain(rootFieldQuery("b")).release() }
        XCTAssertEqual(store.state(of: "a"), .existent, "b's releases took one slot")
        // Retained again, and held: b leaves the buffer, so one more release keeps a.
        let b = store.retain(rootFieldQuery("b"))
        store.retain(rootFieldQuery("c")).release()
        XCTAssertEqual(store.state(of: "a"), .existent, "the buffer holds a and c")
        XCTAssertEqual(store.state(of: "b"), .existent)
        b.release()
        XCTAssertEqual(store.state(of: "a"), .unknown, "b's release pushed a out")
    }

    func testTheDefaultReleaseBufferKeepsARecentlyReleasedQuerysData() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        let operation = OperationDescriptor(request: Todo.listQuery(), variables: [:])
        let token = environment.retain(operation)
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(operation.request, variables: operation.variables)
        token.release()
        environment.store.collectGarbage()
        XCTAssertTrue(environment.isAvailable(operation.request, variables: operation.variables))
    }
}
