import Foundation
import Relay
import XCTest

/// The printed `node` of every generated type equals the artifact it was printed from.
final class GeneratedNodeTests: XCTestCase {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String?) throws -> T {
        try JSONDecoder().decode(type, from: Data(try XCTUnwrap(json).utf8))
    }

    func testEveryPrintedRequestEqualsItsArtifact() throws {
        let nodes: [String: ConcreteRequest] = [
            "AddTodoMutation": AddTodoMutation.node, "AddTodoEdgeMutation": AddTodoEdgeMutation.node,
            "RemoveTodoMutation": RemoveTodoMutation.node, "DeleteTodoMutation": DeleteTodoMutation.node,
            "UserTodosQuery": UserTodosQuery.node, "ToDoListPaginationQuery": ToDoListPaginationQuery.node,
        ]
        XCTAssertEqual(Set(nodes.keys), Set(ArtifactJSON.requests.keys))
        for (name, node) in nodes {
            XCTAssertEqual(node, try decode(ConcreteRequest.self, ArtifactJSON.requests[name]), name)
        }
    }

    func testEveryPrintedFragmentEqualsItsArtifact() throws {
        XCTAssertEqual(ToDoList_user.node, try decode(ReaderFragment.self, ArtifactJSON.fragments["ToDoList_user"]))
        XCTAssertEqual(ToDoItem_todo.node, try decode(ReaderFragment.self, ArtifactJSON.fragments["ToDoItem_todo"]))
        XCTAssertEqual(ToDoList_user.node.metadata?.refetch, ToDoList_user.refetchMetadata)
        XCTAssertEqual(ToDoList_user.refetchMetadata.connection, ToDoList_user.connectionMetadata)
    }

    func testTheRefetchableFragmentNamesItsQuery() {
        func refetchQueryName<F: PaginationFragment>(_: F.Type) -> String { F.RefetchQuery.node.params.name }
        XCTAssertEqual(refetchQueryName(ToDoList_user.self), ToDoList_user.refetchMetadata.operation)
    }
}
