import Relay

/// The to-do list of the README's example: the mutations of "Declarative mutation directives",
/// committed as that document commits them. The types they use (`AddTodoMutation`,
/// `ToDoList_user`, `AddTodoInput`, …) are generated from the `.graphql` files beside this one
/// by the build tool plugin.
struct TodoList: Sendable {
    /// Where the mutations are committed.
    let environment: Environment

    /// Adds an item at the top of `user`'s list (`@prependNode`), naming the list by the
    /// connection's `__id`.
    @discardableResult
    func add(_ text: String, to user: ToDoList_user.Data, userID: String) -> Task<AddTodoMutation.Data?, any Error> {
        let addTodo = Mutation<AddTodoMutation>(environment: environment)
        return addTodo.commit(
            variables: .init(
                input: AddTodoInput(text: text, userId: userID),
                connections: [user.todos.__id]
            )
        )
    }

    /// Adds an item at the end of `user`'s list from the edge the server returns
    /// (`@appendEdge`), naming the list with `getConnectionID`, as code far from the list would.
    @discardableResult
    func addEdge(_ text: String, for user: UserTodosQuery.Data.User) -> Task<AddTodoEdgeMutation.Data?, any Error> {
        let addTodo = Mutation<AddTodoEdgeMutation>(environment: environment)
        return addTodo.commit(
            variables: .init(
                input: AddTodoInput(text: text, userId: user.id),
                connections: [
                    ConnectionHandler.default.getConnectionID(
                        parentID: DataID(user.id),
                        key: "ToDoList_todos"
                    )
                ]
            )
        )
    }

    /// Removes an item from the list, keeping its record (`@deleteEdge`).
    @discardableResult
    func remove(_ todoID: String, from user: ToDoList_user.Data, userID: String) -> Task<
        RemoveTodoMutation.Data?, any Error
    > {
        Mutation<RemoveTodoMutation>(environment: environment).commit(
            variables: .init(input: RemoveTodoInput(id: todoID, userId: userID), connections: [user.todos.__id]))
    }

    /// Adds to the end of `user`'s list each item the server announces (`TodoAddedSubscription`,
    /// whose `@appendEdge` does it as each payload is stored), until the server ends the
    /// subscription or the calling task is cancelled. Returns how many items were added.
    func followAdditions(to user: ToDoList_user.Data, userID: String) async throws -> Int {
        let additions = try environment.requestSubscription(
            TodoAddedSubscription(userId: userID, connections: [user.todos.__id]))
        var count = 0
        for try await addition in additions where addition?.todoAdded?.node != nil { count += 1 }
        return count
    }

    /// Deletes an item's record from the store (`@deleteRecord`).
    @discardableResult
    func delete(_ todoID: String, userID: String) -> Task<DeleteTodoMutation.Data?, any Error> {
        Mutation<DeleteTodoMutation>(environment: environment).commit(
            variables: .init(input: RemoveTodoInput(id: todoID, userId: userID)))
    }
}
