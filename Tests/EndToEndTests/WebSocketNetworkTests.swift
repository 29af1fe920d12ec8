import Foundation
import Relay
import RelayTestSupport
import XCTest

@testable import TodoApp

/// The example app's `WebSocketNetwork` running a generated subscription against a scripted
/// `graphql-transport-ws` server, over a socket in memory.
final class WebSocketNetworkTests: XCTestCase {
    private let socket = ScriptedSocket()
    private lazy var environment = Environment(
        network: WebSocketNetwork(
            http: HTTPNetwork(endpoint: URL(string: "https://example.com/graphql")!),
            connectionParams: ["token": "secret"], openSocket: { [socket] in socket }))

    /// Requests `TodoChangedSubscription` for `me` and iterates it in a task: the data
    /// yielded, and the task, which returns the error the stream ended with, if any.
    private func subscribe() throws -> (Collected<TodoChangedSubscription.Data?>, Task<(any Error)?, Never>) {
        collect(try environment.requestSubscription(TodoChangedSubscription(userId: "me")))
    }

    /// The client's `n`th message (from 1), once sent, parsed.
    private func sentMessage(_ n: Int) async throws -> JSONValue {
        await waitUntil { self.socket.sent.count >= n }
        return try JSONValue(parsing: try XCTUnwrap(socket.sent.all.dropFirst(n - 1).first))
    }

