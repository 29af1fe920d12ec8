import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// The example app's code, which the build tool plugin generated from its GraphQL, used as
/// "Declarative mutation directives" and "Updater functions" use it, with a scripted server.
final class DocumentedMutationTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private lazy var list = TodoList(environment: environment)

    /// Runs `UserTodosQuery` for `me` and returns the user as the query reads it.
    private func loadUser(_ ids: [Int] = [1, 2]) async throws -> UserTodosQuery.Data.User {
        network.respond("UserTodosQuery", TodoServer.userTodos(ids))
        let data = try await environment.fetchQuery(UserTodosQuery.self, variables: .init(id: "me"))
        return try XCTUnwrap(data?.user)
    }

    /// `ToDoList_user` as spread in the query's user.
    private func readList(_ queryUser: UserTodosQuery.Data.User) throws -> ToDoList_user.Data {
        try XCTUnwrap(environment.read(ToDoList_user.self, pointer: ToDoList_user(key: queryUser).fragmentPointer))
    }

    /// The texts of the list's items, read through each item's `ToDoItem_todo` pointer.
    private func itemTexts(_ list: ToDoList_user.Data) throws -> [String] {
        try (list.todos.edges ?? []).compactMap { edge in
            guard let node = edge?.node else { return nil }
            return try environment.read(ToDoItem_todo.self, pointer: ToDoItem_todo(key: node).fragmentPointer)?.text
        }
    }

    func testTheQueryAndItsFragmentsReadTheResponse() async throws {
        let queryUser = try await loadUser()
        XCTAssertEqual(queryUser.id, "me")
        XCTAssertEqual(queryUser.name, "Me")
        let user = try readList(queryUser)
        XCTAssertEqual(user.todos.__id, TodoServer.connectionID)
        XCTAssertEqual(user.todos.edges?.map { $0?.node?.id }, ["todo-1", "todo-2"])
        XCTAssertEqual(try itemTexts(user), ["Todo 1", "Todo 2"])
    }

    func testTheDocumentedCommitWithTheConnectionIDFromUnderscoreID() async throws {
        let queryUser = try await loadUser()
        let user = try readList(queryUser)
        let addTodo = Mutation<AddTodoMutation>(environment: environment)
        network.respond(
            "AddTodoMutation", #"{"data":{"addTodo":{"todo":{"id":"todo-9","text":"new","complete":false}}}}"#)

        let task = addTodo.commit(
            variables: .init(
                input: AddTodoInput(text: "new", userId: "me"),
                connections: [user.todos.__id]
            )
        )

        let data = try await task.value
        XCTAssertEqual(data?.addTodo?.todo, .init(id: "todo-9", text: "new", complete: false))
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
        XCTAssertEqual(
            network.requests.last?.variables,
            ["input": ["text": "new", "userId": "me"], "connections": [.string(TodoServer.connectionID.rawValue)]])
        XCTAssertEqual(try itemTexts(try readList(queryUser)), ["new", "Todo 1", "Todo 2"])
    }

    func testTheDocumentedCommitWithGetConnectionID() async throws {
        let user = try await loadUser()
        let addTodo = Mutation<AddTodoEdgeMutation>(environment: environment)
        network.respond(
            "AddTodoEdgeMutation",
            #"{"data":{"addTodo":{"todoEdge":{"cursor":"c9","node":{"id":"todo-9","text":"new","complete":false}}}}}"#)

        let task = addTodo.commit(
            variables: .init(
                input: AddTodoInput(text: "new", userId: "me"),
                connections: [
                    ConnectionHandler.default.getConnectionID(
                        parentID: DataID(user.id),
                        key: "ToDoList_todos"
                    )
                ]
            )
        )

        let data = try await task.value
        XCTAssertEqual(data?.addTodo?.todoEdge?.node?.text, "new")
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-1", "todo-2", "todo-9"])
        XCTAssertEqual(
            try readList(user).todos.edges?.map { $0?.node?.id }, ["todo-1", "todo-2", "todo-9"])
    }

    func testATypedOptimisticResponseShowsBeforeTheServerAnswers() async throws {
        let user = try readList(try await loadUser())
        let todos = user.todos
        let addTodo = Mutation<AddTodoMutation>(environment: environment)
        let optimistic = AddTodoMutation.Data(addTodo: .init(todo: .init(id: "temp", text: "new", complete: false)))
        let task = addTodo.commit(
            AddTodoMutation(input: AddTodoInput(text: "new", userId: "me"), connections: [todos.__id]),
            optimisticResponse: optimistic)
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["temp", "todo-1", "todo-2"])
        await network.waitForRequest("AddTodoMutation")
        network.respond(
            "AddTodoMutation", #"{"data":{"addTodo":{"todo":{"id":"todo-9","text":"new","complete":false}}}}"#)
        _ = try await task.value
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-9", "todo-1", "todo-2"])
    }

    func testDeleteEdgeAndDeleteRecord() async throws {
        let user = try readList(try await loadUser([1, 2, 3]))
        network.respond("RemoveTodoMutation", #"{"data":{"removeTodo":{"deletedTodoID":"todo-2"}}}"#)
        let removed = try await list.remove("todo-2", from: user, userID: "me").value
        XCTAssertEqual(removed?.removeTodo?.deletedTodoID, "todo-2")
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-1", "todo-3"])
        XCTAssertEqual(environment.store.state(of: "todo-2"), .existent)

        network.respond("DeleteTodoMutation", #"{"data":{"removeTodo":{"deletedTodoID":"todo-3"}}}"#)
        _ = try await list.delete("todo-3", userID: "me").value
        XCTAssertEqual(environment.store.state(of: "todo-3"), .nonexistent)
        XCTAssertEqual(network.requests.last?.variables, ["input": ["id": "todo-3", "userId": "me"]])
    }

    func testAppendNodeAndPrependEdgeThroughTheExampleApp() async throws {
        let queryUser = try await loadUser()
        let user = try readList(queryUser)
        network.respond(
            "AppendTodoMutation", #"{"data":{"addTodo":{"todo":{"id":"todo-7","text":"last","complete":false}}}}"#)
        _ = try await Mutation<AppendTodoMutation>(environment: environment).commit(
            variables: .init(input: AddTodoInput(text: "last", userId: "me"), connections: [user.todos.__id])
        ).value
        network.respond(
            "PrependTodoEdgeMutation",
            #"{"data":{"addTodo":{"todoEdge":{"cursor":"c8","node":{"id":"todo-8","text":"first","complete":true}}}}}"#)
        _ = try await Mutation<PrependTodoEdgeMutation>(environment: environment).commit(
            variables: .init(input: AddTodoInput(text: "first", userId: "me"), connections: [user.todos.__id])
        ).value
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-8", "todo-1", "todo-2", "todo-7"])
        XCTAssertEqual(try itemTexts(try readList(queryUser)), ["first", "Todo 1", "Todo 2", "last"])
    }

    func testTheExampleAppAddsThroughBothDocumentedConnectionIDs() async throws {
        let queryUser = try await loadUser()
        network.respond(
            "AddTodoMutation", #"{"data":{"addTodo":{"todo":{"id":"todo-5","text":"top","complete":false}}}}"#)
        _ = try await list.add("top", to: try readList(queryUser), userID: "me").value
        network.respond(
            "AddTodoEdgeMutation",
            #"{"data":{"addTodo":{"todoEdge":{"cursor":"c6","node":{"id":"todo-6","text":"end","complete":false}}}}}"#)
        _ = try await list.addEdge("end", for: queryUser).value
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-5", "todo-1", "todo-2", "todo-6"])
    }

    func testTheUpdaterExampleFromASwiftTag() async throws {
        let queryUser = try await loadUser()
        XCTAssertTrue(TodoList.addToDoItemSource.contains("mutation AddToDoItemMutation"))
        network.respond(
            "AddToDoItemMutation",
            #"{"data":{"addTodo":{"todoEdge":{"node":{"id":"todo-4","text":"via updater","complete":false},"cursor":"c4"}}}}"#
        )
        let data = try await list.addWithUpdater("via updater").value
        let node = try XCTUnwrap(data?.addTodo?.todoEdge?.node)
        XCTAssertEqual(
            try environment.read(ToDoItem_todo.self, pointer: ToDoItem_todo(key: node).fragmentPointer)?.text,
            "via updater")
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-4", "todo-1", "todo-2"])
        XCTAssertEqual(try itemTexts(try readList(queryUser)), ["via updater", "Todo 1", "Todo 2"])
    }

    func testAMutationResponseWithErrorsIsAnErrorEvenWithData() async throws {
        _ = try await loadUser()
        network.respond(
            "AddToDoItemMutation",
            #"{"data":{"addTodo":null},"errors":[{"message":"Text too long","path":["addTodo"]}]}"#)
        do {
            _ = try await list.addWithUpdater("far too long").value
            XCTFail("expected an error")
        } catch let error as RelayError {
            XCTAssertEqual(error, .graphQL([GraphQLError(json: ["message": "Text too long", "path": ["addTodo"]])]))
        }
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-1", "todo-2"], "no updater ran")
    }

    func testAnErrorResponseRunsNoUpdaterAndChangesNothing() async throws {
        _ = try await loadUser()
        network.respond("AddToDoItemMutation", #"{"errors":[{"message":"no"}]}"#)
        do {
            _ = try await list.addWithUpdater("never").value
            XCTFail("expected an error")
        } catch let error as RelayError {
            XCTAssertEqual(error, .graphQL([GraphQLError(json: ["message": "no"])]))
        }
        XCTAssertEqual(environment.store.edgeNodeIDs(), ["todo-1", "todo-2"])
    }
}
