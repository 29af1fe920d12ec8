import Relay

/// Hand-written artifacts for the to-do schema of the spec documents:
/// `type User { id, todos(first, after, last, before): TodoConnection }`,
/// `type Todo { id, text, complete }`, mutations `addTodo`, `removeTodo`, `addTodos`, `removeTodos`.
enum Todo {
    static let userArgs: [Argument] = [.literal(name: "id", value: "me")]
    static let userKey = #"user(id:"me")"#
    static let connectionID = DataID(#"client:me:__ToDoList_todos_connection"#)

    static let todoNodeN: [NormalizationSelection] = [N.scalar("id"), N.scalar("text"), N.scalar("complete")]
    static let todoNodeR: [ReaderSelection] = [R.scalar("id"), R.scalar("text"), R.scalar("complete")]

    /// `query ToDoListQuery($count: Int = 2, $cursor: String)` reading `user(id: "me")
    /// { id todos(first: $count, after: $cursor) @connection(key: "ToDoList_todos") { __id edges {
    /// node { id text complete } cursor } pageInfo { endCursor hasNextPage } } }`; with
    /// `backward`, `todos(last: $count, before: $cursor)` and `pageInfo { startCursor hasPreviousPage }`.
    static func listQuery(backward: Bool = false) -> ConcreteRequest {
        let name = backward ? "ToDoListBackwardQuery" : "ToDoListQuery"
        let args: [Argument] =
            backward
            ? [.variable(name: "before", variableName: "cursor"), .variable(name: "last", variableName: "count")]
            : [.variable(name: "after", variableName: "cursor"), .variable(name: "first", variableName: "count")]
        let pageInfo = backward ? ["hasPreviousPage", "startCursor"] : ["endCursor", "hasNextPage"]
        let operation = NormalizationOperation(
            name: name,
            argumentDefinitions: [.local(name: "count", defaultValue: 2), .local(name: "cursor", defaultValue: nil)],
            selections: [
                N.linked(
                    "user", type: "User", args: userArgs, storageKey: userKey,
                    [
                        N.scalar("id"),
                        N.linked(
                            "todos", type: "TodoConnection", args: args,
                            [
                                N.linked(
                                    "edges", type: "TodoEdge", plural: true,
                                    [
                                        N.linked("node", type: "Todo", todoNodeN + [N.scalar("__typename")]),
                                        N.scalar("cursor"),
                                    ]),
                                N.linked("pageInfo", type: "PageInfo", pageInfo.map { N.scalar($0) }),
                                N.clientID,
                            ]),
                        N.handle("connection", field: "todos", key: "ToDoList_todos", args: args),
                    ])
            ])
        let fragment = ReaderFragment(
            name: name, type: "Query",
            argumentDefinitions: [.local(name: "count", defaultValue: 2), .local(name: "cursor", defaultValue: nil)],
            selections: [
                R.linked(
                    "user", type: "User", args: userArgs, storageKey: userKey,
                    [
                        R.scalar("id"),
                        R.linked(
                            "__ToDoList_todos_connection", alias: "todos", type: "TodoConnection",
                            [
                                R.clientID,
                                R.linked(
                                    "edges", type: "TodoEdge", plural: true,
                                    [
                                        R.linked("node", type: "Todo", todoNodeR), R.scalar("cursor"),
                                    ]),
                                R.linked("pageInfo", type: "PageInfo", pageInfo.map { R.scalar($0) }),
                            ]),
                    ])
            ])
        return ConcreteRequest(
            fragment: fragment, operation: operation, params: RequestParameters(name: name, operationKind: .query))
    }

    static let inputArgs: [Argument] = [.variable(name: "input", variableName: "input")]
    static let connectionsArg: [Argument] = [.variable(name: "connections", variableName: "connections")]

    static func mutation(
        _ name: String, root: String, plural: Bool = false, field: String, fieldType: String?,
        normalization: [NormalizationSelection], reader: [ReaderSelection], handle: NormalizationSelection?
    ) -> ConcreteRequest {
        let argumentDefinitions: [ArgumentDefinition] = [
            .local(name: "connections", defaultValue: nil), .local(name: "input", defaultValue: nil),
        ]
        let payloadN: [NormalizationSelection] =
            fieldType == nil
            ? [N.scalar(field)] + (handle.map { [$0] } ?? [])
            : [N.linked(field, type: fieldType, plural: plural, normalization)] + (handle.map { [$0] } ?? [])
        let payloadR: [ReaderSelection] =
            fieldType == nil
            ? [R.scalar(field)] : [R.linked(field, type: fieldType, plural: plural, reader)]
        return ConcreteRequest(
            fragment: ReaderFragment(
                name: name, type: "Mutation", argumentDefinitions: argumentDefinitions,
                selections: [R.linked(root, type: root.capitalized + "Payload", args: inputArgs, payloadR)]),
            operation: NormalizationOperation(
                name: name, argumentDefinitions: argumentDefinitions,
                selections: [N.linked(root, type: root.capitalized + "Payload", args: inputArgs, payloadN)]),
            params: RequestParameters(name: name, operationKind: .mutation))
    }

    /// `addTodo(input: $input) { todoEdge @appendEdge/@prependEdge(connections: $connections) { cursor node { id text complete } } }`
    static func addEdgeMutation(_ directive: String) -> ConcreteRequest {
        mutation(
            "AddTodoEdge_\(directive)", root: "addTodo", field: "todoEdge", fieldType: "TodoEdge",
            normalization: [N.scalar("cursor"), N.linked("node", type: "Todo", todoNodeN)],
            reader: [R.scalar("cursor"), R.linked("node", type: "Todo", todoNodeR)],
            handle: N.handle(directive, field: "todoEdge", handleArgs: connectionsArg))
    }

    /// `addTodo(input: $input) { todo @appendNode/@prependNode(connections: $connections, edgeTypeName: "TodoEdge") { id text complete } }`,
    /// or with `plural`, `addTodos(input:) { todos @...Node }`.
    static func addNodeMutation(_ directive: String, plural: Bool = false) -> ConcreteRequest {
        mutation(
            "AddTodoNode_\(directive)\(plural ? "s" : "")", root: plural ? "addTodos" : "addTodo", plural: plural,
            field: plural ? "todos" : "todo", fieldType: "Todo", normalization: todoNodeN, reader: todoNodeR,
            handle: N.handle(
                directive, field: plural ? "todos" : "todo",
                handleArgs: connectionsArg + [.literal(name: "edgeTypeName", value: "TodoEdge")]))
    }

    /// `removeTodo(input: $input) { deletedTodoID @deleteEdge(connections: $connections) / @deleteRecord }`,
    /// or with `plural`, `removeTodos(input:) { deletedTodoIDs ... }`.
    static func removeMutation(_ directive: String, plural: Bool = false) -> ConcreteRequest {
        let field = plural ? "deletedTodoIDs" : "deletedTodoID"
        return mutation(
            "RemoveTodo_\(directive)\(plural ? "s" : "")", root: plural ? "removeTodos" : "removeTodo", field: field,
            fieldType: nil, normalization: [], reader: [],
            handle: N.handle(
                directive, field: field, handleArgs: directive == "deleteEdge" ? connectionsArg : nil, scalar: true))
    }

    /// The mutation of "Updater functions": `addTodo(input: $input) { todoEdge { node { ...ToDoItem_todo } cursor } }`.
    static let addToDoItemMutation = mutation(
        "AddToDoItemMutation", root: "addTodo", field: "todoEdge", fieldType: "TodoEdge",
        normalization: [N.linked("node", type: "Todo", todoNodeN), N.scalar("cursor")],
        reader: [R.linked("node", type: "Todo", [R.spread("ToDoItem_todo")]), R.scalar("cursor")],
        handle: nil)

    /// `fragment ToDoItem_todo on Todo { id text complete }`
    static let toDoItemFragment = ReaderFragment(name: "ToDoItem_todo", type: "Todo", selections: todoNodeR)

    /// A page of the connection as the server sends it.
    static func page(_ ids: [Int], endCursor: String?, hasNextPage: Bool, backward: Bool = false) -> String {
        let edges = ids.map { id in
            #"{"cursor":"c\#(id)","node":{"__typename":"Todo","id":"todo-\#(id)","text":"Todo \#(id)","complete":false}}"#
        }.joined(separator: ",")
        let cursor = endCursor.map { "\"\($0)\"" } ?? "null"
        let pageInfo =
            backward
            ? #"{"startCursor":\#(cursor),"hasPreviousPage":\#(hasNextPage)}"#
            : #"{"endCursor":\#(cursor),"hasNextPage":\#(hasNextPage)}"#
        return #"{"data":{"user":{"id":"me","todos":{"edges":[\#(edges)],"pageInfo":\#(pageInfo)}}}}"#
    }
}
