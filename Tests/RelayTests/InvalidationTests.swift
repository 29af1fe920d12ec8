import Relay
import RelayTestSupport
import XCTest

/// Data invalidation (Relay's `invalidateStore` and `invalidateRecord`) and query cache
/// expiration: what a query stored before is not answered from the store until the query is
/// fetched again.
final class InvalidationTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private let query = Todo.listQuery()
    private let firstPage: VariableData = ["count": 2, "cursor": nil]

    private func fetchFirstPage() async throws {
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(query, variables: firstPage)
    }

    private var isAvailable: Bool { environment.isAvailable(query, variables: firstPage) }

    func testInvalidatingTheStoreMakesAStoredQueryStaleUntilItIsFetchedAgain() async throws {
        try await fetchFirstPage()
        XCTAssertTrue(isAvailable)
        let before = environment.lookup(OperationDescriptor(request: query, variables: firstPage).rootSelector)
        environment.commitUpdate { store in store.invalidateStore() }
        XCTAssertFalse(isAvailable)
        XCTAssertEqual(
            environment.lookup(OperationDescriptor(request: query, variables: firstPage).rootSelector).data,
            before.data, "readers still see the data")

        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(query, variables: firstPage, fetchPolicy: .storeOrNetwork)
        XCTAssertEqual(network.requests.count, 2, "store-or-network asked the network")
        XCTAssertTrue(isAvailable, "fetched again after the invalidation")
        _ = try await environment.fetchQuery(query, variables: firstPage, fetchPolicy: .storeOrNetwork)
        XCTAssertEqual(network.requests.count, 2, "and answered from the store again")
    }

    func testCheckTellsStaleDataFromMissingData() async throws {
        XCTAssertEqual(environment.check(query, variables: firstPage), .missing)
        try await fetchFirstPage()
        XCTAssertEqual(environment.check(query, variables: firstPage), .available)
        environment.commitUpdate { store in store["todo-1"]?.invalidateRecord() }
        XCTAssertEqual(environment.check(query, variables: firstPage), .stale)
        environment.commitUpdate { store in store.invalidateStore() }
        XCTAssertEqual(environment.check(query, variables: firstPage), .stale)
        XCTAssertEqual(
            environment.check(query, variables: ["count": 3, "cursor": nil]), .missing,
            "missing data is missing, invalidated or not")
    }

    func testAnInvalidatedRecordBesideMissingDataIsMissing() async throws {
        try await fetchFirstPage()
        environment.commitUpdate { store in
            store["todo-1"]?.invalidateRecord()
            store["todo-2"]?["text"] = nil
        }
        XCTAssertEqual(environment.check(query, variables: firstPage), .stale, "a null is data")
        let withoutText = Environment(
            network: FailingNetwork(),
            store: Store(
                source: RecordSource(records: [
                    Record(dataID: .rootID, typeName: Record.rootTypeName, fields: [Todo.userKey: .link("me")]),
                    Record(dataID: "me", typeName: "User", fields: ["id": .scalar("me")]),
                ])))
        withoutText.commitUpdate { store in store["me"]?.invalidateRecord() }
        XCTAssertEqual(withoutText.check(query, variables: firstPage), .missing, "me is stale, its todos missing")
    }

    func testAGeneratedQueryIsCheckedWithItsVariables() async throws {
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(ToDoListQuery())
        XCTAssertEqual(try environment.check(ToDoListQuery()), .available)
    }

    func testInvalidatingARecordMakesOnlyTheQueriesThatReachItStale() async throws {
        try await fetchFirstPage()
        environment.commitUpdate { store in
            store.create(dataID: "elsewhere", typeName: "Todo").invalidateRecord()
        }
        XCTAssertTrue(isAvailable, "the query does not reach that record")
        environment.commitUpdate { store in store["todo-2"]?.invalidateRecord() }
        XCTAssertFalse(isAvailable, "the query reaches todo-2")
    }

    func testAQueryStoredAfterTheInvalidationIsFresh() async throws {
        environment.commitUpdate { store in
            store.invalidateStore()
            store.create(dataID: "me", typeName: "User").invalidateRecord()
        }
        try await fetchFirstPage()
        XCTAssertTrue(isAvailable)
    }

    func testDataAnotherQueryStoredIsStaleForAQueryNeverFetched() async throws {
        try await fetchFirstPage()
        // The same selections under another name: all its data is in the store, but it was
        // never fetched itself, so nothing says its data is newer than an invalidation.
        var other = query
        other.params.name = "OtherListQuery"
        XCTAssertTrue(environment.isAvailable(other, variables: firstPage))
        environment.commitUpdate { store in store["me"]?.invalidateRecord() }
        XCTAssertFalse(environment.isAvailable(other, variables: firstPage))
    }

    func testAStoredResponseExpiresAfterTheStoresQueryCacheExpirationTime() async throws {
        environment = Environment(network: network, store: Store(queryCacheExpirationTime: .milliseconds(1500)))
        try await fetchFirstPage()
        XCTAssertTrue(isAvailable)
        try await Task.sleep(for: .milliseconds(1700))
        XCTAssertEqual(environment.check(query, variables: firstPage), .stale, "expired")
        try await fetchFirstPage()
        XCTAssertTrue(isAvailable, "fetched again")
    }

    func testAnExpiredQueryIsCollectedAsSoonAsItIsReleased() async throws {
        environment = Environment(network: network, store: Store(queryCacheExpirationTime: .milliseconds(1)))
        let token = environment.retain(OperationDescriptor(request: query, variables: firstPage))
        try await fetchFirstPage()
        try await Task.sleep(for: .milliseconds(20))
        token.release()
        XCTAssertEqual(environment.store.state(of: "todo-1"), .unknown, "not kept in the release buffer")
    }

    func testAMutationsUpdaterInvalidatesTheStore() async throws {
        try await fetchFirstPage()
        let mutation = Todo.addToDoItemMutation
        for invalidating in [false, true] {
            network.respond(
                mutation.params.name,
                #"{"data":{"addTodo":{"todoEdge":{"cursor":"c9","node":{"id":"todo-9","text":"new","complete":false}}}}}"#
            )
            try await environment.commitMutation(
                mutation, variables: ["input": ["text": "new", "userId": "me"]],
                updater: { store, _ in if invalidating { store.invalidateStore() } })
            XCTAssertEqual(isAvailable, !invalidating)
        }
    }

    func testStoreAndNetworkAnswersOnlyFromTheNetworkOnceInvalidated() async throws {
        try await fetchFirstPage()
        environment.commitUpdate { store in store["me"]?.invalidateRecord() }
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        var answers = 0
        for try await _ in environment.fetchQueryFromStoreAndNetwork(query, variables: firstPage) { answers += 1 }
        XCTAssertEqual(answers, 1, "the network's answer alone")
    }

    func testAnOptimisticUpdaterInvalidatesNothing() async throws {
        try await fetchFirstPage()
        let mutation = Todo.addToDoItemMutation
        let commit = Task { [environment] in
            try await environment.commitMutation(
                mutation, variables: ["input": ["text": "new", "userId": "me"]],
                optimisticUpdater: { store, _ in store.invalidateStore() })
        }
        await network.waitForRequest(mutation.params.name)
        XCTAssertTrue(isAvailable)
        network.respond(mutation.params.name, #"{"data":{"addTodo":null}}"#)
        _ = try await commit.value
        XCTAssertTrue(isAvailable)
    }
}
