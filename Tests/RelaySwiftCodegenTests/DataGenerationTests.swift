import GraphQLSchema
import RelayCompiler
import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

final class DataGenerationTests: XCTestCase {
    func testAMutationHasVariablesWithDataIDConnectionsAndEncodableData() throws {
        let output = try CodegenTestSupport.operationCode(
            """
            mutation AddTodoMutation($input: AddTodoInput!, $connections: [ID!]!, $note: String, $n: Int! = 2) {
              addTodo(input: $input) {
                todo @prependNode(connections: $connections, edgeTypeName: "TodoEdge") { id text complete }
              }
            }
            """)
        let code = try XCTUnwrap(output.files.first).contents
        XCTAssertEqual(output.files.first?.fileName, "AddTodoMutation.graphql.swift")
        XCTAssertTrue(code.hasPrefix(GeneratedSwiftFile.header + "\n\nimport Relay\n"))
        XCTAssertContainsLines(
            code,
            """
            init(input: AddTodoInput, connections: [DataID], note: String? = nil, n: Int? = nil) {
                self.init(variables: Variables(input: input, connections: connections, note: note, n: n))
            }
            """)
        XCTAssertContainsLines(
            code,
            """
            struct Data: Codable, Hashable, Sendable {
                var addTodo: AddTodo?

                struct AddTodo: Codable, Hashable, Sendable {
                    var todo: Todo?

                    struct Todo: Codable, Hashable, Sendable, Identifiable {
                        /// The ID, unique among all objects.
                        var id: String
                        /// What there is to do.
                        var text: String
                        /// Whether it is done.
                        var complete: Bool
                    }
                }
            }
            """)
    }

    func testAConnectionsVariableUsedElsewhereKeepsItsSchemaType() throws {
        let output = try CodegenTestSupport.operationCode(
            """
            query Q($connections: [ID!]!) { user(id: "1") { todos(status: ANY, after: $connections) { totalCount } } }
            """)
        XCTAssertContainsLines(output.files[0].contents, "var connections: [String]")
    }

    func testAQueryWithoutVariablesUsesEmptyVariables() throws {
        let code = try CodegenTestSupport.operationCode("query Q { viewer { id name } }").files[0].contents
        XCTAssertContainsLines(code, "init(variables: Variables = Variables()) {")
        XCTAssertContainsLines(code, "typealias Variables = EmptyVariables")
        XCTAssertContainsLines(
            code, "struct Data: Decodable, Hashable, Sendable {\n/// The signed-in user.\nvar viewer: Viewer?")
    }

    func testSpreadsBecomePointersAndKeyConformances() throws {
        let output = try CodegenTestSupport.fragmentCode([
            """
            fragment ToDoList_user on User {
              todos(first: 2) { __id edges { cursor node { id ...ToDoItem_todo } } }
            }
            """, "fragment ToDoItem_todo on Todo { id text complete }",
        ])
        let code = output.files[0].contents
        XCTAssertContainsLines(
            code,
            """
            struct ToDoList_user: SingularFragment {
                static let node: ReaderFragment = ReaderFragment(name: "ToDoList_user", type: "User", selections: [])

                /// Where the fragment's data is read from.
                var fragmentPointer: FragmentPointer

                /// The fragment as spread in `key`.
                init(key: some ToDoList_user_Key) {
                    fragmentPointer = key.fragment_ToDoList_user
                }
            """)
        XCTAssertContainsLines(
            code,
            """
            struct Todos: Decodable, Hashable, Sendable {
                var __id: DataID
                var edges: [Edge?]?

                struct Edge: Decodable, Hashable, Sendable {
                    var cursor: String
                    var node: Node?

                    struct Node: Decodable, Hashable, Sendable, Identifiable, ToDoItem_todo_Key {
                        /// The ID, unique among all objects.
                        var id: String
                        var fragment_ToDoItem_todo: FragmentPointer
                    }
                }
            }
            """)
        XCTAssertContainsLines(
            code,
            """
            protocol ToDoList_user_Key {
                /// The pointer the spread leaves.
                var fragment_ToDoList_user: FragmentPointer { get }
            }
            """)
    }

