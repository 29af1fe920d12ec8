import Relay
import RelayTestSupport
import XCTest

/// Records named by a field other than `id` (`GetDataID`, the runtime's side of
/// relay-compiler's `schemaConfig.nodeInterfaceIdField`).
final class GetDataIDTests: XCTestCase {
    /// `query ViewerQuery { viewer { nodeId name friends { nodeId } } }`
    private let request: ConcreteRequest = {
        let operation = NormalizationOperation(
            name: "ViewerQuery",
            selections: [
                N.linked(
                    "viewer", type: "User",
                    [
                        N.scalar("nodeId"), N.scalar("name"),
                        N.linked("friends", type: "User", plural: true, [N.scalar("nodeId")]),
                    ])
            ])
        let fragment = ReaderFragment(
            name: "ViewerQuery", type: "Query",
            selections: [R.linked("viewer", type: "User", [R.scalar("nodeId"), R.scalar("name")])])
        return ConcreteRequest(
            fragment: fragment, operation: operation,
            params: RequestParameters(name: "ViewerQuery", operationKind: .query))
    }()

    private let data = #"{"viewer":{"nodeId":"VXNlcjox","name":"Ada","friends":[{"nodeId":"VXNlcjoy"},{"nodeId":7}]}}"#

    func testRecordsAreNamedByTheFieldGiven() throws {
        let data = try JSONValue(parsing: data)
        let selections = request.operation.selections
        let named = ResponseNormalizer.normalize(
            data, selections: selections, variables: [:], getDataID: .field(named: "nodeId"))
        XCTAssertEqual(named.source[.rootID]?.linkedID(forKey: "viewer"), "VXNlcjox")
        XCTAssertEqual(named.source["VXNlcjox"]?.linkedIDs(forKey: "friends"), ["VXNlcjoy", "7"])
        XCTAssertEqual(named.source["VXNlcjoy"]?.typeName, "User")

        // By default records are named by `id`, which these objects lack: client IDs by path.
        let byDefault = ResponseNormalizer.normalize(data, selections: selections, variables: [:])
        XCTAssertEqual(byDefault.source[.rootID]?.linkedID(forKey: "viewer"), "client:root:viewer")
        XCTAssertNil(byDefault.source["VXNlcjox"])
    }

    func testAnyRuleAndClientIDsWhereItGivesNone() throws {
        // Type-qualified IDs, and none for a friend without one.
        let qualified = GetDataID { object, typeName in
            object["nodeId"]?.stringValue.map { DataID("\(typeName):\($0)") }
        }
        let result = ResponseNormalizer.normalize(
            try JSONValue(parsing: data), selections: request.operation.selections, variables: [:],
            getDataID: qualified)
        XCTAssertEqual(
            result.source["User:VXNlcjox"]?.linkedIDs(forKey: "friends"),
            ["User:VXNlcjoy", "client:User:VXNlcjox:friends:1"])
    }

    func testTheEnvironmentNamesTheRecordsItFetches() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network, getDataID: .field(named: "nodeId"))
        network.respond("ViewerQuery", #"{"data":\#(data)}"#)
        let snapshot = try await environment.fetchQuery(request)
        XCTAssertEqual(environment.store.record("VXNlcjox")?.fields["name"], .scalar("Ada"))
        guard case .object(let viewer)? = snapshot.data?["viewer"] else { return XCTFail("no viewer read") }
        XCTAssertEqual(viewer["name"], .scalar("Ada"))
    }
}
