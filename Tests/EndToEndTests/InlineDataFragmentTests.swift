import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// `@inline` fragments (`Examples/TodoApp/InlineData.graphql`): each spread reads the
/// fragment's data in place, with the fragment's own arguments and the operation's variables,
/// and the generated type takes it from the spreading data (Relay's `readInlineData`).
final class InlineDataFragmentTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    /// The server's answer: the viewer Ada (named `viewerName`) with 2 completed to-dos, and
    /// `node` as given.
    private func respond(viewerName: String = "Ada", node: String) {
        network.respond(
            "InlineSummaryQuery",
            #"{"data":{"viewer":{"name":"\#(viewerName)","todos":{"totalCount":2},"__isNode":"User","id":"u1"},"#
                + #""node":\#(node)}}"#)
    }

    func testASpreadReadsTheFragmentInPlaceWithItsArguments() async throws {
        respond(node: #"{"__typename":"User","name":"Grace","todos":{"totalCount":5},"__isNode":"User","id":"u2"}"#)
        let data = try await environment.fetchQuery(InlineSummaryQuery.self, variables: .init(id: "u2", first: 10))
        let viewer = TodoCount_user(key: try XCTUnwrap(data?.viewer)).data
        XCTAssertEqual(viewer.name, "Ada")
        XCTAssertEqual(viewer.todos.totalCount, 2)
        XCTAssertEqual(Identified_node(key: viewer).data.id, "u1")
        let node = try XCTUnwrap(data?.node)
        XCTAssertEqual(node.fragment_TodoCount_user?.name, "Grace")
        XCTAssertEqual(node.fragment_TodoCount_user?.todos.totalCount, 5)
        XCTAssertEqual(Identified_node(key: node).data.id, "u2")
        // The spread's argument and the fragment's default went to the server in the text,
        // the operation's variable beside them.
        let text = try XCTUnwrap(InlineSummaryQuery.node.params.text)
        XCTAssertTrue(text.contains("todos(status: COMPLETED, first: $first)"))
        XCTAssertTrue(text.contains("todos(status: ANY, first: $first)"))
        XCTAssertEqual(network.requests.first?.variables["first"], 10)
    }

    func testARecordOfAnotherTypeReadsNoFragmentData() async throws {
        respond(node: #"{"__typename":"Todo","__isNode":"Todo","id":"t1"}"#)
        let data = try await environment.fetchQuery(InlineSummaryQuery.self, variables: .init(id: "t1"))
        let node = try XCTUnwrap(data?.node)
        XCTAssertNil(node.fragment_TodoCount_user)
        XCTAssertEqual(node.fragment_Identified_node.id, "t1")
    }

    func testTheFragmentDataFollowsTheStore() async throws {
        let todo = #"{"__typename":"Todo","__isNode":"Todo","id":"t1"}"#
        respond(node: todo)
        let variables = InlineSummaryQuery.Variables(id: "t1")
        _ = try await environment.fetchQuery(InlineSummaryQuery.self, variables: variables)
        let operation = OperationDescriptor(request: InlineSummaryQuery.node, variables: ["id": "t1"])
        let published = Collected<InlineSummaryQuery.Data?>()
        let subscription = environment.subscribe(environment.lookup(operation.rootSelector)) { snapshot in
            published.append(try? snapshot.decode(InlineSummaryQuery.Data.self))
        }
        defer { subscription.cancel() }
        respond(viewerName: "Ada L.", node: todo)
        _ = try await environment.fetchQuery(InlineSummaryQuery.self, variables: variables)
        let viewer = try XCTUnwrap(published.last??.viewer)
        XCTAssertEqual(TodoCount_user(key: viewer).data.name, "Ada L.")
        XCTAssertEqual(TodoCount_user(key: viewer).data.todos.totalCount, 2)
    }
}