    func testAPluralFragmentReadsAListOfKeys() throws {
        let output = try CodegenTestSupport.fragmentCode(
            ["fragment Items_todos on Todo @relay(plural: true) { id }"], metadata: FragmentMetadata(plural: true))
        XCTAssertContainsLines(
            output.files[0].contents,
            """
            var fragmentPointers: [FragmentPointer]

            /// The fragment as spread in each of `keys`.
            init<Key: Items_todos_Key>(keys: [Key]) {
                fragmentPointers = keys.map(\\.fragment_Items_todos)
            }
            """)
        XCTAssertContainsLines(output.files[0].contents, "struct Items_todos: PluralFragment {")
    }

    func testARefetchableFragmentWithAConnectionIsAPaginationFragment() throws {
        let connection = RefetchConnectionMetadata(
            forward: PaginationVariables(count: "count", cursor: "cursor"), path: ["todos"])
        let refetch = RefetchMetadata(
            connection: connection, fragmentPathInResult: ["node"], operation: "ListPaginationQuery",
            identifierField: "id")
        let output = try CodegenTestSupport.fragmentCode(
            ["fragment List_user on User { id }"], metadata: FragmentMetadata(refetch: refetch))
        XCTAssertContainsLines(
            output.files[0].contents,
            """
            struct List_user: PaginationFragment, SingularFragment {
                static let node: ReaderFragment = ReaderFragment(
                    name: "List_user",
                    type: "User",
                    metadata: FragmentMetadata(refetch: refetchMetadata),
                    selections: []
                )

                /// The query that refetches the fragment.
                typealias RefetchQuery = ListPaginationQuery

                /// How the refetch query reaches the fragment.
                static let refetchMetadata: RefetchMetadata = RefetchMetadata(
                    connection: connectionMetadata,
                    fragmentPathInResult: ["node"],
                    operation: "ListPaginationQuery",
                    identifierField: "id"
                )

                /// The connection the fragment pages through.
                static let connectionMetadata: RefetchConnectionMetadata = RefetchConnectionMetadata(
                    forward: PaginationVariables(count: "count", cursor: "cursor"),
                    path: ["todos"]
                )
            """)
        let plain = try CodegenTestSupport.fragmentCode(
            ["fragment List_user on User { id }"],
            metadata: FragmentMetadata(refetch: RefetchMetadata(fragmentPathInResult: [], operation: "Q")))
        XCTAssertContainsLines(plain.files[0].contents, "struct List_user: RefetchableFragment, SingularFragment {")
        XCTAssertFalse(plain.files[0].contents.contains("connectionMetadata"))
    }

    func testInlineFragmentsOnObjectTypesOfAnAbstractTypeSwitchOnTypename() throws {
        var program = try CodegenTestSupport.program([
            """
            query NodeQuery($id: ID!) {
              node(id: $id) { id ... on User { name } ... on Todo { text ...ToDoItem_todo } ... on Node { id } }
            }
            """, "fragment ToDoItem_todo on Todo { id }",
        ])
        program = AddTypenameForTypeRefinements.transform(program, schema: CodegenTestSupport.todoSchema)
        let operation = try XCTUnwrap(program.operations.first)
        let code = SwiftCodeGenerator(schema: CodegenTestSupport.todoSchema).generate(
            operation: operation, artifact: CodegenTestSupport.emptyRequest(operation)
        ).files[0].contents
        XCTAssertContainsLines(
            code,
            """
            enum Node: Decodable, Hashable, Sendable, Identifiable {
                case asUser(AsUser)
                case asTodo(AsTodo)
                case other(Other)

                var __typename: String {
                    switch self {
                    case .asUser(let value): value.__typename
                    case .asTodo(let value): value.__typename
                    case .other(let value): value.__typename
                    }
                }

                /// The ID, unique among all objects.
                var id: String {
                    switch self {
                    case .asUser(let value): value.id
                    case .asTodo(let value): value.id
                    case .other(let value): value.id
                    }
                }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: TypenameCodingKey.self)
                    switch try container.decode(String.self, forKey: .__typename) {
                    case "User": self = .asUser(try AsUser(from: decoder))
                    case "Todo": self = .asTodo(try AsTodo(from: decoder))
                    default: self = .other(try Other(from: decoder))
                    }
                }

                private enum TypenameCodingKey: String, CodingKey {
                    case __typename
                }

                struct AsUser: Decodable, Hashable, Sendable, Identifiable {
                    var __typename: String
                    /// The ID, unique among all objects.
                    var id: String
                    var name: String?
                }

                struct AsTodo: Decodable, Hashable, Sendable, Identifiable, ToDoItem_todo_Key {
                    var __typename: String
                    /// The ID, unique among all objects.
                    var id: String
                    /// What there is to do.
                    var text: String
                    var fragment_ToDoItem_todo: FragmentPointer
                }

                struct Other: Decodable, Hashable, Sendable, Identifiable {
                    var __typename: String
                    /// The ID, unique among all objects.
                    var id: String
                }
            }
            """)
    }

