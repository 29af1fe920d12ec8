import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// A `@oneOf` input object, generated as an enum: the case given is the one field sent, and
/// the query it keys reads as any other.
final class OneOfInputTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    func testTheCaseGivenIsTheOneFieldSent() async throws {
        network.respond("TodoByKeyQuery", #"{"data":{"todo":{"id":"todo-1","text":"Buy milk"}}}"#)
        let data = try await environment.fetchQuery(TodoByKeyQuery.self, variables: .init(key: .text("Buy milk")))
        XCTAssertEqual(data?.todo?.id, "todo-1")
        XCTAssertEqual(network.requests.last?.variables["key"], ["text": "Buy milk"])

        network.respond("TodoByKeyQuery", #"{"data":{"todo":{"id":"todo-1","text":"Buy milk"}}}"#)
        _ = try await environment.fetchQuery(TodoByKeyQuery.self, variables: .init(key: .id("todo-1")))
        XCTAssertEqual(network.requests.last?.variables["key"], ["id": "todo-1"])
    }
}
