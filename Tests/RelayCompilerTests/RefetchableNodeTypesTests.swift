import GraphQLSchema
import GraphQLSyntax
import RelayNodes
import XCTest

@testable import RelayCompiler

/// Which abstract types `@refetchable` refetches through `node(id:)`, as Relay decides: an
/// interface whose implementations all implement `Node`, a union whose members all do; a
/// fragment on a type without `id` selects it through `... on Node { id }`. And a `Node` that is
/// also `@fetchable`: through `node`, or its fetch field with `preferFetchable: true`.
final class RefetchableNodeTypesTests: XCTestCase {
    private static let schema: GraphQLSchema = {
        let text = """
            directive @fetchable(field_name: String!) on OBJECT
            interface Node { id: ID! }
            interface Named { name: String }
            interface Tagged { tag: String }
            interface Lonely { id: ID! }
            type Query { node(id: ID!): Node fetch__Story(id: ID!): Story }
            type Story implements Node @fetchable(field_name: "id") { id: ID! title: String }
            type User implements Node & Named { id: ID! name: String }
            type Post implements Node & Named { id: ID! name: String title: String }
            type Tag implements Tagged { tag: String }
            union SearchResult = User | Post
            union Anything = User | Tag
            """
        guard let document = try? Parser.parseDocument(Source(text: text, name: "schema.graphql")),
            let schema = GraphQLSchema.build(from: [document]).schema
        else { preconditionFailure("the test schema is invalid") }
        return schema
    }()

    private func compile(_ text: String) throws -> CompilerOutput {
        RelayCompiler.compile(documents: [try TestSupport.document(text)], schema: Self.schema)
    }

    func testAUnionOfNodesIsRefetchedThroughNode() throws {
        let output = try compile(
            #"fragment ResultTitle on SearchResult @refetchable(queryName: "ResultTitleRefetchQuery") { ... on Post { title } }"#
        )
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        XCTAssertEqual(
            output.definitions.first { $0.name == "ResultTitleRefetchQuery" }?.queryText,
            """
            query ResultTitleRefetchQuery(
              $id: ID!
            ) {
              node(id: $id) {
                __typename
                ...ResultTitle
                id
              }
            }

            fragment ResultTitle on SearchResult {
              __isSearchResult: __typename
              ... on Post {
                title
              }
              ... on Node {
                __isNode: __typename
                id
              }
            }

            """)
        guard case .fragment(let fragment)? = output.definitions.first(where: { $0.name == "ResultTitle" })?.artifact
        else { return XCTFail("no fragment artifact") }
        XCTAssertEqual(fragment.metadata?.refetch?.identifierField, "id")
        XCTAssertEqual(fragment.metadata?.refetch?.fragmentPathInResult, ["node"])
    }

    func testAnInterfaceWhoseImplementationsAreNodesIsRefetchedThroughNode() throws {
        let output = try compile(
            #"fragment NamedName on Named @refetchable(queryName: "NamedNameRefetchQuery") { name }"#)
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        let text = try XCTUnwrap(output.definitions.first { $0.name == "NamedNameRefetchQuery" }?.queryText)
        XCTAssertTrue(text.contains("  node(id: $id) {\n    __typename\n    ...NamedName\n    id\n  }"), text)
        XCTAssertTrue(text.contains("  name\n  ... on Node {\n    __isNode: __typename\n    id\n  }"), text)
    }

    func testOtherAbstractTypesCannotBeRefetched() throws {
        let output = try compile(
            """
            fragment TaggedTag on Tagged @refetchable(queryName: "TaggedTagRefetchQuery") { tag }
            fragment LonelyId on Lonely @refetchable(queryName: "LonelyIdRefetchQuery") { id }
            fragment AnythingType on Anything @refetchable(queryName: "AnythingTypeRefetchQuery") { __typename }
            """)
        let supported =
            "only supported are fragments on:\n - the Viewer type\n - the Query type\n - the Node interface, object "
            + "types that implement the Node interface, interfaces whose implementing objects all implement Node, and "
            + "unions whose members all implement Node\n - server objects and interfaces with the @fetchable directive"
        XCTAssertEqual(
            output.diagnostics.map(\.message),
            ["TaggedTag", "LonelyId", "AnythingType"].map {
                "Invalid use of @refetchable on fragment '\($0)', " + supported
            })
    }

    func testPreferFetchableRefetchesThroughTheFetchField() throws {
        let output = try compile(
            """
            fragment StoryTitle on Story @refetchable(queryName: "StoryTitleRefetchQuery") { title }
            fragment StoryTitleFetched on Story
            @refetchable(queryName: "StoryTitleFetchedRefetchQuery", preferFetchable: true) { title }
            """)
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        let text = { (name: String) in output.definitions.first { $0.name == name }?.queryText ?? "" }
        XCTAssertTrue(text("StoryTitleRefetchQuery").contains("  node(id: $id) {"), text("StoryTitleRefetchQuery"))
        XCTAssertTrue(
            text("StoryTitleFetchedRefetchQuery").contains("  fetch__Story(id: $id) {"),
            text("StoryTitleFetchedRefetchQuery"))
    }

    func testTheFeatureFlagPrefersFetchableForEveryFragment() throws {
        let document = try TestSupport.document(
            #"fragment StoryTitle on Story @refetchable(queryName: "StoryTitleRefetchQuery") { title }"#)
        let output = RelayCompiler.compile(
            documents: [document], schema: Self.schema, options: CompilerOptions(prefersFetchableInRefetchQueries: true)
        )
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        let text = output.definitions.first { $0.name == "StoryTitleRefetchQuery" }?.queryText ?? ""
        XCTAssertTrue(text.contains("  fetch__Story(id: $id) {"), text)
    }

    func testPreferFetchableMustBeABooleanLiteral() throws {
        let output = try compile(
            """
            fragment StoryTitle on Story @argumentDefinitions(prefer: {type: "Boolean!"})
            @refetchable(queryName: "StoryTitleRefetchQuery", preferFetchable: $prefer) { title @include(if: $prefer) }
            """)
        XCTAssertEqual(
            output.diagnostics.map(\.message),
            ["Expected the 'preferFetchable' argument of @refetchable to be a literal Boolean value, got '$prefer'"])
    }
}