    func testTheTypenamePassLeavesSetsWithoutObjectRefinementsAlone() throws {
        let program = try CodegenTestSupport.program(["query Q($id: ID!) { node(id: $id) { id ... on Node { id } } }"])
        let transformed = AddTypenameForTypeRefinements.transform(program, schema: CodegenTestSupport.todoSchema)
        guard case .linkedField(let node) = transformed.operations[0].selections[0] else {
            return XCTFail("expected the node field")
        }
        XCTAssertEqual(node.selections.count, 2)
    }

    func testFieldsUnderAConditionAreOptional() throws {
        var program = try CodegenTestSupport.program(["query Q($c: Boolean!) { viewer { id name totalCount } }"])
        // The transform lowering @include is not part of this test: wrap the fields by hand.
        guard case .linkedField(var viewer) = program.operations[0].selections[0] else {
            return XCTFail("expected the viewer field")
        }
        let location = viewer.name.location
        viewer.selections = [
            viewer.selections[0],
            .condition(
                IR.Condition(
                    value: .variable("c"), passingValue: true, selections: Array(viewer.selections[1...]),
                    location: location)),
            // `id` again, conditionally: still present unconditionally.
            .condition(
                IR.Condition(
                    value: .variable("c"), passingValue: false, selections: [viewer.selections[0]], location: location)),
        ]
        program.operations[0].selections = [.linkedField(viewer)]
        let code = SwiftCodeGenerator(schema: CodegenTestSupport.todoSchema).generate(
            operation: program.operations[0], artifact: CodegenTestSupport.emptyRequest(program.operations[0])
        ).files[0].contents
        XCTAssertContainsLines(
            code, "/// The ID, unique among all objects.\nvar id: String\nvar name: String?\nvar totalCount: Int?")
    }

    func testNamesSwiftReservesAreRenamedWithCodingKeys() throws {
        let code = try CodegenTestSupport.operationCode(
            "query Q($self: ID!) { default: user(id: $self) { self: name Type: id String: todos { totalCount } } }"
        ).files[0].contents
        XCTAssertContainsLines(code, "init(self_: String) {\nself.init(variables: Variables(self_: self_))")
        XCTAssertContainsLines(
            code,
            """
            struct Data: Decodable, Hashable, Sendable {
                /// The user with this ID, if there is one.
                var `default`: Default?

                struct Default: Decodable, Hashable, Sendable {
                    var self_: String?
                    /// The ID, unique among all objects.
                    var Type_: String
                    /// The user's to-do items, filtered by status and paged.
                    var String: String_

                    private enum CodingKeys: String, CodingKey {
                        case self_ = "self"
                        case Type_ = "Type"
                        case String
                    }
            """)
    }

