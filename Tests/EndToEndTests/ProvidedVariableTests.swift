import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// A provided variable (ProvidedVariables.graphql): the caller passes nothing; each fetch asks
/// the app's provider, sends its value with the query, and reads the fragment with it.
final class ProvidedVariableTests: XCTestCase {
    private let variable = "__relay_internal__pv__ShowsCompletedCount"

    override func tearDown() {
        AppSettings.shared.showsCompletedCount = true
    }

    func testEachFetchSendsAndReadsWithWhatTheProviderGivesThen() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        let response = #"{"data":{"viewer":{"id":"me","name":"Ada","completedCount":2}}}"#

        network.respond("ViewerProgressQuery", response)
        let shown = try await environment.fetchQuery(ViewerProgressQuery())
        XCTAssertEqual(network.requests.last?.variables[variable], .bool(true))
        let progress = try environment.read(ViewerProgress_user(key: try XCTUnwrap(shown?.viewer)))
        XCTAssertEqual(progress, .init(name: "Ada", completedCount: 2))

        AppSettings.shared.showsCompletedCount = false
        network.respond("ViewerProgressQuery", #"{"data":{"viewer":{"id":"me","name":"Ada"}}}"#)
        let hidden = try await environment.fetchQuery(ViewerProgressQuery())
        XCTAssertEqual(network.requests.last?.variables[variable], .bool(false))
        // Read with the value this fetch was made with: the count is not asked for.
        XCTAssertEqual(
            try environment.read(ViewerProgress_user(key: try XCTUnwrap(hidden?.viewer))),
            .init(name: "Ada", completedCount: nil))
    }

    func testTheQueryTextDeclaresTheVariableAndTheCallerNeverPassesIt() {
        let text = ViewerProgressQuery.node.params.text ?? ""
        XCTAssertTrue(text.contains("$\(variable): Boolean!"), text)
        XCTAssertEqual(ViewerProgressQuery.node.params.providedVariables.map(\.provider), ["ShowsCompletedCount"])
        // `ViewerProgressQuery()` takes no variables: `EmptyVariables`.
        XCTAssertTrue(ViewerProgressQuery.Variables.self == EmptyVariables.self)
    }
}
