import Relay
import RelayTestSupport
import XCTest

// The updater of "Updater functions", as written there.
private let updater: SelectorStoreUpdater = { store, data in
    let handler = ConnectionHandler.default
    guard
        let user = store.root.getLinkedRecord("user", args: ["id": "me"]),
        var todos = handler.getConnection(user, key: "ToDoList_todos"),
        let edge = store.getRootField("addTodo")?.getLinkedRecord("todoEdge")
    else {
        return
    }

    handler.insert(connection: &todos, edge: edge, before: nil)
}

final class UpdaterSampleTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private var store: Store { environment.store }
    private let response =
        #"{"data":{"addTodo":{"todoEdge":{"node":{"id":"todo-9","text":"new","complete":false},"cursor":"c9"}}}}"#

    override func setUp() async throws {
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(Todo.listQuery(), variables: [:])
    }

    func testTheDocumentedUpdaterPrependsTheNewEdge() async throws {
        network.respond("AddToDoItemMutation", response)
        let data = try await environment.commitMutation(
            Todo.addToDoItemMutation, variables: ["input": ["text": "new"]], updater: updater)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
        let edgeID = DataID(#"client:root:addTodo(input:{"text":"new"}):todoEdge"#)
        XCTAssertEqual(store.record(Todo.connectionID)?.linkedIDs(forKey: "edges")?.first, edgeID)
        XCTAssertEqual(store.scalar(edgeID, "cursor"), "c9")
        guard case .object(let payload)? = data?["addTodo"], case .object(let edge)? = payload["todoEdge"],
            case .object(let node)? = edge["node"]
        else { return XCTFail("expected the response data") }
        XCTAssertEqual(
            node["fragment_ToDoItem_todo"],
            .fragmentPointer(
                FragmentPointer(
                    dataID: "todo-9", fragmentName: "ToDoItem_todo", ownerVariables: ["input": ["text": "new"]])))
    }

    func testUpdaterReceivesTheResponseDataAndCanUseEveryProxyMethod() async throws {
        network.respond("AddToDoItemMutation", response)
        try await environment.commitMutation(
            Todo.addToDoItemMutation, variables: ["input": ["text": "new"]],
            updater: { store, data in
                XCTAssertNotNil(data?["addTodo"])
                let handler = ConnectionHandler.default
                guard let user = store.get("me"), var todos = handler.getConnection(user, key: "ToDoList_todos"),
                    let node = store["todo-9"]
                else { return XCTFail("expected the records") }
                let edge = handler.createEdge(&store, connection: todos, node: node, type: "TodoEdge")
                XCTAssertEqual(
                    handler.createEdge(&store, connection: todos, node: node, type: "TodoEdge").dataID, edge.dataID)
                handler.insert(connection: &todos, edge: edge, after: "c1")
                handler.delete(connection: &todos, nodeID: "todo-2")
                guard let firstTodo = store["todo-1"] else { return XCTFail("expected todo-1") }
                let existing = handler.createEdge(&store, connection: todos, node: firstTodo, type: "TodoEdge")
                XCTAssertEqual(
                    existing.dataID, "client:me:__ToDoList_todos_connection:edges:0",
                    "the edge already in the connection")
                node["text"] = "edited"
                node["note", args: ["lang": "en"]] = "hi"
                let tag = node.getOrCreateLinkedRecord("tag", typeName: "Tag")
                tag["name"] = "home"
                XCTAssertEqual(node.getOrCreateLinkedRecord("tag", typeName: "Tag").dataID, tag.dataID)
                let copy = store.create(dataID: "todo-copy", typeName: "Todo")
                copy.copyFields(from: node)
                user.setLinkedRecords("favorites", records: [node, nil, copy])
                XCTAssertEqual(user.getLinkedRecords("favorites")?.map { $0?.dataID }, ["todo-9", nil, "todo-copy"])
                XCTAssertEqual(store.root.typeName, "__Root")
            })
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-9"])
        XCTAssertEqual(store.scalar("todo-9", "text"), "edited")
        XCTAssertEqual(store.scalar("todo-9", #"note(lang:"en")"#), "hi")
        XCTAssertEqual(store.record("todo-9")?.linkedID(forKey: "tag"), "client:todo-9:tag")
        XCTAssertEqual(store.scalar("client:todo-9:tag", "name"), "home")
        XCTAssertEqual(store.scalar("todo-copy", "text"), "edited")
        XCTAssertEqual(store.record("todo-copy")?.typeName, "Todo")
    }

    func testGetRootFieldOfAnUnknownFieldIsNil() async throws {
        network.respond("AddToDoItemMutation", response)
        try await environment.commitMutation(
            Todo.addToDoItemMutation, variables: ["input": ["text": "new"]],
            updater: { store, _ in
                XCTAssertNil(store.getRootField("removeTodo"))
                XCTAssertNil(store.getPluralRootField("addTodo"), "addTodo is singular")
                XCTAssertNotNil(store.getRootField("addTodo"))
            })
    }

    func testCommitUpdateChangesCommittedRecords() {
        let expectation = expectation(description: "notified")
        let snapshot = store.lookup(OperationDescriptor(request: Todo.listQuery(), variables: [:]).rootSelector)
        let subscription = environment.subscribe(snapshot) { _ in expectation.fulfill() }
        environment.commitUpdate { store in
            store["todo-1"]?["text"] = "local"
            store.delete(dataID: "todo-2")
        }
        wait(for: [expectation], timeout: 1)
        subscription.cancel()
        XCTAssertEqual(store.source["todo-1"]?.fields["text"], .scalar("local"))
        XCTAssertEqual(store.state(of: "todo-2"), .nonexistent)
    }
}
