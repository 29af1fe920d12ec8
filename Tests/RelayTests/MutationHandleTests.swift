import Relay
import RelayTestSupport
import XCTest

// Stand-ins for what the code generator will emit for the to-do schema.
struct AddTodoInput: Encodable, Sendable {
    var text: String = "new"
}

struct AddTodoMutation: GraphQLMutation {
    struct Variables: Encodable, Sendable {
        var input: AddTodoInput
        var connections: [DataID]
    }

    var variables: Variables

    struct Data: Codable, Sendable, Equatable {
        struct AddTodo: Codable, Sendable, Equatable {
            struct Todo: Codable, Sendable, Equatable {
                var id: String
                var text: String
                var complete: Bool
            }
            var todo: Todo?
        }
        var addTodo: AddTodo?
    }

    static let node = Todo.addNodeMutation("prependNode")
}

/// Without variables, so with the protocol's own `variables`.
struct ToDoListQuery: GraphQLQuery {
    typealias Variables = EmptyVariables

    struct Data: Decodable, Sendable {
        struct User: Decodable, Sendable {
            struct Todos: Decodable, Sendable {
                var __id: DataID
            }
            var id: String
            var todos: Todos
        }
        var user: User?
    }

    static let node = Todo.listQuery()
}

enum ToDoItem_todo: GraphQLFragment {
    struct Data: Decodable, Sendable, Equatable {
        var id: String
        var text: String
        var complete: Bool
    }

    static let node = Todo.toDoItemFragment
}

/// `ToDoItem_todo` as generated code declares it: a value holding its pointer.
struct ToDoItemValue: SingularFragment {
    typealias Data = ToDoItem_todo.Data
    static let node = ToDoItem_todo.node
    var fragmentPointer: FragmentPointer
}

/// The same fragment as if it were `@relay(plural: true)`.
struct ToDoItemValues: PluralFragment {
    typealias Data = ToDoItem_todo.Data
    static let node = ToDoItem_todo.node
    var fragmentPointers: [FragmentPointer]
}

private let listQueryText = graphql(
    """
    query ToDoListQuery { user(id: "me") { id } }
    """)

final class MutationHandleTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    private func loadUser() async throws -> ToDoListQuery.Data.User {
        network.respond("ToDoListQuery", Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        let data = try await environment.fetchQuery(ToDoListQuery())
        return try XCTUnwrap(data?.user)
    }

    func testTheDocumentedCommitWithTheConnectionIDFromUnderscoreID() async throws {
        let user = try await loadUser()
        XCTAssertEqual(user.todos.__id, Todo.connectionID)
        let addTodo = Mutation<AddTodoMutation>(environment: environment)
        network.respond(
            AddTodoMutation.node.params.name,
            #"{"data":{"addTodo":{"todo":{"id":"todo-9","text":"new","complete":false}}}}"#)

        addTodo.commit(
            variables: .init(
                input: AddTodoInput( /* ... */),
                connections: [user.todos.__id]
            )
        )

        await waitUntil { environment.store.edgeNodeIDs().count == 3 }
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
        XCTAssertEqual(
            network.requests.last?.variables,
            ["input": ["text": "new"], "connections": [.string(Todo.connectionID.rawValue)]])
    }

    func testTheDocumentedCommitWithGetConnectionID() async throws {
        let user = try await loadUser()
        let addTodo = Mutation<AddTodoMutation>(environment: environment)
        network.respond(
            AddTodoMutation.node.params.name,
            #"{"data":{"addTodo":{"todo":{"id":"todo-9","text":"new","complete":false}}}}"#)

        let task = addTodo.commit(
            variables: .init(
                input: AddTodoInput( /* ... */),
                connections: [
                    ConnectionHandler.default.getConnectionID(
                        parentID: DataID(user.id),
                        key: "ToDoList_todos"
                    )
                ]
            )
        )

        let data = try await task.value
        XCTAssertEqual(data?.addTodo?.todo, .init(id: "todo-9", text: "new", complete: false))
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
    }

    func testTypedOptimisticResponseIsAppliedBeforeCommitReturns() async throws {
        let user = try await loadUser()
        let addTodo = Mutation<AddTodoMutation>(environment: environment)
        let optimistic = AddTodoMutation.Data(addTodo: .init(todo: .init(id: "temp", text: "new", complete: false)))
        let task = addTodo.commit(
            variables: .init(input: AddTodoInput(), connections: [user.todos.__id]), optimisticResponse: optimistic)
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["temp", "todo-1", "todo-2"])
        await network.waitForRequest(AddTodoMutation.node.params.name)
        network.respond(
            AddTodoMutation.node.params.name,
            #"{"data":{"addTodo":{"todo":{"id":"todo-9","text":"new","complete":false}}}}"#)
        _ = try await task.value
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
    }

    func testAFailedCommitSurfacesTheError() async throws {
        let addTodo = Mutation<AddTodoMutation>(environment: environment)
        network.respond(AddTodoMutation.node.params.name, "not json")
        let task = addTodo.commit(variables: .init(input: AddTodoInput(), connections: []))
        do {
            _ = try await task.value
            XCTFail("expected an error")
        } catch RelayError.invalidJSON {
            // expected
        }
    }

    func testFragmentPointersFromAMutationResponseReadTheFragment() async throws {
        _ = try await loadUser()
        network.respond(
            "AddToDoItemMutation",
            #"{"data":{"addTodo":{"todoEdge":{"node":{"id":"todo-9","text":"new","complete":true},"cursor":"c9"}}}}"#)
        let data = try await environment.commitMutation(Todo.addToDoItemMutation, variables: ["input": ["text": "new"]])
        guard case .object(let payload)? = data?["addTodo"], case .object(let edge)? = payload["todoEdge"],
            case .object(let node)? = edge["node"], case .fragmentPointer(let pointer)? = node["fragment_ToDoItem_todo"]
        else { return XCTFail("expected a fragment pointer") }
        XCTAssertEqual(
            try environment.read(ToDoItem_todo.self, pointer: pointer), .init(id: "todo-9", text: "new", complete: true)
        )
        let second = FragmentPointer(dataID: "todo-1", fragmentName: "ToDoItem_todo")
        let missing = FragmentPointer(dataID: "todo-404", fragmentName: "ToDoItem_todo")
        let snapshots = environment.lookup(ToDoItem_todo.node, pointers: [pointer, second, missing])
        XCTAssertEqual(snapshots.map(\.isMissingData), [false, false, true])
        XCTAssertEqual(snapshots[1].data?["text"], .scalar("Todo 1"))
        XCTAssertNil(try environment.read(ToDoItem_todo.self, pointer: missing))
    }

    func testFragmentValuesAreReadThroughTheirPointers() async throws {
        _ = try await loadUser()
        let first = FragmentPointer(dataID: "todo-1", fragmentName: "ToDoItem_todo")
        let missing = FragmentPointer(dataID: "todo-404", fragmentName: "ToDoItem_todo")
        XCTAssertEqual(try environment.read(ToDoItemValue(fragmentPointer: first))?.text, "Todo 1")
        XCTAssertNil(try environment.read(ToDoItemValue(fragmentPointer: missing)))
        XCTAssertEqual(environment.lookup(ToDoItemValue(fragmentPointer: first)).data?["text"], .scalar("Todo 1"))
        let items = try environment.read(ToDoItemValues(fragmentPointers: [first, missing]))
        XCTAssertEqual(items.map { $0?.text }, ["Todo 1", nil])
    }

    func testGraphQLTagReturnsItsText() {
        XCTAssertTrue(listQueryText.hasPrefix("query ToDoListQuery"))
    }
}
