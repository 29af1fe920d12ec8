import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// The example app's `@live_query` queries fetched through `Environment.fetchLiveQuery`, with a
/// scripted server.
final class LiveQueryTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    /// A response (or payload) with the user's counts.
    private func progress(_ total: Int, _ completed: Int) -> String {
        #"{"data":{"user":{"id":"me","totalCount":\#(total),"completedCount":\#(completed)}}}"#
    }

    func testAPolledQueryIsFetchedAgainAfterEachIntervalUntilTheIterationStops() async throws {
        // The example polls every 30 seconds; the same query polled every 100 milliseconds.
        var request = LiveProgressQuery.node
        XCTAssertEqual(request.params.metadata.other["live"], ["polling_interval": 30000])
        request.params.metadata.other["live"] = ["polling_interval": 100]
        network.respond("LiveProgressQuery", progress(3, 1))
        network.respond("LiveProgressQuery", progress(4, 2))

        var counts: [Int] = []
        for try await snapshot in environment.fetchLiveQuery(request, variables: ["id": "me"]) {
            counts.append(try XCTUnwrap(snapshot.decode(LiveProgressQuery.Data.self)?.user?.totalCount))
            if counts.count == 2 { break }
        }
        XCTAssertEqual(counts, [3, 4])
        let times = network.requestTimes
        XCTAssertGreaterThanOrEqual(times[1] - times[0], .milliseconds(100), "the interval is waited")
        XCTAssertEqual(environment.store.record("me")?.scalar(forKey: "completedCount"), 2)

        // Stopping the iteration stopped the polling: nothing more is asked for.
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertEqual(network.requests.count, 2)
    }

    func testAPolledQueryEndsWithTheFirstErrorResponse() async throws {
        var request = LiveProgressQuery.node
        request.params.metadata.other["live"] = ["polling_interval": 10]
        network.respond("LiveProgressQuery", progress(3, 1))
        network.respond("LiveProgressQuery", #"{"errors":[{"message":"down"}]}"#)
        var snapshots = 0
        do {
            for try await _ in environment.fetchLiveQuery(request, variables: ["id": "me"]) { snapshots += 1 }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? RelayError, .graphQL([GraphQLError(json: ["message": "down"])]))
        }
        XCTAssertEqual(snapshots, 1)
    }

    func testAPushedQueryStoresEachResultTheServerPushes() async throws {
        let (collected, task) = collect(try environment.fetchLiveQuery(PushedProgressQuery(id: "me")))
        await network.subscriptions.waitForOpen("PushedProgressQuery")
        XCTAssertEqual(network.requests.last?.variables, ["id": "me"])
        network.subscriptions.push("PushedProgressQuery", progress(3, 1))
        // (A reader slower than the results is given only the latest: this one is waited for.)
        await waitUntil { collected.count == 1 }
        network.subscriptions.push("PushedProgressQuery", progress(3, 3))
        network.subscriptions.end("PushedProgressQuery")
        let error = await task.value
        XCTAssertNil(error)
        XCTAssertEqual(collected.all.map { $0?.user?.completedCount }, [1, 3])
        XCTAssertEqual(environment.store.record("me")?.scalar(forKey: "completedCount"), 3)
    }

    func testAQueryThatIsNotLiveIsFetchedOnce() async throws {
        network.respond("UserTodosQuery", TodoServer.userTodos([1]))
        var names: [String?] = []
        for try await data in try environment.fetchLiveQuery(UserTodosQuery(id: "me")) {
            names.append(data?.user?.name)
        }
        XCTAssertEqual(names, ["Me"])
        XCTAssertEqual(network.requests.count, 1)
    }
}
