import Foundation

/// Sends operations to a GraphQL server.
///
/// Return the raw response body; the runtime parses it, so that a body that is not JSON
/// becomes an error result rather than a crash. Throw for transport failures.
public protocol Network: Sendable {
    /// Executes `request` (its `text`, or its persisted `id`) with `variables`.
    func execute(request: RequestParameters, variables: VariableData) async throws -> Data

    /// Subscribes to a GraphQL subscription: each element is one payload's raw response body,
    /// as the server pushes it (over a WebSocket, say). End the stream when the server ends
    /// the subscription; throw for transport failures. The stream is ended for you, and its
    /// `onTermination` called, when the app stops listening: close the connection there.
    ///
    /// A network without subscriptions need not implement this: the default ends at once
    /// with `RelayError.subscriptionsUnsupported`.
    func subscribe(request: RequestParameters, variables: VariableData) -> AsyncThrowingStream<Data, any Error>
}

extension Network {
    public func subscribe(request: RequestParameters, variables: VariableData) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { $0.finish(throwing: RelayError.subscriptionsUnsupported) }
    }
}

/// One entry of a response's `errors` array.
public struct GraphQLError: Error, Sendable, Hashable {
    /// The error message (`"(no message)"` when the server sent none).
    public var message: String
    /// The `path` entry, as sent.
    public var path: [JSONValue]?
    /// The whole error object, as sent.
    public var json: JSONValue

    /// Reads an error object; any JSON is accepted.
    public init(json: JSONValue) {
        self.json = json
        message = json["message"]?.stringValue ?? "(no message)"
        path = json["path"]?.arrayValue
    }
}

/// Why an operation produced no data.
public enum RelayError: Error, Sendable, Equatable {
    /// The network layer threw; the description of its error.
    case network(String)
    /// The response body was not JSON.
    case invalidJSON(JSONParseError)
    /// The response was JSON but not a GraphQL response (no `data` object, no `errors`).
    case invalidResponse(String)
    /// The response carried a non-empty `errors` array; its data, if any, was not stored.
    case graphQL([GraphQLError])
    /// Variables or an optimistic response could not be encoded as JSON.
    case encoding(String)
    /// A subscription was requested of a `Network` that does not implement `subscribe`.
    case subscriptionsUnsupported
}

/// A parsed GraphQL response.
struct GraphQLResponse: Sendable {
    let data: JSONValue

    /// Parses a response body. Any non-empty `errors` makes the whole response an error:
    /// mutations then run no updater, and queries store nothing (a conservative choice;
    /// Relay itself stores partial data).
    init(body: Data) throws(RelayError) {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: body)
        } catch let error as JSONParseError {
            throw .invalidJSON(error)
        } catch {
            throw .invalidResponse(String(describing: error))
        }
        guard let object = json.objectValue else { throw .invalidResponse("The response is not a JSON object") }
        if let errors = object["errors"], errors != .null {
            let list = errors.arrayValue ?? [errors]
            if !list.isEmpty { throw .graphQL(list.map(GraphQLError.init(json:))) }
        }
        guard let data = object["data"], data.objectValue != nil else {
            throw .invalidResponse("The response has no 'data' object")
        }
        self.data = data
    }
}
