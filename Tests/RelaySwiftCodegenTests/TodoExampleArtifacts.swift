import RelayNodes

/// Artifacts of the repository's to-do example (Examples/TodoApp), written by hand in the
/// shape Relay's compiler gives them (research/relay-compiler-facts.md §6, §8, §9), to stand
/// in for the compiler's artifact builders until they produce them. The generated code of
/// Tests/GeneratedCodeTests is built from these and runs against the runtime.
enum TodoExampleArtifacts {
    private static func scalar(_ name: String) -> ScalarField { ScalarField(name: name) }
    private static let todoN: [NormalizationSelection] = ["id", "text", "complete"].map { .scalarField(scalar($0)) }
    private static let todoR: [ReaderSelection] = ["id", "text", "complete"].map { .scalarField(scalar($0)) }
    private static let input: [Argument] = [.variable(name: "input", variableName: "input")]
    private static let connections: [Argument] = [.variable(name: "connections", variableName: "connections")]
    private static let mutationVariables: [ArgumentDefinition] = [
        .local(name: "input", defaultValue: nil), .local(name: "connections", defaultValue: nil),
    ]

    /// The artifact of each operation, by name.
    static let requests: [String: ConcreteRequest] = [
        "AddTodoMutation": mutation(
            "AddTodoMutation", root: "addTodo", payload: "AddTodoPayload",
            reader: [.linkedField(ReaderLinkedField(name: "todo", concreteType: "Todo", selections: todoR))],
            normalization: [
                .linkedField(NormalizationLinkedField(name: "todo", concreteType: "Todo", selections: todoN)),
                .linkedHandle(
                    FieldHandle(
                        name: "todo", handle: "prependNode",
                        handleArgs: connections + [.literal(name: "edgeTypeName", value: "TodoEdge")])),
            ]),
        "AddTodoEdgeMutation": mutation(
            "AddTodoEdgeMutation", root: "addTodo", payload: "AddTodoPayload",
            reader: [
                .linkedField(
                    ReaderLinkedField(
                        name: "todoEdge", concreteType: "TodoEdge",
                        selections: [
                            .scalarField(scalar("cursor")),
                            .linkedField(ReaderLinkedField(name: "node", concreteType: "Todo", selections: todoR)),
                        ]))
            ],
            normalization: [
                .linkedField(
                    NormalizationLinkedField(
                        name: "todoEdge", concreteType: "TodoEdge",
                        selections: [
                            .scalarField(scalar("cursor")),
                            .linkedField(
                                NormalizationLinkedField(name: "node", concreteType: "Todo", selections: todoN)),
                        ])),
                .linkedHandle(FieldHandle(name: "todoEdge", handle: "appendEdge", handleArgs: connections)),
            ]),
        "RemoveTodoMutation": mutation(
            "RemoveTodoMutation", root: "removeTodo", payload: "RemoveTodoPayload",
            reader: [.scalarField(scalar("deletedTodoID"))],
            normalization: [
                .scalarField(scalar("deletedTodoID")),
                .scalarHandle(FieldHandle(name: "deletedTodoID", handle: "deleteEdge", handleArgs: connections)),
            ]),
        "DeleteTodoMutation": mutation(
            "DeleteTodoMutation", root: "removeTodo", payload: "RemoveTodoPayload",
            variables: [.local(name: "input", defaultValue: nil)],
            reader: [.scalarField(scalar("deletedTodoID"))],
            normalization: [
                .scalarField(scalar("deletedTodoID")),
                .scalarHandle(FieldHandle(name: "deletedTodoID", handle: "deleteRecord")),
            ]),
        "UserTodosQuery": userTodosQuery,
        "ToDoListPaginationQuery": paginationQuery,
    ]

    /// The artifact of each fragment, by name.
    static let fragments: [String: ReaderFragment] = [
        "ToDoList_user": toDoListUser,
        "ToDoItem_todo": ReaderFragment(name: "ToDoItem_todo", type: "Todo", selections: todoR),
    ]

    private static func mutation(
        _ name: String, root: String, payload: String, variables: [ArgumentDefinition] = mutationVariables,
        reader: [ReaderSelection], normalization: [NormalizationSelection]
    ) -> ConcreteRequest {
        ConcreteRequest(
            fragment: ReaderFragment(
                name: name, type: "Mutation", argumentDefinitions: variables,
                selections: [
                    .linkedField(ReaderLinkedField(name: root, args: input, concreteType: payload, selections: reader))
                ]),
            operation: NormalizationOperation(
                name: name, argumentDefinitions: variables,
                selections: [
                    .linkedField(
                        NormalizationLinkedField(
                            name: root, args: input, concreteType: payload, selections: normalization))
                ]),
            params: RequestParameters(name: name, operationKind: .mutation))
    }

    /// `todos(first: $count, after: $cursor) @connection(key: "ToDoList_todos")` as stored: the
    /// field with the page's selections, then its connection handle.
    private static func todosNormalization(_ args: [Argument], storageKey: String?) -> [NormalizationSelection] {
        [
            .linkedField(
                NormalizationLinkedField(
                    name: "todos", args: args, concreteType: "TodoConnection",
                    selections: [
                        .linkedField(
                            NormalizationLinkedField(
                                name: "edges", concreteType: "TodoEdge", plural: true,
                                selections: [
                                    .linkedField(
                                        NormalizationLinkedField(
                                            name: "node", concreteType: "Todo",
                                            selections: todoN + [.scalarField(scalar("__typename"))])),
                                    .scalarField(scalar("cursor")),
                                ])),
                        .linkedField(
                            NormalizationLinkedField(
                                name: "pageInfo", concreteType: "PageInfo",
                                selections: [.scalarField(scalar("endCursor")), .scalarField(scalar("hasNextPage"))])),
                        .clientExtension(NormalizationClientExtension(selections: [.scalarField(scalar("__id"))])),
                    ], storageKey: storageKey)),
            .linkedHandle(FieldHandle(name: "todos", args: args, handle: "connection", key: "ToDoList_todos")),
        ]
    }

