/// The kind of a GraphQL operation.
public enum OperationKind: String, Sendable, Hashable, Codable {
    /// A query.
    case query
    /// A mutation.
    case mutation
    /// A subscription.
    case subscription
}

/// A key named at run time (metadata's and provided variables' keys).
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// `params.metadata` of a request: the connection metadata of a query, plus any other keys
/// kept as JSON so that artifacts round-trip.
public struct RequestMetadata: Sendable, Hashable, Codable {
    /// The `@connection` fields of the query (newer compilers put them here).
    public var connection: [ConnectionMetadata]?
    /// Every other key, unchanged.
    public var other: [String: JSONValue]

    /// Creates request metadata.
    public init(connection: [ConnectionMetadata]? = nil, other: [String: JSONValue] = [:]) {
        self.connection = connection
        self.other = other
    }

    /// Decodes `connection` typed and keeps the other keys as JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        connection = try container.decodeIfPresent(
            [ConnectionMetadata].self, forKey: AnyKey(stringValue: "connection"))
        var other: [String: JSONValue] = [:]
        for key in container.allKeys where key.stringValue != "connection" {
            other[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        self.other = other
    }

    /// Encodes `connection` (when set) and the other keys in name order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        var keys = Array(other.keys)
        if connection != nil { keys.append("connection") }
        for key in keys.sorted() {
            if key == "connection", let connection {
                try container.encode(connection, forKey: AnyKey(stringValue: key))
            } else if let value = other[key] {
                try container.encode(value, forKey: AnyKey(stringValue: key))
            }
        }
    }
}

/// What the network layer needs to run an operation:
/// `{"cacheID", "id", "metadata", "name", "operationKind", "text"}`, and `providedVariables`
/// (each variable's provider, by name) when the operation has any.
public struct RequestParameters: Sendable, Hashable, Codable {
    /// A hash of the text (newest compilers), or `nil`.
    public var cacheID: String?
    /// The persisted query ID, or `nil`.
    public var id: String?
    /// Request metadata.
    public var metadata: RequestMetadata
    /// The operation name.
    public var name: String
    /// Query, mutation or subscription.
    public var operationKind: OperationKind
    /// The printed operation text, or `nil` when persisted.
    public var text: String?
    /// The variables the app provides (`ProvidedVariable`), in the order the normalization
    /// AST's `argumentDefinitions` declare them; empty when there are none.
    public var providedVariables: [ProvidedVariable]

    /// Creates request parameters.
    public init(
        name: String, operationKind: OperationKind, text: String? = nil, id: String? = nil,
        cacheID: String? = nil, metadata: RequestMetadata = RequestMetadata(),
        providedVariables: [ProvidedVariable] = []
    ) {
        self.name = name
        self.operationKind = operationKind
        self.text = text
        self.id = id
        self.cacheID = cacheID
        self.metadata = metadata
        self.providedVariables = providedVariables
    }

    /// Decodes tolerating missing optional keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        cacheID = try container.optional(String.self, .cacheID)
        id = try container.optional(String.self, .id)
        metadata = try container.optional(RequestMetadata.self, .metadata) ?? RequestMetadata()
        name = try container.decode(String.self, forKey: .name)
        operationKind = try container.decode(OperationKind.self, forKey: .operationKind)
        text = try container.optional(String.self, .text)
        // Only the providers' names are data (in name order: JSON objects keep none): a decoded
        // artifact's provided variables have no value to ask for.
        let providers = try container.optional([String: String].self, .providedVariables) ?? [:]
        providedVariables = providers.keys.sorted().map { name in
            ProvidedVariable(name: name, provider: providers[name] ?? "", value: nil)
        }
    }

    /// Encodes in Relay's key order; `cacheID` only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        if let cacheID { try container.encode(cacheID, forKey: .cacheID) }
        try container.encodeNullable(id, .id)
        try container.encode(metadata, forKey: .metadata)
        try container.encode(name, forKey: .name)
        try container.encode(operationKind, forKey: .operationKind)
        try container.encodeNullable(text, .text)
        if !providedVariables.isEmpty {
            var providers = container.nestedContainer(keyedBy: AnyKey.self, forKey: .providedVariables)
            for variable in providedVariables {
                try providers.encode(variable.provider, forKey: AnyKey(stringValue: variable.name))
            }
        }
    }
}
