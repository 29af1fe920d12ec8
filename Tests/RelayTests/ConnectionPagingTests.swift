import Relay
import RelayTestSupport
import XCTest

/// Pages of `user.todos @connection(key: "ToDoList_todos")` merged as Relay merges them.
final class ConnectionPagingTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    private func fetch(_ body: String, backward: Bool = false, cursor: String? = nil) async throws -> Snapshot {
        let query = Todo.listQuery(backward: backward)
        network.respond(query.params.name, body)
        return try await environment.fetchQuery(
            query, variables: ["count": 2, "cursor": cursor.map(JSONValue.string) ?? nil])
    }

    func testFirstPageCreatesTheClientConnectionWithOwnedEdges() async throws {
        let snapshot = try await fetch(Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        let store = environment.store
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2"])
        XCTAssertEqual(
            store.record(Todo.connectionID)?.linkedIDs(forKey: "edges"),
            ["client:me:__ToDoList_todos_connection:edges:0", "client:me:__ToDoList_todos_connection:edges:1"])
        XCTAssertEqual(store.record("me")?.linkedID(forKey: "__ToDoList_todos_connection"), Todo.connectionID)
        let pageInfoID = DataID("client:me:__ToDoList_todos_connection:pageInfo")
        XCTAssertEqual(
            store.record(pageInfoID)?.fields,
            [
                "endCursor": .scalar("c2"), "hasNextPage": .scalar(true), "hasPreviousPage": .scalar(false),
                "startCursor": .null,
            ])
        XCTAssertEqual(store.scalar("client:me:__ToDoList_todos_connection:edges:1", "cursor"), "c2")
        XCTAssertFalse(snapshot.isMissingData)
        guard case .object(let user)? = snapshot.data?["user"], case .object(let todos)? = user["todos"] else {
            return XCTFail("expected user.todos")
        }
        XCTAssertEqual(todos["__id"], .scalar(.string(Todo.connectionID.rawValue)))
        XCTAssertEqual(
            ConnectionHandler.default.getConnectionID(parentID: DataID("me"), key: "ToDoList_todos"), Todo.connectionID)
    }

    func testPageAfterTheEndCursorIsAppendedSkippingKnownNodes() async throws {
        _ = try await fetch(Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await fetch(Todo.page([2, 3, 4], endCursor: "c4", hasNextPage: false), cursor: "c2")
        let store = environment.store
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-3", "todo-4"])
        XCTAssertEqual(store.scalar("client:me:__ToDoList_todos_connection:pageInfo", "endCursor"), "c4")
        XCTAssertEqual(store.scalar("client:me:__ToDoList_todos_connection:pageInfo", "hasNextPage"), false)
        XCTAssertEqual(store.scalar(Todo.connectionID, "__connection_next_edge_index"), 5)
    }

    func testPageBeforeTheStartCursorIsPrepended() async throws {
        _ = try await fetch(Todo.page([3, 4], endCursor: "c3", hasNextPage: true, backward: true), backward: true)
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-3", "todo-4"])
        _ = try await fetch(
            Todo.page([1, 2], endCursor: "c1", hasNextPage: false, backward: true), backward: true, cursor: "c3")
        let store = environment.store
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-3", "todo-4"])
        XCTAssertEqual(store.scalar("client:me:__ToDoList_todos_connection:pageInfo", "startCursor"), "c1")
        XCTAssertEqual(store.scalar("client:me:__ToDoList_todos_connection:pageInfo", "hasPreviousPage"), false)
    }

    func testPageWithAStaleCursorIsIgnoredAndARefetchReplaces() async throws {
        _ = try await fetch(Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await fetch(Todo.page([7], endCursor: "c7", hasNextPage: false), cursor: "c9")
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-1", "todo-2"])
        _ = try await fetch(Todo.page([5, 6], endCursor: "c6", hasNextPage: true))
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-5", "todo-6"])
    }

    func testFiltersAreFormattedIntoTheConnectionID() {
        let handler = ConnectionHandler.default
        XCTAssertEqual(
            handler.getConnectionID(parentID: .rootID, key: "Feed_todos", filters: ["status": "ANY"]).rawValue,
            #"client:root:__Feed_todos_connection(status:"ANY")"#)
        XCTAssertEqual(
            handler.getConnectionID(parentID: .viewerID, key: "V_items").rawValue,
            "client:root:viewer:__V_items_connection")
    }
}
