import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// `...UserSummary_user @relay(mask: false)`: the query's generated type reads the fragment's
/// fields itself, from the same response.
final class UnmaskedSpreadTests: XCTestCase {
    func testTheQueryReadsTheUnmaskedFragmentsFields() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond(
            "UserSummaryQuery", #"{"data":{"user":{"id":"me","name":"Ada","totalCount":3}}}"#)
        let data = try await environment.fetchQuery(UserSummaryQuery.self, variables: .init(id: "me"))
        XCTAssertEqual(data?.user, .init(name: "Ada", totalCount: 3))
        // The text the server got spreads the fragment, without the directive.
        XCTAssertFalse(UserSummaryQuery.node.params.text?.contains("@relay") ?? true)
    }
}
