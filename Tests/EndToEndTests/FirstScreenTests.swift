import Foundation
import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// The README's first steps, as the example app has them: an HTTP network, and a screen that
/// fetches its query and reads its fragments.
final class FirstScreenTests: XCTestCase {
    func testAScreenFetchesItsQueryAndReadsItsFragments() async throws {
        let network = ScriptedNetwork()
        network.respond("UserTodosQuery", TodoServer.userTodos([1, 2]))
        let screen = UserTodosScreen(environment: Environment(network: network))
        let loaded = try await screen.load(userID: "me")
        XCTAssertEqual(loaded?.name, "Me")
        XCTAssertEqual(loaded?.items, ["Todo 1", "Todo 2"])

        network.respond("UserTodosQuery", #"{"data":{"user":null}}"#)
        let missing = try await screen.load(userID: "nobody")
        XCTAssertNil(missing)
    }

    /// The body is `{"query", "variables"}`, or `"id"` for a persisted query.
    func testTheHTTPNetworkPostsTheOperation() throws {
        let network = HTTPNetwork(
            endpoint: URL(string: "https://example.com/graphql")!, headers: ["Authorization": "t"])
        let text = UserTodosQuery.node.params
        let request = network.urlRequest(text, variables: ["id": "me"])
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "t")
        let body = try JSONValue(parsing: try XCTUnwrap(request.httpBody))
        XCTAssertEqual(body["variables"], ["id": "me"])
        XCTAssertEqual(body["query"]?.stringValue, text.text)
        XCTAssertNil(body["id"])

        var persisted = text
        persisted.id = "d81722f855d9fa36c22ef12459cb6b0e"
        persisted.text = nil
        let byID = try JSONValue(parsing: try XCTUnwrap(network.urlRequest(persisted, variables: [:]).httpBody))
        XCTAssertEqual(byID["id"], "d81722f855d9fa36c22ef12459cb6b0e")
        XCTAssertNil(byID["query"])
    }
}
