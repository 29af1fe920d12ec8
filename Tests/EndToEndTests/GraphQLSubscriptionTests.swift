import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// The example app's generated subscriptions requested through `Environment`, with a scripted
/// server pushing their payloads.
final class GraphQLSubscriptionTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    /// Runs `UserTodosQuery` for `me` with to-dos 1 and 2, and returns the user it reads.
    private func loadUser() async throws -> UserTodosQuery.Data.User {
        network.respond("UserTodosQuery", TodoServer.userTodos([1, 2]))
        let data = try await environment.fetchQuery(UserTodosQuery(id: "me"))
        return try XCTUnwrap(data?.user)
    }

    func testEachPayloadIsStoredAndYieldedUntilTheServerEndsTheSubscription() async throws {
        let user = try await loadUser()
        let todos = try XCTUnwrap(environment.read(ToDoList_user(key: user))?.todos.edges)
        let firstTodo = try XCTUnwrap(todos.first??.node)
        let itemChanges = Collected<Snapshot>()
        let itemSubscription = environment.subscribe(environment.lookup(ToDoItem_todo(key: firstTodo))) {
            itemChanges.append($0)
        }
        defer { itemSubscription.cancel() }

        let (payloads, task) = collect(try environment.requestSubscription(TodoChangedSubscription(userId: "me")))
        await network.subscriptions.waitForOpen("TodoChangedSubscription")
        XCTAssertEqual(network.requests.last?.variables, ["userId": "me"])
        network.subscriptions.push(
            "TodoChangedSubscription",
            #"{"data":{"todoChanged":{"id":"todo-1","text":"Renamed","complete":true}}}"#)
        await waitUntil { payloads.count == 1 }
        XCTAssertEqual(payloads.last??.todoChanged?.text, "Renamed")
        XCTAssertEqual(try environment.read(ToDoItem_todo(key: firstTodo))?.text, "Renamed")
        XCTAssertEqual(itemChanges.count, 1, "the item's reader was told of the change")

        network.subscriptions.push(
            "TodoChangedSubscription",
            #"{"data":{"todoChanged":{"id":"todo-2","text":"Todo 2","complete":true}}}"#)
        network.subscriptions.end("TodoChangedSubscription")
        let error = await task.value
        XCTAssertNil(error)
        XCTAssertEqual(payloads.all.map { $0?.todoChanged?.id }, ["todo-1", "todo-2"])
        XCTAssertEqual(environment.store.record("todo-2")?.scalar(forKey: "complete"), true)
    }

    func testAnAppendEdgePayloadAddsTheEdgeToTheConnectionAndRunsTheUpdater() async throws {
        _ = try await loadUser()
        let updaterSawCursor = Collected<String?>()
        let (payloads, task) = collect(
            try environment.requestSubscription(
                TodoAddedSubscription(userId: "me", connections: [TodoServer.connectionID]),
                updater: { _, data in
                    updaterSawCursor.append(try? data?.decode(TodoAddedSubscription.Data.self).todoAdded?.cursor)
                }))
        await network.subscriptions.waitForOpen("TodoAddedSubscription")
        network.subscriptions.push(
            "TodoAddedSubscription",
            #"{"data":{"todoAdded":{"cursor":"c9","node":{"id":"todo-9","text":"New","complete":false}}}}"#)
        await waitUntil { payloads.count == 1 }
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-9"])
        XCTAssertEqual(updaterSawCursor.all, ["c9"])
        XCTAssertEqual(payloads.last??.todoAdded?.node?.text, "New")
        task.cancel()
    }

    func testTheExampleAppFollowsAdditionsToTheList() async throws {
        let user = try await loadUser()
        let list = try XCTUnwrap(environment.read(ToDoList_user(key: user)))
        let following = Task { [environment] in
            try await TodoList(environment: environment).followAdditions(to: list, userID: "me")
        }
        await network.subscriptions.waitForOpen("TodoAddedSubscription")
        XCTAssertEqual(network.requests.last?.variables["connections"], [.string(TodoServer.connectionID.rawValue)])
        for id in [7, 8] {
            network.subscriptions.push(
                "TodoAddedSubscription",
                #"{"data":{"todoAdded":{"cursor":"c\#(id)","node":{"id":"todo-\#(id)","text":"T","complete":false}}}}"#)
        }
        network.subscriptions.end("TodoAddedSubscription")
        let added = try await following.value
        XCTAssertEqual(added, 2)
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-7", "todo-8"])
    }

    func testAPartialPayloadIsStoredAndAPayloadWithErrorsAloneEndsTheSubscription() async throws {
        let logged = Collected<ResponseErrors>()
        let environment = Environment(network: network, responseErrorLogger: { logged.append($0) })
        let (payloads, task) = collect(try environment.requestSubscription(TodoChangedSubscription(userId: "me")))
        await network.subscriptions.waitForOpen("TodoChangedSubscription")
        network.subscriptions.push(
            "TodoChangedSubscription",
            #"{"data":{"todoChanged":{"id":"todo-1","text":"Kept","complete":true}},"errors":[{"message":"slow"}]}"#)
        network.subscriptions.push("TodoChangedSubscription", #"{"data":null,"errors":[{"message":"no"}]}"#)
        network.subscriptions.push(
            "TodoChangedSubscription",
            #"{"data":{"todoChanged":{"id":"todo-1","text":"Lost","complete":true}}"#)
        let error = await task.value
        XCTAssertEqual(error as? RelayError, .graphQL([GraphQLError(json: ["message": "no"])]))
        XCTAssertEqual(payloads.all.map { $0?.todoChanged?.text }, ["Kept"], "the stream ended at its error")
        XCTAssertEqual(
            logged.all,
            [
                ResponseErrors(
                    operationName: "TodoChangedSubscription", errors: [GraphQLError(json: ["message": "slow"])])
            ])
        XCTAssertEqual(environment.store.record("todo-1")?.scalar(forKey: "text"), "Kept")
        await waitUntil { self.network.subscriptions.openCount("TodoChangedSubscription") == 0 }
        XCTAssertEqual(network.subscriptions.openCount("TodoChangedSubscription"), 0, "the network's stream ended")
    }

    func testATransportFailureEndsTheSubscriptionWithANetworkError() async throws {
        struct Disconnected: Error {}
        let (_, task) = collect(try environment.requestSubscription(TodoChangedSubscription(userId: "me")))
        await network.subscriptions.waitForOpen("TodoChangedSubscription")
        network.subscriptions.end("TodoChangedSubscription", throwing: Disconnected())
        let error = await task.value
        guard case .network? = error as? RelayError else {
            return XCTFail("expected a network error, got \(String(describing: error))")
        }
    }

    func testCancellingTheIterationEndsTheNetworksStream() async throws {
        let (_, task) = collect(try environment.requestSubscription(TodoChangedSubscription(userId: "me")))
        await network.subscriptions.waitForOpen("TodoChangedSubscription")
        task.cancel()
        await waitUntil { self.network.subscriptions.openCount("TodoChangedSubscription") == 0 }
        XCTAssertEqual(network.subscriptions.openCount("TodoChangedSubscription"), 0)
    }

    func testANetworkWithoutSubscriptionsEndsTheStreamWithItsError() async throws {
        let environment = Environment(network: FailingNetwork())
        let (_, task) = collect(try environment.requestSubscription(TodoChangedSubscription(userId: "me")))
        let error = await task.value
        XCTAssertEqual(error as? RelayError, .subscriptionsUnsupported)
    }
}
