import Relay
import RelayTestSupport
import XCTest

/// `fetchQuery` asks the server once for a query already being fetched with the same
/// variables (Relay's deduping): every caller gets that response. Other variables are another
/// fetch; a finished fetch is not reused; the fetch is cancelled only when every caller is.
final class FetchDedupingTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private let query = Todo.listQuery()
    private let firstPage: VariableData = ["count": 2, "cursor": nil]

    /// Fetches the query with `variables`, in a task of its own.
    private func fetch(_ variables: VariableData) -> Task<Snapshot, any Error> {
        let (environment, query) = (self.environment, self.query)
        return Task { try await environment.fetchQuery(query, variables: variables) }
    }

    /// Waits (up to a second) until `count` requests for the query are waiting for a response.
    private func waitForPending(_ count: Int) async throws {
        for _ in 0..<1_000 where network.pendingCount(query.params.name) < count {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        XCTAssertEqual(network.pendingCount(query.params.name), count)
    }

    func testConcurrentFetchesOfOneQueryShareOneRequest() async throws {
        let first = fetch(firstPage)
        try await waitForPending(1)
        let second = fetch(firstPage)
        let other = fetch(["count": 3, "cursor": nil])
        try await waitForPending(2)  // the first's, and the other variables'
        try await Task.sleep(nanoseconds: 20_000_000)
        XCTAssertEqual(network.requests.count, 2, "the second fetch joined the first")
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        let a = try await first.value
        // The other variables' response lands in the same connection before the second
        // caller looks: it still gets the data as the shared response left the store.
        network.respond(query.params.name, Todo.page([1, 2, 3], endCursor: "c3", hasNextPage: false))
        _ = try await other.value
        let b = try await second.value
        XCTAssertFalse(a.isMissingData)
        XCTAssertEqual(a.data, b.data)

        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(query, variables: firstPage)
        XCTAssertEqual(network.requests.count, 3, "a finished fetch is not reused")
    }

    func testEveryCallerGetsTheSharedError() async throws {
        let first = fetch(firstPage)
        try await waitForPending(1)
        let second = fetch(firstPage)
        try await Task.sleep(nanoseconds: 20_000_000)
        network.respond(query.params.name, #"{"errors":[{"message":"no"}]}"#)
        for task in [first, second] {
            do {
                _ = try await task.value
                XCTFail("expected the server's error")
            } catch let error as RelayError {
                XCTAssertTrue("\(error)".contains("no"), "\(error)")
            }
        }
        XCTAssertEqual(network.requests.count, 1)
    }

    func testAFetchEveryCallerCancelledIsCancelled() async throws {
        let cancelled = fetch(firstPage)
        try await waitForPending(1)
        cancelled.cancel()
        try await Task.sleep(nanoseconds: 20_000_000)
        // A new fetch after it starts anew.
        let next = fetch(firstPage)
        try await waitForPending(2)
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        let snapshot = try await next.value
        XCTAssertFalse(snapshot.isMissingData)
        XCTAssertEqual(network.requests.count, 2)
    }
}
