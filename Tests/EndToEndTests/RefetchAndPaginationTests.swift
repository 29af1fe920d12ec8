import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// `Environment.refetch` and `loadNext`: the example's `ToDoList_user` (`@refetchable` with a
/// `@connection`) is fetched again, and paged, through its generated `ToDoListPaginationQuery`;
/// the connection handler replaces the connection's edges on a refetch and appends each page.
final class RefetchAndPaginationTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)

    /// The refetch query's response: the user's to-dos `ids`, and whether more follow.
    private func page(_ ids: [Int], hasNextPage: Bool) -> String {
        let edges = ids.map { id in
            #"{"cursor":"c\#(id)","node":{"__typename":"Todo","id":"todo-\#(id)","text":"Todo \#(id)","complete":false}}"#
        }.joined(separator: ",")
        return #"{"data":{"node":{"__typename":"User","id":"me","todos":{"edges":[\#(edges)],"#
            + #""pageInfo":{"endCursor":"c\#(ids.last ?? 0)","hasNextPage":\#(hasNextPage)}}}}}"#
    }

    private func todoIDs(_ pointer: FragmentPointer) throws -> [String?] {
        let list = try XCTUnwrap(environment.read(ToDoList_user.self, pointer: pointer))
        return list.todos.edges?.map { $0?.node?.id } ?? []
    }

    func testLoadNextAppendsThePagesAfterTheLastUntilNoneIsLeft() async throws {
        network.respond("UserTodosQuery", TodoServer.userTodos([1, 2]))
        let fetched = try await environment.fetchQuery(UserTodosQuery.self, variables: .init(id: "me"))
        let list = ToDoList_user(key: try XCTUnwrap(fetched?.user))
        let pointer = list.fragmentPointer
        XCTAssertEqual(try todoIDs(pointer), ["todo-1", "todo-2"])

        network.respond("ToDoListPaginationQuery", page([3, 4], hasNextPage: true))
        let more = try await environment.loadNext(ToDoList_user.self, pointer: pointer, count: 2)
        XCTAssertTrue(more)
        // From the last cursor, by the user's id, with the page size asked for.
        XCTAssertEqual(network.requests.last?.variables, ["count": 2, "cursor": "c2", "id": "me"])
        XCTAssertEqual(try todoIDs(pointer), ["todo-1", "todo-2", "todo-3", "todo-4"])

        network.respond("ToDoListPaginationQuery", page([5], hasNextPage: false))
        // The same through the fragment's value.
        let evenMore = try await environment.loadNext(list, count: 2)
        XCTAssertFalse(evenMore)
        XCTAssertEqual(network.requests.last?.variables["cursor"], "c4")
        XCTAssertEqual(try todoIDs(pointer), ["todo-1", "todo-2", "todo-3", "todo-4", "todo-5"])

        // Nothing is left: no request is made.
        let requests = network.requests.count
        let afterAll = try await environment.loadNext(ToDoList_user.self, pointer: pointer, count: 2)
        XCTAssertFalse(afterAll)
        XCTAssertEqual(network.requests.count, requests)
    }

    func testRefetchReadsTheFragmentWithNewVariables() async throws {
        network.respond("UserTodosQuery", TodoServer.userTodos([1, 2, 3]))
        let fetched = try await environment.fetchQuery(UserTodosQuery.self, variables: .init(id: "me"))
        let pointer = ToDoList_user(key: try XCTUnwrap(fetched?.user)).fragmentPointer

        network.respond("ToDoListPaginationQuery", page([1], hasNextPage: true))
        let refetched = try await environment.refetch(ToDoList_user.self, pointer: pointer, variables: ["count": 1])
        // The fragment's own variables (the default `count`, no cursor), the one changed, the id.
        XCTAssertEqual(network.requests.last?.variables, ["count": 1, "cursor": nil, "id": "me"])
        XCTAssertEqual(refetched.dataID, "me")
        XCTAssertEqual(refetched.ownerVariables, ["count": 1, "cursor": nil, "id": "me"])
        // A refetch from no cursor replaces the connection's edges.
        XCTAssertEqual(try todoIDs(refetched), ["todo-1"])
        XCTAssertEqual(try todoIDs(pointer), ["todo-1"])
    }

    func testPagingWhatTheFragmentCannotPageIsAnError() async throws {
        network.respond("UserTodosQuery", TodoServer.userTodos([1]))
        let fetched = try await environment.fetchQuery(UserTodosQuery.self, variables: .init(id: "me"))
        let pointer = ToDoList_user(key: try XCTUnwrap(fetched?.user)).fragmentPointer
        do {
            try await environment.loadPrevious(ToDoList_user.self, pointer: pointer, count: 1)
            XCTFail("ToDoList_user pages forward only")
        } catch let error as RefetchError {
            XCTAssertEqual(error.message, "ToDoList_user's connection does not page backward")
        }

        // A record the store does not have.
        let missing = FragmentPointer(dataID: "nobody", fragmentName: "ToDoList_user")
        do {
            try await environment.loadNext(ToDoList_user.self, pointer: missing, count: 1)
            XCTFail("nobody's data is not in the store")
        } catch let error as RefetchError {
            XCTAssertEqual(error.message, "ToDoList_user's data is not in the store")
        }
    }
}
