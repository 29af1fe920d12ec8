import Foundation

/// Sends operations to a GraphQL server.
///
/// Return the raw response body; the runtime parses it, so that a body that is not JSON
/// becomes an error result rather than a crash. Throw for transport failures.
public protocol Network: Sendable {
    /// Executes `request` (its `text`, or its persisted `id`) with `variables`.
    func execute(request: RequestParameters, variables: VariableData) async throws -> Data

    /// Subscribes to a GraphQL subscription, or to a live query (`@live_query(config_id:)`:
    /// `request.operationKind` is `.query`): each element is one payload's raw response body,
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
    /// The response carried `errors` and no data, or was a mutation's and carried `errors` (a
    /// partial response to a query or subscription is stored, its errors given to the
    /// environment's `responseErrorLogger`).
    case graphQL([GraphQLError])
    /// Variables or an optimistic response could not be encoded as JSON.
    case encoding(String)
    /// A subscription (or a pushed live query) was requested of a `Network` that does not
    /// implement `subscribe`.
    case subscriptionsUnsupported
}

/// A parsed GraphQL response.
struct GraphQLResponse: Sendable {
    let data: JSONValue
    /// The errors of a partial response: the fields the server could not resolve (left null in
    /// `data`, each error's `path` naming one).
    let errors: [GraphQLError]

    /// Parses a response body. A response with data is a response, its errors and all (as
    /// Relay takes it); one whose `data` is missing or null is an error: its `errors` if it
    /// has any, else not a GraphQL response at all.
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
        let errors: [GraphQLError]
        switch object["errors"] {
        case nil, .null?: errors = []
        case .array(let list)?: errors = list.map(GraphQLError.init(json:))
        case let error?: errors = [GraphQLError(json: error)]
        }
        guard let data = object["data"], data.objectValue != nil else {
            if !errors.isEmpty { throw .graphQL(errors) }
            throw .invalidResponse("The response has no 'data' object")
        }
        self.data = data
        self.errors = errors
    }
}

/// The errors of a response that also carried data (a partial response), which is stored as
/// any other: what `Environment`'s `responseErrorLogger` is given.
public struct ResponseErrors: Sendable, Hashable {
    /// The operation the response answered.
    public var operationName: String
    /// The errors, each usually naming by its `path` a field the server left null.
    public var errors: [GraphQLError]

    public init(operationName: String, errors: [GraphQLError]) {
        self.operationName = operationName
        self.errors = errors
    }
}