    /// Opens the subscription up to the server's acknowledgement.
    private func open() async throws -> (Collected<TodoChangedSubscription.Data?>, Task<(any Error)?, Never>) {
        let subscription = try subscribe()
        _ = try await sentMessage(1)
        socket.serverSends(#"{"type":"connection_ack"}"#)
        _ = try await sentMessage(2)
        return subscription
    }

    func testTheProtocolsExchangeStoresEachPayloadUntilTheServerCompletes() async throws {
        let (payloads, task) = try subscribe()
        let connectionInit = try await sentMessage(1)
        XCTAssertEqual(connectionInit, ["type": "connection_init", "payload": ["token": "secret"]])
        socket.serverSends(#"{"type":"connection_ack"}"#)
        let subscribe = try await sentMessage(2)
        XCTAssertEqual(subscribe["type"], "subscribe")
        XCTAssertEqual(subscribe["id"], "1")
        XCTAssertEqual(subscribe["payload"]?["operationName"], "TodoChangedSubscription")
        XCTAssertEqual(subscribe["payload"]?["variables"], ["userId": "me"])
        XCTAssertEqual(subscribe["payload"]?["query"]?.stringValue, TodoChangedSubscription.node.params.text)

        socket.serverSends(#"{"type":"ping"}"#)
        let pong = try await sentMessage(3)
        XCTAssertEqual(pong, ["type": "pong"])
        socket.serverSends(
            #"{"id":"1","type":"next","payload":{"data":{"todoChanged":{"id":"todo-1","text":"Hi","complete":true}}}}"#)
        await waitUntil { payloads.count == 1 }
        XCTAssertEqual(payloads.last??.todoChanged?.text, "Hi")
        XCTAssertEqual(environment.store.record("todo-1")?.scalar(forKey: "text"), "Hi")

        socket.serverSends(#"{"id":"2","type":"next","payload":{"data":{"todoChanged":null}}}"#)
        socket.serverSends(#"{"id":"1","type":"complete"}"#)
        let error = await task.value
        XCTAssertNil(error)
        XCTAssertEqual(payloads.count, 1, "another subscription's message is ignored")
        await waitUntil { self.socket.isClosed }
        XCTAssertTrue(socket.isClosed)
    }

    func testAnErrorMessageEndsTheSubscriptionWithItsErrors() async throws {
        let (_, task) = try await open()
        socket.serverSends(#"{"id":"1","type":"error","payload":[{"message":"Unknown field"}]}"#)
        let error = await task.value
        XCTAssertEqual(error as? RelayError, .graphQL([GraphQLError(json: ["message": "Unknown field"])]))
    }

    func testAMessageOutsideTheProtocolEndsTheSubscription() async throws {
        let (_, task) = try await open()
        socket.serverSends("hello")
        let error = await task.value
        guard case .network(let description)? = error as? RelayError else {
            return XCTFail("expected a network error, got \(String(describing: error))")
        }
        XCTAssertTrue(description.contains("not a graphql-transport-ws message"), description)
        await waitUntil { self.socket.isClosed }
        XCTAssertTrue(socket.isClosed, "the socket is closed when the exchange breaks down")
    }

    func testStoppingTheIterationCompletesTheSubscriptionAndClosesTheSocket() async throws {
        let (_, task) = try await open()
        task.cancel()
        await waitUntil { self.socket.isClosed }
        XCTAssertTrue(socket.isClosed)
        XCTAssertEqual(try JSONValue(parsing: try XCTUnwrap(socket.sent.last)), ["id": "1", "type": "complete"])
    }

    func testAPersistedOperationIsSubscribedToByItsID() throws {
        let request = RequestParameters(name: "Q", operationKind: .subscription, id: "abc123")
        let transport = GraphQLTransportWS(id: "7", request: request, variables: [:])
        XCTAssertEqual(transport.connectionInit, #"{"type":"connection_init"}"#)
        let subscribe = try JSONValue(parsing: transport.subscribe)
        XCTAssertEqual(subscribe["payload"]?["id"], "abc123")
        XCTAssertNil(subscribe["payload"]?["query"])
    }

    func testMessagesOutOfTurnOrWithoutWhatTheyCarryBreakTheProtocol() throws {
        let request = RequestParameters(name: "Q", operationKind: .subscription, text: "subscription Q { a }")
        var transport = GraphQLTransportWS(id: "7", request: request, variables: [:])
        XCTAssertThrowsError(try transport.step(for: #"{"id":"7","type":"next","payload":{"data":{}}}"#)) {
            XCTAssertEqual(
                $0 as? GraphQLTransportWS.ProtocolError, .init(message: "a 'next' message before 'connection_ack'"))
        }
        XCTAssertEqual(try transport.step(for: #"{"type":"connection_ack"}"#), .reply(transport.subscribe))
        XCTAssertThrowsError(try transport.step(for: #"{"type":"connection_ack"}"#))
        XCTAssertEqual(try transport.step(for: #"{"type":"pong"}"#), .ignore)
        XCTAssertEqual(try transport.step(for: #"{"id":"8","type":"complete"}"#), .ignore)
        XCTAssertThrowsError(try transport.step(for: #"{"id":"7","type":"next"}"#))
        XCTAssertThrowsError(try transport.step(for: #"{"id":"7","type":"error"}"#))
        XCTAssertThrowsError(try transport.step(for: #"{"id":"7","type":"error","payload":[]}"#))
        XCTAssertThrowsError(try transport.step(for: #"{"id":"7","type":"data"}"#))
        XCTAssertThrowsError(try transport.step(for: "[1]"))
        XCTAssertEqual(try transport.step(for: #"{"id":"7","type":"complete"}"#), .complete)
    }
}

/// A socket in memory: what the client sends is collected, what the server sends is queued
/// for the client's `receive`.
private final class ScriptedSocket: MessageSocket, @unchecked Sendable {
    struct Closed: Error {}

    private let lock = NSLock()
    private var queued: [String] = []
    private var waiting: CheckedContinuation<String, any Error>?
    private var closed = false
    let sent = Collected<String>()

    var isClosed: Bool { lock.withLock { closed } }

    func send(_ text: String) async throws {
        if isClosed { throw Closed() }
        sent.append(text)
    }

    func receive() async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                if closed {
                    continuation.resume(throwing: Closed())
                } else if !queued.isEmpty {
                    continuation.resume(returning: queued.removeFirst())
                } else {
                    waiting = continuation
                }
            }
        }
    }

    /// A message from the server.
    func serverSends(_ text: String) {
        lock.withLock {
            if let waiting {
                self.waiting = nil
                waiting.resume(returning: text)
            } else {
                queued.append(text)
            }
        }
    }

    func close() {
        lock.withLock {
            closed = true
            waiting?.resume(throwing: Closed())
            waiting = nil
        }
    }
}
