import Relay

/// One subscription's side of the `graphql-transport-ws` protocol (the WebSocket protocol of
/// the `graphql-ws` library, which most GraphQL servers speak), without the socket: what to
/// send first, and what each message the server sends means. `WebSocketNetwork` moves the
/// messages; this decides what they say, so that it can be tested without a server.
struct GraphQLTransportWS {
    /// What a message from the server asks of the client.
    enum Step: Equatable, Sendable {
        /// Send this message back (the subscription once the connection is acknowledged, or a
        /// `pong` for a `ping`).
        case reply(String)
        /// A payload for the runtime: a GraphQL response body.
        case payload(String)
        /// The server ended the subscription.
        case complete
        /// Nothing to do (a `pong`, or a message about another subscription).
        case ignore
    }

    /// A message that breaks the protocol.
    struct ProtocolError: Error, Equatable {
        let message: String
    }

    /// The subscription's id on the connection (one subscription per connection here).
    let id: String
    let request: RequestParameters
    let variables: VariableData
    /// What the server is given with `connection_init` (an authorization token, say).
    var connectionParams: JSONValue? = nil
    /// Whether the server acknowledged the connection (and the subscription was sent).
    private(set) var isAcknowledged = false

    init(id: String, request: RequestParameters, variables: VariableData, connectionParams: JSONValue? = nil) {
        self.id = id
        self.request = request
        self.variables = variables
        self.connectionParams = connectionParams
    }

    /// The first message: the client's `connection_init`.
    var connectionInit: String {
        var message: [String: JSONValue] = ["type": "connection_init"]
        if let connectionParams { message["payload"] = connectionParams }
        return JSONValue.object(message).jsonString
    }

    /// The `subscribe` message, with the operation's text (or its persisted id instead, as
    /// `HTTPNetwork` sends it).
    var subscribe: String {
        var payload: [String: JSONValue] = ["operationName": .string(request.name), "variables": .object(variables)]
        if let persistedID = request.id {
            payload["id"] = .string(persistedID)
        } else {
            payload["query"] = .string(request.text ?? "")
        }
        return JSONValue.object(["id": .string(id), "type": "subscribe", "payload": .object(payload)]).jsonString
    }

    /// The `complete` message: the client stops listening before the server ended the
    /// subscription.
    var complete: String {
        JSONValue.object(["id": .string(id), "type": "complete"]).jsonString
    }

    /// What `text`, a message from the server, asks for. A message out of turn (a second
    /// acknowledgement, or news of the subscription before the first) breaks the protocol.
    mutating func step(for text: String) throws(ProtocolError) -> Step {
        guard let message = try? JSONValue(parsing: text), let type = message["type"]?.stringValue else {
            throw ProtocolError(message: "not a graphql-transport-ws message: \(text.prefix(200))")
        }
        switch type {
        case "connection_ack":
            guard !isAcknowledged else { throw ProtocolError(message: "a second 'connection_ack'") }
            isAcknowledged = true
            return .reply(subscribe)
        case "ping": return .reply(JSONValue.object(["type": "pong"]).jsonString)
        case "pong": return .ignore
        default: break
        }
        guard message["id"]?.stringValue == id else { return .ignore }
        guard isAcknowledged else { throw ProtocolError(message: "a '\(type)' message before 'connection_ack'") }
        switch type {
        case "next":
            guard let payload = message["payload"], payload.objectValue != nil else {
                throw ProtocolError(message: "a 'next' message without a payload object")
            }
            return .payload(payload.jsonString)
        case "error":
            // The operation failed before it ran (a validation error, say): its errors reach the
            // runtime as a response with `errors` and no data, which ends the subscription.
            guard let errors = message["payload"]?.arrayValue, !errors.isEmpty else {
                throw ProtocolError(message: "an 'error' message without its errors")
            }
            return .payload(JSONValue.object(["errors": .array(errors)]).jsonString)
        case "complete":
            return .complete
        default:
            throw ProtocolError(message: "an unknown message type '\(type)'")
        }
    }
}
