/// Which way a connection pages.
public enum ConnectionDirection: String, Sendable, Hashable, Codable {
    /// `first`/`after`.
    case forward
    /// `last`/`before`.
    case backward
    /// Both.
    case bidirectional
}

/// A `@connection` field of a fragment or query, as listed in `metadata.connection`:
/// `{"count": "count", "cursor": "cursor", "direction": "forward", "path": ["comments"]}`.
public struct ConnectionMetadata: Sendable, Hashable, Codable {
    /// The variable passed as the page size, or `nil` when it is a literal.
    public var count: String?
    /// The variable passed as the cursor, or `nil` when it is a literal or absent.
    public var cursor: String?
    /// The paging direction.
    public var direction: ConnectionDirection
    /// Response keys from the document root to the field, or `nil` below a plural field.
    public var path: [String]?
    /// Whether the field uses `@stream_connection` (printed only when true).
    public var isStreamConnection: Bool

    /// Creates connection metadata.
    public init(
        count: String? = nil, cursor: String? = nil, direction: ConnectionDirection,
        path: [String]? = nil, isStreamConnection: Bool = false
    ) {
        self.count = count
        self.cursor = cursor
        self.direction = direction
        self.path = path
        self.isStreamConnection = isStreamConnection
    }

    /// Decodes tolerating missing optional keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        count = try container.optional(String.self, .count)
        cursor = try container.optional(String.self, .cursor)
        direction = try container.decode(ConnectionDirection.self, forKey: .direction)
        path = try container.optional([String].self, .path)
        isStreamConnection = try container.optional(Bool.self, .stream) ?? false
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(count, .count)
        try container.encodeNullable(cursor, .cursor)
        try container.encode(direction, forKey: .direction)
        try container.encodeNullable(path, .path)
        if isStreamConnection { try container.encode(true, forKey: .stream) }
    }
}
