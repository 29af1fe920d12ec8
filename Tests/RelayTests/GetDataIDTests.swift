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

    func testARefetchGivesTheIdentifierToTheVariableTheMetadataNames() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network, getDataID: .field(named: "nodeId"))
        network.respond("ViewerQuery", #"{"data":\#(data)}"#)
        _ = try await environment.fetchQuery(request)
        network.respond(
            "UserNameRefetchQuery",
            #"{"data":{"node":{"__typename":"User","nodeId":"VXNlcjox","name":"Ada L."}}}"#)
        let pointer = FragmentPointer(dataID: "VXNlcjox", fragmentName: "UserName")
        let refetched = try await environment.refetch(UserName.self, pointer: pointer)
        // `node(nodeId: $nodeId)`: the variable the compiler named after the identifying field.
        XCTAssertEqual(network.requests.last?.variables, ["nodeId": "VXNlcjox"])
        XCTAssertEqual(refetched.dataID, "VXNlcjox")
        XCTAssertEqual(environment.store.record("VXNlcjox")?.fields["name"], .scalar("Ada L."))
    }
}

/// `fragment UserName on User @refetchable(queryName: "UserNameRefetchQuery") { name nodeId }`
/// compiled with `nodeInterfaceIdField: "nodeId"`.
private enum UserName: RefetchableFragment {
    struct Data: Decodable, Sendable { var name: String? }
    static let node = ReaderFragment(
        name: "UserName", type: "User", selections: [R.scalar("name"), R.scalar("nodeId")])
    static let refetchMetadata = RefetchMetadata(
        fragmentPathInResult: ["node"], operation: "UserNameRefetchQuery", identifierField: "nodeId",
        identifierQueryVariableName: "nodeId")

    /// `query UserNameRefetchQuery($nodeId: ID!) { node(nodeId: $nodeId) { __typename ...UserName nodeId } }`
    struct RefetchQuery: GraphQLQuery {
        struct Variables: Encodable, Sendable { var nodeId: String }
        struct Data: Decodable, Sendable {}
        var variables: Variables
        static let node: ConcreteRequest = {
            let arguments = [Argument.variable(name: "nodeId", variableName: "nodeId")]
            let operation = NormalizationOperation(
                name: "UserNameRefetchQuery",
                argumentDefinitions: [.local(name: "nodeId", defaultValue: nil)],
                selections: [
                    .linkedField(
                        LinkedField(
                            name: "node", args: arguments,
                            selections: [N.scalar("__typename"), N.scalar("name"), N.scalar("nodeId")]))
                ])
            let fragment = ReaderFragment(
                name: "UserNameRefetchQuery", type: "Query",
                selections: [
                    .linkedField(LinkedField(name: "node", args: arguments, selections: [R.spread("UserName")]))
                ])
            return ConcreteRequest(
                fragment: fragment, operation: operation,
                params: RequestParameters(name: "UserNameRefetchQuery", operationKind: .query))
        }()
    }
}
