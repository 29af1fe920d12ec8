import Relay
import RelayTestSupport
import XCTest

/// Nothing a server sends traps: bad responses become errors or missing data.
final class BadInputTests: XCTestCase {
    private let network = ScriptedNetwork()
    private lazy var environment = Environment(network: network)
    private let query = Todo.listQuery()

    private func fetch(_ body: String) async -> Result<Snapshot, RelayError> {
        network.respond(query.params.name, body)
        do {
            return .success(try await environment.fetchQuery(query, variables: [:]))
        } catch let error as RelayError {
            return .failure(error)
        } catch {
            XCTFail("unexpected error type \(error)")
            return .failure(.network("unexpected"))
        }
    }

    func testNonJSONBodiesAreErrors() async {
        for body in ["<html>502</html>", "", "{\"data\":", "[1,2]", "\"data\""] {
            guard case .failure(let error) = await fetch(body) else { return XCTFail("expected an error for \(body)") }
            switch error {
            case .invalidJSON, .invalidResponse: break
            default: XCTFail("unexpected \(error) for \(body)")
            }
        }
        XCTAssertEqual(environment.store.source.count, 0)
    }

    func testErrorsWithoutDataAreAnErrorAndStoreNothing() async {
        for body in [
            #"{"errors":[{"message":"denied","path":["user"]}]}"#,
            #"{"data":null,"errors":[{"message":"denied","path":["user"]}]}"#,
        ] {
            guard case .failure(.graphQL(let errors)) = await fetch(body) else {
                return XCTFail("expected GraphQL errors for \(body)")
            }
            XCTAssertEqual(errors.map(\.message), ["denied"])
            XCTAssertEqual(errors.first?.path, ["user"])
        }
        XCTAssertEqual(environment.store.source.count, 0)
    }

    func testAPartialResponseIsStoredAndItsErrorsLogged() async throws {
        let logged = Collected<ResponseErrors>()
        let environment = Environment(network: network, responseErrorLogger: { logged.append($0) })
        network.respond(
            query.params.name,
            #"{"data":{"user":{"id":"me","todos":null}},"errors":[{"message":"partial","path":["user","todos"]}]}"#)
        let snapshot = try await environment.fetchQuery(query, variables: [:])
        XCTAssertNotNil(snapshot.data)
        XCTAssertEqual(environment.store.record("me")?.typeName, "User")
        XCTAssertEqual(logged.all.map(\.operationName), [query.params.name])
        XCTAssertEqual(logged.last?.errors.map(\.message), ["partial"])
        XCTAssertEqual(logged.last?.errors.first?.path, ["user", "todos"])
    }

    func testMissingDataObjectIsAnError() async {
        guard case .failure(.invalidResponse) = await fetch(#"{"data":null}"#) else {
            return XCTFail("expected an error")
        }
    }

    func testMissingFieldsAndWrongTypesBecomeMissingData() async throws {
        let body =
            #"{"data":{"user":{"id":"me","todos":{"edges":[{"cursor":5,"node":"oops"},{"node":{"id":7,"text":null}}],"pageInfo":{}}}}}"#
        guard case .success(let snapshot) = await fetch(body) else { return XCTFail("expected data") }
        XCTAssertTrue(snapshot.isMissingData)
        XCTAssertEqual(environment.store.edgeNodeIDs(), [nil, "7"])
        struct Strict: Decodable {
            struct User: Decodable { let id: String; let todos: Todos }
            struct Todos: Decodable { let edges: [Edge] }
            struct Edge: Decodable { let cursor: String; let node: Node }
            struct Node: Decodable { let id: String; let text: String }
            let user: User
        }
        XCTAssertThrowsError(try snapshot.decode(Strict.self), "a null where non-null was asked is a decoding error")
    }

    func testNullRootFieldReadsAsNull() async throws {
        guard case .success(let snapshot) = await fetch(#"{"data":{"user":null}}"#) else {
            return XCTFail("expected data")
        }
        XCTAssertEqual(snapshot.data?["user"], .null)
        XCTAssertFalse(snapshot.isMissingData)
    }
}