    private static let userTodosQuery = ConcreteRequest(
        fragment: ReaderFragment(
            name: "UserTodosQuery", type: "Query", argumentDefinitions: [.local(name: "id", defaultValue: nil)],
            selections: [
                .linkedField(
                    ReaderLinkedField(
                        name: "user", args: [.variable(name: "id", variableName: "id")], concreteType: "User",
                        selections: [
                            .scalarField(scalar("id")), .scalarField(scalar("name")),
                            .fragmentSpread(FragmentSpread(name: "ToDoList_user")),
                        ]))
            ]),
        operation: NormalizationOperation(
            name: "UserTodosQuery", argumentDefinitions: [.local(name: "id", defaultValue: nil)],
            selections: [
                .linkedField(
                    NormalizationLinkedField(
                        name: "user", args: [.variable(name: "id", variableName: "id")], concreteType: "User",
                        selections: [.scalarField(scalar("id")), .scalarField(scalar("name"))]
                            + todosNormalization([.literal(name: "first", value: 100)], storageKey: "todos(first:100)"))
                )
            ]),
        params: RequestParameters(name: "UserTodosQuery", operationKind: .query))

    private static let paginationVariables: [ArgumentDefinition] = [
        .local(name: "count", defaultValue: 100), .local(name: "cursor", defaultValue: nil),
        .local(name: "id", defaultValue: nil),
    ]
    private static let pagingArgs: [Argument] = [
        .variable(name: "after", variableName: "cursor"), .variable(name: "first", variableName: "count"),
    ]

    private static let paginationQuery = ConcreteRequest(
        fragment: ReaderFragment(
            name: "ToDoListPaginationQuery", type: "Query", argumentDefinitions: paginationVariables,
            selections: [
                .linkedField(
                    ReaderLinkedField(
                        name: "node", args: [.variable(name: "id", variableName: "id")],
                        selections: [
                            .fragmentSpread(
                                FragmentSpread(
                                    name: "ToDoList_user",
                                    args: [
                                        .variable(name: "count", variableName: "count"),
                                        .variable(name: "cursor", variableName: "cursor"),
                                    ]))
                        ]))
            ]),
        operation: NormalizationOperation(
            name: "ToDoListPaginationQuery", argumentDefinitions: paginationVariables,
            selections: [
                .linkedField(
                    NormalizationLinkedField(
                        name: "node", args: [.variable(name: "id", variableName: "id")],
                        selections: [
                            .scalarField(scalar("__typename")),
                            .inlineFragment(
                                NormalizationInlineFragment(
                                    type: "User", selections: todosNormalization(pagingArgs, storageKey: nil))),
                            .scalarField(scalar("id")),
                        ]))
            ]),
        params: RequestParameters(name: "ToDoListPaginationQuery", operationKind: .query))

    private static let toDoListUser = ReaderFragment(
        name: "ToDoList_user", type: "User",
        argumentDefinitions: [.local(name: "count", defaultValue: 100), .local(name: "cursor", defaultValue: nil)],
        metadata: FragmentMetadata(
            connection: [ConnectionMetadata(count: "count", cursor: "cursor", direction: .forward, path: ["todos"])],
            refetch: RefetchMetadata(
                connection: RefetchConnectionMetadata(
                    forward: PaginationVariables(count: "count", cursor: "cursor"), path: ["todos"]),
                fragmentPathInResult: ["node"], operation: "ToDoListPaginationQuery", identifierField: "id")),
        selections: [
            .linkedField(
                ReaderLinkedField(
                    alias: "todos", name: "__ToDoList_todos_connection", concreteType: "TodoConnection",
                    selections: [
                        .linkedField(
                            ReaderLinkedField(
                                name: "edges", concreteType: "TodoEdge", plural: true,
                                selections: [
                                    .linkedField(
                                        ReaderLinkedField(
                                            name: "node", concreteType: "Todo",
                                            selections: [
                                                .scalarField(scalar("id")),
                                                .fragmentSpread(FragmentSpread(name: "ToDoItem_todo")),
                                                .scalarField(scalar("__typename")),
                                            ])),
                                    .scalarField(scalar("cursor")),
                                ])),
                        .linkedField(
                            ReaderLinkedField(
                                name: "pageInfo", concreteType: "PageInfo",
                                selections: [.scalarField(scalar("endCursor")), .scalarField(scalar("hasNextPage"))])),
                        .clientExtension(ReaderClientExtension(selections: [.scalarField(scalar("__id"))])),
                    ])),
            .scalarField(scalar("id")),
        ])

    /// The refetch query `@refetchable(queryName: "ToDoListPaginationQuery")` generates, as
    /// GraphQL (until the transform generates its IR).
    static let paginationQueryText = """
        query ToDoListPaginationQuery($count: Int = 100, $cursor: String, $id: ID!) {
          node(id: $id) { ...ToDoList_user @arguments(count: $count, cursor: $cursor) }
        }
        """
}
