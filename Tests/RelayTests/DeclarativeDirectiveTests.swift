import Relay
import RelayTestSupport
import XCTest

/// The six declarative mutation directives of "Declarative mutation directives", each
/// committed against a loaded `ToDoList_todos` connection with a scripted response.
final class DeclarativeDirectiveTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private var store: Store { environment.store }
    private let addInput: JSONValue = ["text": "new"]

    override func setUp() async throws {
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(Todo.listQuery(), variables: [:])
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2"])
    }

    private func commit(_ request: ConcreteRequest, _ body: String, connections: [DataID] = [Todo.connectionID])
        async throws
    {
        network.respond(request.params.name, body)
        try await environment.commitMutation(
            request,
            variables: [
                "input": addInput, "connections": .array(connections.map { .string($0.rawValue) }),
            ])
    }

    private let edgeResponse =
        #"{"data":{"addTodo":{"todoEdge":{"cursor":"c9","node":{"id":"todo-9","text":"new","complete":false}}}}}"#
    private let nodeResponse = #"{"data":{"addTodo":{"todo":{"id":"todo-9","text":"new","complete":false}}}}"#

    func testAppendEdgeAddsACopyOfTheServerEdgeAtTheEnd() async throws {
        try await commit(Todo.addEdgeMutation("appendEdge"), edgeResponse)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-9"])
        let edgeID = DataID("client:me:__ToDoList_todos_connection:edges:2")
        XCTAssertEqual(store.record(Todo.connectionID)?.linkedIDs(forKey: "edges")?.last, edgeID)
        XCTAssertEqual(store.record(edgeID)?.typeName, "TodoEdge")
        XCTAssertEqual(store.scalar(edgeID, "cursor"), "c9")
        XCTAssertEqual(store.scalar("todo-9", "text"), "new")
    }

    func testPrependEdgeAddsAtTheStart() async throws {
        try await commit(Todo.addEdgeMutation("prependEdge"), edgeResponse)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
    }

    func testAppendNodeCreatesAnEdgeOfTheGivenType() async throws {
        try await commit(Todo.addNodeMutation("appendNode"), nodeResponse)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-9"])
        let edgeID = DataID("client:me:__ToDoList_todos_connection:todo-9")
        XCTAssertEqual(
            store.record(edgeID),
            Record(dataID: edgeID, typeName: "TodoEdge", fields: ["node": .link("todo-9"), "cursor": .null]))
    }

    func testPrependNodeAddsAtTheStart() async throws {
        try await commit(Todo.addNodeMutation("prependNode"), nodeResponse)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
    }

    func testPluralNodeFieldsAddEachItem() async throws {
        let body =
            #"{"data":{"addTodos":{"todos":[{"id":"todo-8","text":"a","complete":false},null,{"id":"todo-9","text":"b","complete":true}]}}}"#
        try await commit(Todo.addNodeMutation("appendNode", plural: true), body)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-8", "todo-9"])
    }

    func testANodeAlreadyInTheConnectionIsNotAddedTwice() async throws {
        let body = #"{"data":{"addTodo":{"todo":{"id":"todo-2","text":"again","complete":true}}}}"#
        try await commit(Todo.addNodeMutation("appendNode"), body)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2"])
        XCTAssertEqual(store.scalar("todo-2", "text"), "again", "the record itself is still updated")
    }

    func testAConnectionNotInTheStoreIsSkipped() async throws {
        let missing = DataID("client:nobody:__ToDoList_todos_connection")
        try await commit(Todo.addEdgeMutation("appendEdge"), edgeResponse, connections: [missing, Todo.connectionID])
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-9"])
        XCTAssertEqual(store.state(of: missing), .unknown)
    }

    func testDeleteEdgeRemovesTheEdgesButKeepsTheRecord() async throws {
        try await commit(Todo.removeMutation("deleteEdge"), #"{"data":{"removeTodo":{"deletedTodoID":"todo-1"}}}"#)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-2"])
        XCTAssertEqual(store.state(of: "todo-1"), .existent)
    }

    func testDeleteEdgeOnAPluralFieldRemovesEach() async throws {
        try await commit(
            Todo.removeMutation("deleteEdge", plural: true),
            #"{"data":{"removeTodos":{"deletedTodoIDs":["todo-1","todo-2"]}}}"#)
        XCTAssertEqual(store.edgeNodeIDs(), [])
    }

    func testDeleteRecordDeletesOnlyTheRecord() async throws {
        try await commit(Todo.removeMutation("deleteRecord"), #"{"data":{"removeTodo":{"deletedTodoID":"todo-1"}}}"#)
        XCTAssertEqual(store.state(of: "todo-1"), .nonexistent)
        XCTAssertEqual(store.edgeNodeIDs(), ["todo-1", "todo-2"], "the edge still points at the deleted record")
        let snapshot = store.lookup(OperationDescriptor(request: Todo.listQuery(), variables: [:]).rootSelector)
        guard case .object(let user)? = snapshot.data?["user"], case .object(let todos)? = user["todos"],
            case .array(let edges)? = todos["edges"], case .object(let first)? = edges.first
        else { return XCTFail("expected edges") }
        XCTAssertEqual(first["node"], .null)
    }

    func testDeleteRecordOnAPluralFieldDeletesEach() async throws {
        try await commit(
            Todo.removeMutation("deleteRecord", plural: true),
            #"{"data":{"removeTodos":{"deletedTodoIDs":["todo-1","todo-2"]}}}"#)
        XCTAssertEqual(store.state(of: "todo-1"), .nonexistent)
        XCTAssertEqual(store.state(of: "todo-2"), .nonexistent)
    }
}
