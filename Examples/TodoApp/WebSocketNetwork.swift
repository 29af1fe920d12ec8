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
        let socket = openSocket()
        return AsyncThrowingStream { continuation in
            // The exchange, until the server completes, it breaks down, or the socket is closed
            // because the app stopped listening (below).
            Task {
                // Closed however the exchange ends.
                defer { socket.close() }
                var transport = GraphQLTransportWS(
                    id: "1", request: request, variables: variables, connectionParams: connectionParams)
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
            continuation.onTermination = { termination in
                // Finished: the exchange is over, and its socket closed.
                guard case .cancelled = termination else { return }
                // The app stopped listening: the server is told so, then the socket closes,
                // which ends the exchange's pending `receive` (within seconds if the send hangs).
                let complete = GraphQLTransportWS(id: "1", request: request, variables: variables).complete
                Task {
                    try? await socket.send(complete)
                    socket.close()
                }
                Task {
                    try? await Task.sleep(for: .seconds(5))
                    socket.close()
                }
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

    /// The server closed the socket: its close code (4401 unauthorized, 4403 forbidden,
    /// 4409 subscriber already exists, 4500 internal error, …) and reason.
    struct Closed: Error, CustomStringConvertible {
        let code: Int
        let reason: String
        var description: String { "the server closed the WebSocket (\(code)) \(reason)" }
    }

    func send(_ text: String) async throws {
        if task.state == .suspended { task.resume() }
        try await task.send(.string(text))
    }

    func receive() async throws -> String {
        let message: URLSessionWebSocketTask.Message
        do {
            message = try await task.receive()
        } catch {
            guard task.closeCode != .invalid else { throw error }
            throw Closed(
                code: task.closeCode.rawValue, reason: String(decoding: task.closeReason ?? Data(), as: UTF8.self))
        }
        switch message {
        case .string(let text): return text
        case .data(let data): return String(decoding: data, as: UTF8.self)
        @unknown default: return ""
        }
    }

    /// Closes the socket (again, harmlessly, if it is closed).
    func close() { task.cancel(with: .normalClosure, reason: nil) }
}
