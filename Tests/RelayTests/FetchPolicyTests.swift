import Relay
import RelayTestSupport
import XCTest

/// `Environment.isAvailable` (Relay's `check`) and the fetch policies built on it.
final class FetchPolicyTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private let query = Todo.listQuery()
    private let firstPage: VariableData = ["count": 2, "cursor": nil]

    private func fetchFirstPage() async throws {
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(query, variables: firstPage)
    }

    func testAQueryIsAvailableOnceItsResponseIsStored() async throws {
        XCTAssertFalse(environment.isAvailable(query, variables: firstPage))
        try await fetchFirstPage()
        // Every field, the connection's records its handle keeps included.
        XCTAssertTrue(environment.isAvailable(query, variables: firstPage))
        // Other variables are other fields: not fetched.
        XCTAssertFalse(environment.isAvailable(query, variables: ["count": 3, "cursor": nil]))
    }

    func testAFieldNeverStoredIsMissingAndNullOrADeletedRecordIsNot() async throws {
        try await fetchFirstPage()
        environment.commitUpdate { store in store["todo-1"]?["text"] = .null }
        XCTAssertTrue(environment.isAvailable(query, variables: firstPage), "a field stored as null is data")
        environment.commitUpdate { store in store.delete(dataID: "todo-2") }
        XCTAssertTrue(environment.isAvailable(query, variables: firstPage), "a deleted record reads as null")

        let withoutText = Environment(
            network: FailingNetwork(),
            store: Store(
                source: RecordSource(records: [
                    Record(dataID: .rootID, typeName: Record.rootTypeName, fields: [Todo.userKey: .link("me")]),
                    Record(dataID: "me", typeName: "User", fields: ["id": .scalar("me")]),
                ])))
        XCTAssertFalse(withoutText.isAvailable(query, variables: firstPage), "the user's todos were never fetched")
    }

    func testStoreOrNetworkAsksTheNetworkOnlyForWhatTheStoreLacks() async throws {
        try await fetchFirstPage()
        let fromStore = try await environment.fetchQuery(query, variables: firstPage, fetchPolicy: .storeOrNetwork)
        XCTAssertFalse(fromStore.isMissingData)
        XCTAssertEqual(network.requests.count, 1, "answered from the store")

        network.respond(query.params.name, Todo.page([1, 2, 3], endCursor: "c3", hasNextPage: false))
        let third = try await environment.fetchQuery(
            query, variables: ["count": 3, "cursor": nil], fetchPolicy: .storeOrNetwork)
        XCTAssertFalse(third.isMissingData)
        XCTAssertEqual(network.requests.count, 2, "three to-dos were not in the store")

        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        _ = try await environment.fetchQuery(query, variables: firstPage)
        XCTAssertEqual(network.requests.count, 3, "network-only, the default, always asks")
    }

    /// `hasNextPage` as a snapshot of the list query read it.
    private func hasNextPage(_ snapshot: Snapshot) -> Bool? {
        guard case .object(let user)? = snapshot.data?["user"], case .object(let todos)? = user["todos"],
            case .object(let pageInfo)? = todos["pageInfo"], case .scalar(.bool(let value))? = pageInfo["hasNextPage"]
        else { return nil }
        return value
    }

    func testStoreAndNetworkAnswersFromTheStoreThenFromTheNetwork() async throws {
        // Nothing in the store: the network's answer alone.
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        var first: [Bool?] = []
        for try await snapshot in environment.fetchQueryFromStoreAndNetwork(query, variables: firstPage) {
            first.append(hasNextPage(snapshot))
        }
        XCTAssertEqual(first, [true])

        // Then what the store knows at once, and what the server says now.
        network.respond(query.params.name, Todo.page([1, 2], endCursor: "c2", hasNextPage: false))
        var second: [Bool?] = []
        for try await snapshot in environment.fetchQueryFromStoreAndNetwork(query, variables: firstPage) {
            second.append(hasNextPage(snapshot))
        }
        XCTAssertEqual(second, [true, false])
        XCTAssertEqual(network.requests.count, 2)

        // A failed fetch ends the stream with its error, after the store's answer.
        network.respond(query.params.name, "not JSON")
        var third: [Bool?] = []
        do {
            for try await snapshot in environment.fetchQueryFromStoreAndNetwork(query, variables: firstPage) {
                third.append(hasNextPage(snapshot))
            }
            XCTFail("the response is not JSON")
        } catch is RelayError {
            XCTAssertEqual(third, [false])
        }
    }

    func testStoreOnlyNeverAsksTheNetwork() async throws {
        let empty = try await environment.fetchQuery(query, variables: firstPage, fetchPolicy: .storeOnly)
        XCTAssertTrue(empty.isMissingData)
        XCTAssertTrue(network.requests.isEmpty)
    }
}
