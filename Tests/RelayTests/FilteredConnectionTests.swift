import Relay
import RelayTestSupport
import XCTest

/// A connection with a filter argument is stored once per filter value, under the ID that
/// `getConnectionID(parentID:key:filters:)` computes and `__id` returns.
final class FilteredConnectionTests: XCTestCase {
    /// `viewer { todos(first: 2, status: $status) @connection(key: "Feed_todos", filters: ["status"]) { __id edges { node { id } } } }`
    private func query(dynamicKey: Bool = false) -> ConcreteRequest {
        let args: [Argument] = [.literal(name: "first", value: 2), .variable(name: "status", variableName: "status")]
        let dynamic: Argument? = dynamicKey ? .variable(name: "__dynamicKey", variableName: "feed") : nil
        let operation = NormalizationOperation(
            name: "FeedQuery",
            selections: [
                N.linked(
                    "viewer", type: "Viewer",
                    [
                        N.linked(
                            "todos", type: "TodoConnection", args: args,
                            [
                                N.linked(
                                    "edges", type: "TodoEdge", plural: true,
                                    [N.linked("node", type: "Todo", [N.scalar("id")]), N.scalar("cursor")]),
                                N.clientID,
                            ]),
                        .linkedHandle(
                            FieldHandle(
                                name: "todos", args: args, handle: "connection", key: "Feed_todos", filters: ["status"],
                                dynamicKey: dynamic)),
                    ])
            ])
        let readerArgs: [Argument] = (dynamic.map { [$0] } ?? []) + [.variable(name: "status", variableName: "status")]
        let fragment = ReaderFragment(
            name: "FeedQuery", type: "Query",
            selections: [
                R.linked(
                    "viewer", type: "Viewer",
                    [
                        R.linked(
                            "__Feed_todos_connection", alias: "todos", type: "TodoConnection", args: readerArgs,
                            [
                                R.clientID,
                                R.linked(
                                    "edges", type: "TodoEdge", plural: true,
                                    [R.linked("node", type: "Todo", [R.scalar("id")])]),
                            ])
                    ])
            ])
        return ConcreteRequest(
            fragment: fragment, operation: operation,
            params: RequestParameters(name: "FeedQuery", operationKind: .query))
    }

    private let body = #"{"data":{"viewer":{"todos":{"edges":[{"cursor":"a","node":{"id":"t1"}}]}}}}"#

    private func connectionID(_ snapshot: Snapshot) -> String? {
        guard case .object(let viewer)? = snapshot.data?["viewer"], case .object(let todos)? = viewer["todos"] else {
            return nil
        }
        return todos["__id"]?.jsonValue?.stringValue
    }

    func testFilterValuesAreStoredSeparately() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond("FeedQuery", body)
        let open = try await environment.fetchQuery(query(), variables: ["status": "OPEN"])
        network.respond("FeedQuery", body)
        let any = try await environment.fetchQuery(query(), variables: ["status": "ANY"])

        let handler = ConnectionHandler.default
        let anyID = handler.getConnectionID(parentID: .viewerID, key: "Feed_todos", filters: ["status": "ANY"])
        let openID = handler.getConnectionID(parentID: .viewerID, key: "Feed_todos", filters: ["status": "OPEN"])
        XCTAssertEqual(anyID.rawValue, #"client:root:viewer:__Feed_todos_connection(status:"ANY")"#)
        XCTAssertEqual(connectionID(any), anyID.rawValue)
        XCTAssertEqual(connectionID(open), openID.rawValue)
        XCTAssertEqual(environment.store.edgeNodeIDs(anyID), ["t1"])
        XCTAssertEqual(environment.store.edgeNodeIDs(openID), ["t1"])
    }

    func testDynamicKeyIsPartOfTheStorageKey() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond("FeedQuery", body)
        let snapshot = try await environment.fetchQuery(
            query(dynamicKey: true), variables: ["status": "ANY", "feed": "home"])
        XCTAssertEqual(
            connectionID(snapshot), #"client:root:viewer:__Feed_todos_connection(__dynamicKey:"home",status:"ANY")"#)
        XCTAssertFalse(snapshot.isMissingData)
    }
}

private extension SelectorValue {
    var jsonValue: JSONValue? {
        if case .scalar(let value) = self { return value }
        return nil
    }
}
