/// The variable names a refetchable connection pages with in one direction:
/// `{"count": "count", "cursor": "cursor"}`.
public struct PaginationVariables: Sendable, Hashable, Codable {
    /// The page-size variable.
    public var count: String
    /// The cursor variable.
    public var cursor: String

    /// Creates a pair of pagination variable names.
    public init(count: String, cursor: String) {
        self.count = count
        self.cursor = cursor
    }
}

/// The connection of a `@refetchable` fragment:
/// `{"forward": {...} | null, "backward": {...} | null, "path": ["comments"]}`.
public struct RefetchConnectionMetadata: Sendable, Hashable, Codable {
    /// Variables for paging forward, or `nil`.
    public var forward: PaginationVariables?
    /// Variables for paging backward, or `nil`.
    public var backward: PaginationVariables?
    /// Response keys from the fragment root to the connection.
    public var path: [String]

    /// Creates refetch connection metadata.
    public init(forward: PaginationVariables? = nil, backward: PaginationVariables? = nil, path: [String]) {
        self.forward = forward
        self.backward = backward
        self.path = path
    }

    /// Decodes tolerating missing directions.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        forward = try container.optional(PaginationVariables.self, .forward)
        backward = try container.optional(PaginationVariables.self, .backward)
        path = try container.optional([String].self, .path) ?? []
    }

    /// Encodes in Relay's key order with explicit nulls.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(forward, .forward)
        try container.encodeNullable(backward, .backward)
        try container.encode(path, forKey: .path)
    }
}

/// `metadata.refetch` of a `@refetchable` fragment.
///
/// Relay's compiler prints `"operation": require('Query.graphql')`, a JavaScript module
/// reference; this model keeps the refetch query's name instead, printed as a JSON string.
public struct RefetchMetadata: Sendable, Hashable, Codable {
    /// The fragment's connection, or `nil` when it has none.
    public var connection: RefetchConnectionMetadata?
    /// Where the fragment sits in the refetch query's result: `["node"]`, `["viewer"]` or `[]`.
    public var fragmentPathInResult: [String]
    /// The name of the generated refetch query.
    public var operation: String
    /// `"id"` for fragments on `Node` (or `@fetchable` types), else `nil`.
    public var identifierField: String?
    /// The refetch query's variable that takes the identifier, when it is not `id`: a
    /// fragment on `Node` whose identifying field has another name is refetched by a variable
    /// of that name (`node(nodeId: $nodeId)`), as Relay names it.
    public var identifierQueryVariableName: String?

    /// The refetch query's variable that takes the identifier.
    public var identifierVariable: String { identifierQueryVariableName ?? "id" }

    /// Creates refetch metadata.
    public init(
        connection: RefetchConnectionMetadata? = nil, fragmentPathInResult: [String], operation: String,
        identifierField: String? = nil, identifierQueryVariableName: String? = nil
    ) {
        self.connection = connection
        self.fragmentPathInResult = fragmentPathInResult
        self.operation = operation
        self.identifierField = identifierField
        self.identifierQueryVariableName = identifierQueryVariableName
    }

    /// Decodes tolerating missing optional keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        connection = try container.optional(RefetchConnectionMetadata.self, .connection)
        fragmentPathInResult = try container.optional([String].self, .fragmentPathInResult) ?? []
        operation = try container.decode(String.self, forKey: .operation)
        identifierField = try container.optional(String.self, .identifierField)
        identifierQueryVariableName = try container.optional(String.self, .identifierQueryVariableName)
    }

    /// Encodes in Relay's key order; `identifierField` and `identifierQueryVariableName` only
    /// when set, as Relay does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(connection, .connection)
        try container.encode(fragmentPathInResult, forKey: .fragmentPathInResult)
        try container.encode(operation, forKey: .operation)
        if let identifierField { try container.encode(identifierField, forKey: .identifierField) }
        if let identifierQueryVariableName {
            try container.encode(identifierQueryVariableName, forKey: .identifierQueryVariableName)
        }
    }
}
