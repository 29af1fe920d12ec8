import Foundation
import Relay

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `Network` for an app with subscriptions: queries and mutations go over HTTP, each
/// subscription over a WebSocket of its own that speaks `graphql-transport-ws`
/// (`GraphQLTransportWS` says what the messages mean). The socket is closed when the server
/// completes the subscription or when the app stops listening.
struct WebSocketNetwork: Network {
    /// Where queries and mutations go.
    let http: HTTPNetwork
    /// What the server is given when a connection opens (an authorization token, say).
    var connectionParams: JSONValue?
    /// Opens a socket to the server, one per subscription.
    let openSocket: @Sendable () -> any MessageSocket

    /// Subscriptions over WebSockets to `webSocketEndpoint` (`wss://…`).
    init(http: HTTPNetwork, webSocketEndpoint: URL, connectionParams: JSONValue? = nil) {
        self.init(http: http, connectionParams: connectionParams) {
            URLSessionMessageSocket(
                task: URLSession.shared.webSocketTask(with: webSocketEndpoint, protocols: ["graphql-transport-ws"]))
        }
    }

    /// Subscriptions over the sockets `openSocket` opens.
    init(http: HTTPNetwork, connectionParams: JSONValue? = nil, openSocket: @escaping @Sendable () -> any MessageSocket)
    {
        self.http = http
        self.connectionParams = connectionParams
        self.openSocket = openSocket
    }

    func execute(request: RequestParameters, variables: VariableData) async throws -> Data {
        try await http.execute(request: request, variables: variables)
    }

    func subscribe(request: RequestParameters, variables: VariableData) -> AsyncThrowingStream<Data, any Error> {
        let transport = GraphQLTransportWS(
            id: "1", request: request, variables: variables, connectionParams: connectionParams)
        let socket = openSocket()
        return AsyncThrowingStream { continuation in
            let messages = Task {
                do {
                    try await socket.send(transport.connectionInit)
                    while true {
                        switch try transport.step(for: try await socket.receive()) {
                        case .reply(let message): try await socket.send(message)
                        case .payload(let body): continuation.yield(Data(body.utf8))
                        case .complete: return continuation.finish()
                        case .ignore: continue
                        }
                    }
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in
                messages.cancel()
                socket.close()
            }
        }
    }
}

/// A socket of text messages: what `WebSocketNetwork` needs of a WebSocket.
protocol MessageSocket: Sendable {
    func send(_ text: String) async throws
    /// The next message; throws once the socket is closed.
    func receive() async throws -> String
    func close()
}

/// A `URLSessionWebSocketTask` as a `MessageSocket`, opened when first used.
struct URLSessionMessageSocket: MessageSocket {
    let task: URLSessionWebSocketTask

    func send(_ text: String) async throws {
        if task.state == .suspended { task.resume() }
        try await task.send(.string(text))
    }

    func receive() async throws -> String {
        switch try await task.receive() {
        case .string(let text): text
        case .data(let data): String(decoding: data, as: UTF8.self)
        @unknown default: ""
        }
    }

    func close() { task.cancel(with: .normalClosure, reason: nil) }
}
