import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// `@__clientField(handle:)`: the runtime runs the app's handler on the field after
/// normalizing the response, and the generated type reads what the handler stored.
final class ClientFieldHandleTests: XCTestCase {
    /// Stores the field's string upper-cased under the handle's key.
    private struct ShoutHandler: Handler {
        func update(store: inout RecordSourceProxy, fieldPayload payload: HandleFieldPayload) {
            guard let record = store.get(payload.dataID), case .string(let name)? = record[payload.fieldKey] else {
                return
            }
            record[payload.handleKey] = .string(name.uppercased())
        }
    }

    private let network = ScriptedNetwork()

    func testTheFieldReadsWhatTheHandlerStored() async throws {
        let store = Store(handlerProvider: HandlerProvider.default.adding(ShoutHandler(), named: "shout"))
        let environment = Environment(network: network, store: store)
        network.respond("ShoutedNameQuery", #"{"data":{"user":{"id":"me","name":"Ada"}}}"#)
        let data = try await environment.fetchQuery(ShoutedNameQuery.self, variables: .init(id: "me"))
        XCTAssertEqual(data?.user?.name, "ADA")
        // The server's value stays where the server's data goes.
        XCTAssertEqual(store.record("me")?.scalar(forKey: "name"), "Ada")
    }

    func testWithoutItsHandlerTheFieldHasNothingToRead() async throws {
        let environment = Environment(network: network)
        network.respond("ShoutedNameQuery", #"{"data":{"user":{"id":"me","name":"Ada"}}}"#)
        let data = try await environment.fetchQuery(ShoutedNameQuery.self, variables: .init(id: "me"))
        XCTAssertNotNil(data?.user)
        XCTAssertNil(data?.user?.name)
    }
}
