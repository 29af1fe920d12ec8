import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// A selection on an interface with refinements decodes as an enum chosen by `__typename`,
/// which the compiler adds to the reader AST for it.
final class TypeSwitchTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    private func node(_ response: String) async throws -> NodeQuery.Data.Node? {
        network.respond("NodeQuery", response)
        return try await environment.fetchQuery(NodeQuery.self, variables: .init(id: "x"))?.node
    }

    func testEachTypeDecodesToItsCase() async throws {
        let todo = try await node(
            #"{"data":{"node":{"__typename":"Todo","id":"todo-1","text":"Milk","complete":true}}}"#)
        XCTAssertEqual(todo, .asTodo(.init(__typename: "Todo", id: "todo-1", text: "Milk", complete: true)))
        let user = try await node(#"{"data":{"node":{"__typename":"User","id":"me","name":"Me"}}}"#)
        XCTAssertEqual(user, .asUser(.init(__typename: "User", id: "me", name: "Me")))
        XCTAssertEqual(user?.id, "me")
    }

    func testATypeTheAppDoesNotKnowIsOther() async throws {
        let other = try await node(#"{"data":{"node":{"__typename":"Robot","id":"r2"}}}"#)
        XCTAssertEqual(other, .other(.init(__typename: "Robot", id: "r2")))
    }

    func testNoNodeIsNil() async throws {
        let none = try await node(#"{"data":{"node":null}}"#)
        XCTAssertNil(none)
    }
}
