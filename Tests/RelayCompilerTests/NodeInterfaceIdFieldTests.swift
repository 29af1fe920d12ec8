import GraphQLSchema
import GraphQLSyntax
import RelayNodes
import XCTest

@testable import RelayCompiler

/// Records identified by a field other than `id` (`CompilerOptions.nodeInterfaceIdField`,
/// relay-compiler's `schemaConfig.nodeInterfaceIdField`), as PostGraphile's `nodeId`.
final class NodeInterfaceIdFieldTests: XCTestCase {
    private static let schema: GraphQLSchema = {
        let text = """
            interface Node { nodeId: ID! }
            type Query { node(nodeId: ID!): Node viewer: User search(text: String): [SearchResult] }
            type User implements Node { nodeId: ID! id: Int! name: String friends: [User] }
            type Post implements Node { nodeId: ID! title: String }
            type Tag { name: String }
            union SearchResult = User | Post | Tag
            """
        guard let document = try? Parser.parseDocument(Source(text: text, name: "schema.graphql")),
            let schema = GraphQLSchema.build(from: [document]).schema
        else { preconditionFailure("the test schema is invalid") }
        return schema
    }()

    private func compile(_ text: String, idField: String = "nodeId") throws -> CompilerOutput {
        RelayCompiler.compile(
            documents: [try TestSupport.document(text)], schema: Self.schema,
            options: CompilerOptions(nodeInterfaceIdField: idField))
    }

    private func text(of name: String, in output: CompilerOutput) -> String? {
        output.definitions.first { $0.name == name }?.queryText
    }

    func testTheFieldIsSelectedWhereverATypeHasIt() throws {
        let output = try compile(
            """
            query ViewerQuery {
              viewer { name friends { name } }
              search(text: "x") { ... on Tag { name } }
            }
            """)
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        XCTAssertEqual(
            text(of: "ViewerQuery", in: output),
            """
            query ViewerQuery {
              viewer {
                name
                friends {
                  name
                  nodeId
                }
                nodeId
              }
              search(text: "x") {
                __typename
                ... on Tag {
                  name
                }
                ... on Node {
                  __isNode: __typename
                  nodeId
                }
              }
            }

            """)
    }

    func testARefetchableFragmentOnNodeIsRefetchedByIt() throws {
        let output = try compile(#"fragment UserName on User @refetchable(queryName: "UserNameRefetchQuery") { name }"#)
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        // The variable is named after the identifying field, as Relay names it, and the
        // metadata says so (the runtime gives `$id` otherwise).
        XCTAssertEqual(
            text(of: "UserNameRefetchQuery", in: output),
            """
            query UserNameRefetchQuery(
              $nodeId: ID!
            ) {
              node(nodeId: $nodeId) {
                __typename
                ...UserName
                nodeId
              }
            }

            fragment UserName on User {
              name
              nodeId
            }

            """)
        guard case .fragment(let fragment)? = output.definitions.first(where: { $0.name == "UserName" })?.artifact
        else {
            return XCTFail("no fragment artifact")
        }
        XCTAssertEqual(fragment.metadata?.refetch?.identifierField, "nodeId")
        XCTAssertEqual(fragment.metadata?.refetch?.identifierQueryVariableName, "nodeId")
        XCTAssertEqual(fragment.selections.last, .scalarField(ScalarField(name: "nodeId")))
    }

    func testAFragmentUsingTheIdentifiersVariableCannotBeRefetched() throws {
        let output = try compile(
            """
            fragment UserName on User @refetchable(queryName: "UserNameRefetchQuery")
            @argumentDefinitions(nodeId: {type: "Boolean!", defaultValue: true}) { name @include(if: $nodeId) }
            """)
        XCTAssertEqual(
            output.diagnostics.map(\.message),
            [
                "Invalid use of @refetchable on fragment `UserName`, this fragment already has an `$nodeId` variable "
                    + "in scope."
            ])
    }

    func testNoOtherFieldMayTakeItsName() throws {
        let output = try compile("query Q { viewer { nodeId: name } }")
        XCTAssertEqual(output.diagnostics.map(\.message), ["Relay does not allow aliasing fields to `nodeId`."])
        // `id` is then an ordinary name (here a number, not the record's identity).
        XCTAssertEqual(try compile("query Q { viewer { id: name } }").diagnostics.map(\.message), [])
    }

    func testAFieldNodeLacksIsAnError() throws {
        let output = try compile("query Q { viewer { name } }", idField: "nodeid")
        XCTAssertEqual(
            output.diagnostics.map(\.message),
            [
                "The `Node` interface has no field `nodeid`: expected `schemaConfig.nodeInterfaceIdField` to name the "
                    + "field that identifies a record"
            ])
        XCTAssertTrue(output.definitions.isEmpty)
    }
}