    func testThePublicAccessLevelMarksEveryDeclaration() throws {
        let code = try CodegenTestSupport.operationCode(
            "query Q($id: ID!) { user(id: $id) { id } }", options: SwiftCodegenOptions(accessLevel: .public)
        ).files[0].contents
        XCTAssertContainsLines(code, "public struct Q: GraphQLQuery {")
        XCTAssertContainsLines(code, "public var variables: Variables")
        XCTAssertContainsLines(code, "public struct Variables: Encodable, Hashable, Sendable {\npublic var id: String")
        XCTAssertContainsLines(
            code,
            """
            public struct User: Decodable, Hashable, Sendable, Identifiable {
                /// The ID, unique among all objects.
                public var id: String

                public init(id: String) {
                    self.id = id
                }
            }
            """)
    }

    func testDataWithAnIDAlwaysThereIsIdentifiable() throws {
        let code = try CodegenTestSupport.operationCode(
            """
            query Q {
              viewer { id name }
              identifiable: viewer { id }
              node(id: "2") { ID: __typename id }
              fetch__TodoList(key: "4") { key }
            }
            """
        ).files[0].contents
        XCTAssertContainsLines(code, "struct Viewer: Decodable, Hashable, Sendable, Identifiable {")
        XCTAssertContainsLines(code, "struct Identifiable_: Decodable, Hashable, Sendable, Identifiable {")
        // A property named `ID` is no nested type.
        XCTAssertContainsLines(code, "struct Node: Decodable, Hashable, Sendable, Identifiable {")
        XCTAssertContainsLines(code, "struct Fetch__TodoList: Decodable, Hashable, Sendable {")
        let nullableID = try CodegenTestSupport.operationCode(
            "query Q { thing { id } }",
            schema: CodegenTestSupport.schema("type Query { thing: Thing } type Thing { id: ID }")
        ).files[0].contents
        XCTAssertContainsLines(nullableID, "struct Thing: Decodable, Hashable, Sendable {")
        // A custom scalar's Swift type naming `ID` would be captured by the protocol's `ID`.
        let schema = CodegenTestSupport.schema(
            "scalar Stamp type Query { thing: Thing } type Thing { id: ID! at: Stamp }")
        let mapped = try CodegenTestSupport.operationCode(
            "query Q { thing { id at } }", schema: schema,
            options: SwiftCodegenOptions(customScalars: ["Stamp": "Tagged<ID, String>"])
        ).files[0].contents
        XCTAssertContainsLines(mapped, "struct Thing: Decodable, Hashable, Sendable {")
    }

