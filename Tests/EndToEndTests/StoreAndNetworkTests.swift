import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// A generated query answered from the store, then from the network, each answer decoded.
final class StoreAndNetworkTests: XCTestCase {
    func testTheStoresAnswerThenTheServers() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        network.respond("UserTodosQuery", TodoServer.userTodos([1]))
        _ = try await environment.fetchQuery(UserTodosQuery.self, variables: .init(id: "me"))

        network.respond("UserTodosQuery", TodoServer.userTodos([1]).replacingOccurrences(of: #""Me""#, with: #""Me!""#))
        var names: [String?] = []
        for try await data in try environment.fetchQueryFromStoreAndNetwork(
            UserTodosQuery.self, variables: .init(id: "me"))
        {
            names.append(data?.user?.name)
        }
        XCTAssertEqual(names, ["Me", "Me!"])
    }
}
