import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// `@alias`: an aliased spread or inline fragment is an optional object of its own in the
/// generated type, holding the fragment's data only when the record is of its type.
final class FragmentAliasTests: XCTestCase {
    func testAnAliasedSpreadHoldsTheFragmentOnlyForItsType() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond(
            "AliasedNodeQuery", #"{"data":{"node":{"__typename":"User","id":"u1","name":"Ada"}}}"#)
        let data = try await environment.fetchQuery(AliasedNodeQuery.self, variables: .init(id: "u1"))
        let node = try XCTUnwrap(data?.node)
        XCTAssertEqual(node.id, "u1")
        XCTAssertNil(node.todo)
        let user = try XCTUnwrap(node.user)
        let read = try XCTUnwrap(
            environment.read(AliasedUser_user.self, pointer: AliasedUser_user(key: user).fragmentPointer))
        XCTAssertEqual(read.name, "Ada")
        // Named after the fragment without `as`; an untyped aliased fragment always matches.
        XCTAssertEqual(node.AliasedUser_user?.fragment_AliasedUser_user, user.fragment_AliasedUser_user)
        XCTAssertEqual(node.always.id, "u1")
    }

    func testAnAliasedInlineFragmentHoldsItsFieldsOnlyForItsType() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond(
            "AliasedNodeQuery", #"{"data":{"node":{"__typename":"Todo","id":"t1","text":"Write tests"}}}"#)
        let data = try await environment.fetchQuery(AliasedNodeQuery.self, variables: .init(id: "t1"))
        let node = try XCTUnwrap(data?.node)
        XCTAssertNil(node.user)
        XCTAssertNil(node.AliasedUser_user)
        XCTAssertEqual(node.always.id, "t1")
        XCTAssertEqual(node.todo?.id, "t1")
        XCTAssertEqual(node.todo?.text, "Write tests")
        // The server is asked for the spread and the inline fragment as written, without `@alias`.
        let text = try XCTUnwrap(AliasedNodeQuery.node.params.text)
        XCTAssertTrue(text.contains("...AliasedUser_user\n"))
        XCTAssertTrue(text.contains("... on Todo {"))
        XCTAssertFalse(text.contains("@alias"))
    }
}
