import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// A field selected both above and under `@include` is in the artifacts once (the repeat is
/// redundant), yet the generated type reads all of it: the runtime merges the two reads of
/// `todos` into one object.
final class RedundantSelectionTests: XCTestCase {
    func testTheRepeatedFieldReadsEverythingSelectedUnderIt() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond(
            "ViewerDetailsQuery",
            #"{"data":{"viewer":{"id":"me","name":"Ada","completedCount":1,"#
                + #""todos":{"totalCount":3,"pageInfo":{"hasNextPage":true}}}}}"#)
        let data = try await environment.fetchQuery(ViewerDetailsQuery.self, variables: .init(withDetails: true))
        let viewer = try XCTUnwrap(data?.viewer)
        XCTAssertEqual(viewer.name, "Ada")
        XCTAssertEqual(viewer.completedCount, 1)
        XCTAssertEqual(viewer.todos.totalCount, 3)
        XCTAssertEqual(viewer.todos.pageInfo?.hasNextPage, true)
        // The normalization AST asks for `totalCount` once, outside the condition.
        XCTAssertEqual(count("totalCount", in: ViewerDetailsQuery.node.operation.selections), 1)
    }

    /// How many scalar fields named `name` the selections hold, at any depth.
    private func count(_ name: String, in selections: [NormalizationSelection]) -> Int {
        selections.reduce(0) { total, selection in
            switch selection {
            case .scalarField(let field): total + (field.name == name ? 1 : 0)
            case .linkedField(let field): total + count(name, in: field.selections)
            case .condition(let condition): total + count(name, in: condition.selections)
            case .inlineFragment(let fragment): total + count(name, in: fragment.selections)
            case .clientExtension(let clientExtension): total + count(name, in: clientExtension.selections)
            default: total
            }
        }
    }
}
