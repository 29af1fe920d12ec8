import Relay

/// Hand-written artifacts of the to-do schema (`User.todos: TodoConnection`, `Todo { id text
/// complete }`) for the runtime benchmark, as the compiler will generate them.
enum RuntimeBenchArtifacts {
    /// The number of edges of the loaded connection (5,000 edges and 5,000 nodes: 10,000 records).
    static let edgeCount = 5000
    /// The user record holding the connection.
    static let userID = DataID("me")
    /// `getConnectionID(parentID: "me", key: "ToDoList_todos")`.
    static let connectionID = DataID("client:me:__ToDoList_todos_connection")

    private static let connectionArgs: [Argument] = [.literal(name: "first", value: .int(edgeCount))]
    private static let connectionStorageKey = "todos(first:\(edgeCount))"

    private static func scalarN(_ name: String) -> NormalizationSelection { .scalarField(ScalarField(name: name)) }
    private static func scalarR(_ name: String) -> ReaderSelection { .scalarField(ScalarField(name: name)) }

    /// `query ToDoListQuery { user(id: "me") { id todos(first: 5000) @connection(key: "ToDoList_todos")
    /// { __id edges { node { id text complete } cursor } pageInfo { endCursor hasNextPage } } } }`:
    /// its normalization AST.
    static let listOperation = NormalizationOperation(
        name: "ToDoListQuery",
        selections: [
            .linkedField(
                NormalizationLinkedField(
                    name: "user", args: [.literal(name: "id", value: "me")], concreteType: "User",
                    selections: [
                        scalarN("id"),
                        .linkedField(
                            NormalizationLinkedField(
                                name: "todos", args: connectionArgs, concreteType: "TodoConnection",
                                selections: [
                                    .linkedField(
                                        NormalizationLinkedField(
                                            name: "edges", concreteType: "TodoEdge", plural: true,
                                            selections: [
                                                .linkedField(
                                                    NormalizationLinkedField(
                                                        name: "node", concreteType: "Todo",
                                                        selections: [
                                                            scalarN("id"), scalarN("text"), scalarN("complete"),
                                                            scalarN("__typename"),
                                                        ])),
                                                scalarN("cursor"),
                                            ])),
                                    .linkedField(
                                        NormalizationLinkedField(
                                            name: "pageInfo", concreteType: "PageInfo",
                                            selections: [scalarN("endCursor"), scalarN("hasNextPage")])),
                                    .clientExtension(NormalizationClientExtension(selections: [scalarN("__id")])),
                                ], storageKey: connectionStorageKey)),
                        .linkedHandle(
                            FieldHandle(
                                name: "todos", args: connectionArgs, handle: "connection", key: "ToDoList_todos")),
                    ], storageKey: #"user(id:"me")"#))
        ])

    /// `fragment ToDoList_user on User { id todos @connection(key: "ToDoList_todos") { __id
    /// edges { node { id text complete } cursor } pageInfo { endCursor hasNextPage } } }`.
    static let listFragment = ReaderFragment(
        name: "ToDoList_user", type: "User",
        selections: [
            scalarR("id"),
            .linkedField(
                ReaderLinkedField(
                    alias: "todos", name: "__ToDoList_todos_connection", concreteType: "TodoConnection",
                    selections: [
                        .clientExtension(ReaderClientExtension(selections: [scalarR("__id")])),
                        .linkedField(
                            ReaderLinkedField(
                                name: "edges", concreteType: "TodoEdge", plural: true,
                                selections: [
                                    .linkedField(
                                        ReaderLinkedField(
                                            name: "node", concreteType: "Todo",
                                            selections: [scalarR("id"), scalarR("text"), scalarR("complete")])),
                                    scalarR("cursor"),
                                ])),
                        .linkedField(
                            ReaderLinkedField(
                                name: "pageInfo", concreteType: "PageInfo",
                                selections: [scalarR("endCursor"), scalarR("hasNextPage")])),
                    ])),
        ])

    /// The selector of `listFragment` on the user.
    static var listSelector: ReaderSelector { ReaderSelector(fragment: listFragment, dataID: userID, variables: [:]) }

    /// The server's response to `ToDoListQuery`: `edgeCount` edges.
    static func listResponse() -> JSONValue {
        var edges: [JSONValue] = []
        edges.reserveCapacity(edgeCount)
        for index in 0..<edgeCount {
            edges.append([
                "cursor": .string("cursor-\(index)"),
                "node": [
                    "__typename": "Todo", "id": .string("todo-\(index)"), "text": .string("Todo number \(index)"),
                    "complete": .bool(index % 3 == 0),
                ],
            ])
        }
        return [
            "user": [
                "id": "me",
                "todos": [
                    "edges": .array(edges),
                    "pageInfo": ["endCursor": .string("cursor-\(edgeCount - 1)"), "hasNextPage": true],
                ],
            ]
        ]
    }

    private static let connectionsArg: [Argument] = [.variable(name: "connections", variableName: "connections")]

    /// `mutation AddTodoMutation($input: AddTodoInput!, $connections: [ID!]!) { addTodo(input: $input) {
    /// todoEdge @appendEdge(connections: $connections) { cursor node { id text complete } } } }`.
    static let appendEdgeMutation: ConcreteRequest = {
        let definitions: [ArgumentDefinition] = [
            .local(name: "connections", defaultValue: nil), .local(name: "input", defaultValue: nil),
        ]
        let inputArgs: [Argument] = [.variable(name: "input", variableName: "input")]
        let todoN: [NormalizationSelection] = [scalarN("id"), scalarN("text"), scalarN("complete")]
        let todoR: [ReaderSelection] = [scalarR("id"), scalarR("text"), scalarR("complete")]
        let operation = NormalizationOperation(
            name: "AddTodoMutation", argumentDefinitions: definitions,
            selections: [
                .linkedField(
                    NormalizationLinkedField(
                        name: "addTodo", args: inputArgs, concreteType: "AddTodoPayload",
                        selections: [
                            .linkedField(
                                NormalizationLinkedField(
                                    name: "todoEdge", concreteType: "TodoEdge",
                                    selections: [
                                        scalarN("cursor"),
                                        .linkedField(
                                            NormalizationLinkedField(
                                                name: "node", concreteType: "Todo", selections: todoN)),
                                    ])),
                            .linkedHandle(
                                FieldHandle(name: "todoEdge", handle: "appendEdge", handleArgs: connectionsArg)),
                        ]))
            ])
        let fragment = ReaderFragment(
            name: "AddTodoMutation", type: "Mutation", argumentDefinitions: definitions,
            selections: [
                .linkedField(
                    ReaderLinkedField(
                        name: "addTodo", args: inputArgs, concreteType: "AddTodoPayload",
                        selections: [
                            .linkedField(
                                ReaderLinkedField(
                                    name: "todoEdge", concreteType: "TodoEdge",
                                    selections: [
                                        scalarR("cursor"),
                                        .linkedField(
                                            ReaderLinkedField(name: "node", concreteType: "Todo", selections: todoR)),
                                    ]))
                        ]))
            ])
        return ConcreteRequest(
            fragment: fragment, operation: operation,
            params: RequestParameters(name: "AddTodoMutation", operationKind: .mutation))
    }()

    /// The server's response to the `index`th `AddTodoMutation`.
    static func appendEdgeResponse(_ index: Int) -> String {
        let node: JSONValue = [
            "id": .string("new-todo-\(index)"), "text": .string("New todo \(index)"), "complete": false,
        ]
        let edge: JSONValue = ["cursor": .string("new-cursor-\(index)"), "node": node]
        return JSONValue.object(["data": ["addTodo": ["todoEdge": edge]]]).jsonString
    }
}
