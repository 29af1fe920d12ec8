import Relay

/// The mutation of "Updater functions", written in Swift as a `graphql` tag: the compiler finds
/// the tag and generates `AddToDoItemMutation` as for a `.graphql` file.
private let addToDoItemText = graphql("""
    mutation AddToDoItemMutation($input: AddTodoInput!) {
        addTodo(input: $input) {
            todoEdge {
                node {
                    ...ToDoItem_todo
                }
                cursor
            }
        }
    }
    """)

/// The updater of "Updater functions", as written there: inserts the new edge at the start of
/// `me`'s list.
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

extension TodoList {
    /// The text of `AddToDoItemMutation`, as the tag returns it at run time.
    static var addToDoItemSource: String { addToDoItemText }

    /// Adds an item to `me`'s list with the updater above (no declarative directive).
    @discardableResult
    func addWithUpdater(_ text: String) -> Task<AddToDoItemMutation.Data?, any Error> {
        Mutation<AddToDoItemMutation>(environment: environment).commit(
            variables: .init(input: AddTodoInput(text: text, userId: "me")), updater: updater)
    }
}
