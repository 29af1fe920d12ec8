import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// `RequiredViewerQuery`'s `@required` fields are non-optional in its generated type; a null
/// one nulls the object holding it, is logged (`LOG`) or fails the read (`THROW`).
final class RequiredFieldTests: XCTestCase {
    private let network = ScriptedNetwork()
    private let logged = Collected<MissingRequiredField>()
    private lazy var environment = Environment(network: network, requiredFieldLogger: { [logged] in logged.append($0) })

    private func fetch(name: String, totalCount: String, edges: String) async throws -> RequiredViewerQuery.Data? {
        network.respond(
            "RequiredViewerQuery",
            #"{"data":{"viewer":{"id":"me","name":\#(name),"todos":{"totalCount":\#(totalCount),"#
                + #""edges":\#(edges)}}}}"#)
        return try await environment.fetchQuery(RequiredViewerQuery.self, variables: EmptyVariables())
    }

    func testRequiredFieldsAreNonOptionalAndANullNodeNullsItsEdge() async throws {
        let data = try await fetch(
            name: #""Ada""#, totalCount: "2",
            edges: #"[{"node":{"id":"t1","text":"one"}},{"node":null}]"#)
        let viewer = try XCTUnwrap(data?.viewer)
        // Non-optional: these compile only because `@required` made them so.
        let name: String = viewer.name
        let totalCount: Int = viewer.todos.totalCount
        XCTAssertEqual(name, "Ada")
        XCTAssertEqual(totalCount, 2)
        XCTAssertEqual(viewer.todos.edges?.map { $0?.node.text }, ["one", nil])
        XCTAssertEqual(logged.all.map(\.path), [], "NONE logs nothing")
    }

    func testANullLogFieldNullsTheViewerAndIsLogged() async throws {
        let data = try await fetch(name: "null", totalCount: "2", edges: "[]")
        XCTAssertNotNil(data)
        XCTAssertNil(data?.viewer)
        XCTAssertEqual(logged.all.map(\.path), ["viewer.name"])
    }

    func testANullThrowFieldFailsTheRead() async throws {
        do {
            _ = try await fetch(name: #""Ada""#, totalCount: "null", edges: "[]")
            XCTFail("expected RequiredFieldError")
        } catch let error as RequiredFieldError {
            XCTAssertEqual(error.field.path, "viewer.todos.totalCount")
            XCTAssertEqual(error.field.owner, "RequiredViewerQuery")
            XCTAssertEqual(error.field.action, .throw)
        }
    }
}
