import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// `@refetchable` on a `@fetchable` type: the fragment selects the list's `key` (which the
/// refetch query is given as `$id`), and the generated refetch query reads the list again
/// through `fetch__TodoList`.
final class FetchableRefetchTests: XCTestCase {
    func testTheRefetchQueryReadsTheFragmentThroughTheFetchField() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond(
            "SharedListQuery",
            #"{"data":{"todoList":{"title":"Groceries","key":"list-1"}}}"#)
        let first = try await environment.fetchQuery(SharedListQuery.self, variables: .init(key: "list-1"))
        let list = try XCTUnwrap(first?.todoList)
        let read = try XCTUnwrap(
            environment.read(SharedListTitle_list.self, pointer: SharedListTitle_list(key: list).fragmentPointer))
        XCTAssertEqual(read.title, "Groceries")

        // Refetched by the identifying field the metadata names.
        XCTAssertEqual(SharedListTitle_list.refetchMetadata.identifierField, "key")
        XCTAssertEqual(SharedListTitle_list.refetchMetadata.fragmentPathInResult, ["fetch__TodoList"])
        network.respond(
            "SharedListRefetchQuery",
            #"{"data":{"fetch__TodoList":{"title":"Shopping","key":"list-1"}}}"#)
        let refetched = try await environment.fetchQuery(SharedListRefetchQuery.self, variables: .init(id: "list-1"))
        let again = try XCTUnwrap(refetched?.fetch__TodoList)
        let reread = try XCTUnwrap(
            environment.read(SharedListTitle_list.self, pointer: SharedListTitle_list(key: again).fragmentPointer))
        XCTAssertEqual(reread.title, "Shopping")
        XCTAssertEqual(
            SharedListRefetchQuery.node.params.text?.contains("fetch__TodoList(key: $id)"), true)
    }
}