    func testAVariableNamedHashValueIsRenamed() throws {
        let code = try CodegenTestSupport.operationCode(#"query Q($hashValue: ID!) { user(id: $hashValue) { id } }"#)
            .files[0].contents
        XCTAssertContainsLines(code, "var hashValue_: String")
        XCTAssertContainsLines(code, #"case hashValue_ = "hashValue""#)
    }

    func testANestedTypeNamedIDKeepsDataFromBeingIdentifiable() throws {
        let code = try CodegenTestSupport.operationCode(#"query Q { user(id: "1") { id ID: todos { totalCount } } }"#)
            .files[0].contents
        XCTAssertContainsLines(code, "struct User: Decodable, Hashable, Sendable {")
        XCTAssertContainsLines(code, "struct ID: Decodable, Hashable, Sendable {")
    }

    func testARecursiveInputObjectIsAClassWithEqualityMemberByMember() throws {
        let schema = CodegenTestSupport.schema(
            """
            type Query { todos(filter: Filter): Int }
            input Filter { text: String, not: Filter, hasher: Int }
            """)
        let program = try CodegenTestSupport.program(["query Q($f: Filter) { todos(filter: $f) }"], schema: schema)
        var used = UsedSchemaTypes()
        used.add(try XCTUnwrap(program.operations.first), schema: schema)
        let options = SwiftCodegenOptions()
        let generator = SchemaTypesGenerator(
            schema: schema, options: options, mapper: SwiftTypeMapper(schema: schema, options: options))
        XCTAssertContainsLines(
            generator.generate(used).contents,
            """
            final class Filter: Encodable, Hashable, Sendable {
                let text: String??
                let not: Filter??
                let hasher: Int??

                /// A `nil` argument leaves its field out; `.some(nil)` sends it as `null`.
                init(text: String?? = nil, not: Filter?? = nil, hasher: Int?? = nil) {
                    self.text = text
                    self.not = not
                    self.hasher = hasher
                }

                static func == (lhs: Filter, rhs: Filter) -> Bool {
                    lhs.text == rhs.text && lhs.not == rhs.not && lhs.hasher == rhs.hasher
                }

                func hash(into hasher: inout Hasher) {
                    hasher.combine(self.text)
                    hasher.combine(self.not)
                    hasher.combine(self.hasher)
                }
            }
            """)
    }

    func testANullableInputFieldIsADoubleOptionalButNotANonNullOneWithADefault() throws {
        let code = try schemaTypesCode(
            """
            type Query { a(edit: Edit): Int }
            input Edit { name: String, bio: String = "none", age: Int! = 1, tags: [String!] }
            """, document: "query Q($e: Edit) { a(edit: $e) }")
        XCTAssertContainsLines(
            code,
            """
                /// A `nil` argument leaves its field out; `.some(nil)` sends it as `null`.
                init(name: String?? = nil, bio: String?? = nil, age: Int? = nil, tags: [String]?? = nil) {
            """)
    }

    func testAOneOfInputObjectIsAnEnumWithACasePerFieldIndirectWhenItContainsItself() throws {
        let code = try schemaTypesCode(
            """
            type Query { a(pick: Pick): Int }
            "Pick one."
            input Pick @oneOf { id: ID, "By name." self: String, not: Pick, any: [Pick!] }
            """, document: "query Q($p: Pick) { a(pick: $p) }")
        XCTAssertContainsLines(
            code,
            """
            /// Pick one.
            indirect enum Pick: Encodable, Hashable, Sendable {
                case id(String)
                /// By name.
                case self_(String)
                case not(Pick)
                case any([Pick])

                private enum CodingKeys: String, CodingKey {
                    case id
                    case self_ = "self"
                    case not
                    case any
                }

                /// An object with the one field given.
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    switch self {
                    case .id(let value): try container.encode(value, forKey: .id)
                    case .self_(let value): try container.encode(value, forKey: .self_)
                    case .not(let value): try container.encode(value, forKey: .not)
                    case .any(let value): try container.encode(value, forKey: .any)
                    }
                }
            }
            """)
    }

    func testAOneOfObjectsCasesAreNamedApartFromEachOtherAndFromItsCodingKeys() throws {
        let code = try schemaTypesCode(
            """
            type Query { a(pick: Pick): Int }
            input Pick @oneOf { self: String, self_: Int, CodingKeys: ID }
            """, document: "query Q($p: Pick) { a(pick: $p) }")
        XCTAssertContainsLines(
            code,
            """
                case self_(String)
                case self__(Int)
                case CodingKeys_(String)

                private enum CodingKeys: String, CodingKey {
                    case self_ = "self"
                    case self__ = "self_"
                    case CodingKeys_ = "CodingKeys"
                }
            """)
    }

    func testAnInputObjectsMembersAreNamedApartFromEachOtherAndFromItsCodingKeys() throws {
        let code = try schemaTypesCode(
            """
            type Query { a(edit: Edit): Int }
            input Edit { self: String!, self_: Int!, CodingKeys: ID! }
            """, document: "query Q($e: Edit) { a(edit: $e) }")
        XCTAssertContainsLines(
            code,
            """
                var self_: String
                var self__: Int
                var CodingKeys_: String

                private enum CodingKeys: String, CodingKey {
                    case self_ = "self"
                    case self__ = "self_"
                    case CodingKeys_ = "CodingKeys"
                }
            """)
    }

    /// `RelaySchemaTypes.graphql.swift` for the schema types `document` uses.
    private func schemaTypesCode(_ schemaText: String, document: String) throws -> String {
        let schema = CodegenTestSupport.schema(schemaText)
        let program = try CodegenTestSupport.program([document], schema: schema)
        var used = UsedSchemaTypes()
        used.add(try XCTUnwrap(program.operations.first), schema: schema)
        let options = SwiftCodegenOptions()
        return SchemaTypesGenerator(
            schema: schema, options: options, mapper: SwiftTypeMapper(schema: schema, options: options)
        ).generate(used).contents
    }
}
