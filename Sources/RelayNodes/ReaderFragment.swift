/// `metadata` of a reader fragment; every key is optional and printed only when set.
public struct FragmentMetadata: Sendable, Hashable, Codable {
    /// The `@connection` fields of the fragment.
    public var connection: [ConnectionMetadata]?
    /// `false` for `@relay(mask: false)`.
    public var mask: Bool?
    /// `true` for `@relay(plural: true)`.
    public var plural: Bool?
    /// Refetch information of a `@refetchable` fragment.
    public var refetch: RefetchMetadata?

    /// Creates fragment metadata.
    public init(
        connection: [ConnectionMetadata]? = nil, mask: Bool? = nil, plural: Bool? = nil,
        refetch: RefetchMetadata? = nil
    ) {
        self.connection = connection
        self.mask = mask
        self.plural = plural
        self.refetch = refetch
    }

    /// Decodes tolerating missing keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        connection = try container.optional([ConnectionMetadata].self, .connection)
        mask = try container.optional(Bool.self, .mask)
        plural = try container.optional(Bool.self, .plural)
        refetch = try container.optional(RefetchMetadata.self, .refetch)
    }

    /// Encodes only the keys that are set, in Relay's order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeIfPresent(connection, forKey: .connection)
        try container.encodeIfPresent(mask, forKey: .mask)
        try container.encodeIfPresent(plural, forKey: .plural)
        try container.encodeIfPresent(refetch, forKey: .refetch)
    }
}

/// The reader AST of a fragment, or of an operation (the `fragment` of a `ConcreteRequest`):
/// `{"argumentDefinitions", "kind": "Fragment", "metadata", "name", "selections", "type", "abstractKey"}`.
public struct ReaderFragment: Sendable, Hashable, Codable {
    /// The fragment's (or operation's) variables.
    public var argumentDefinitions: [ArgumentDefinition]
    /// Metadata, or `nil`.
    public var metadata: FragmentMetadata?
    /// The fragment or operation name.
    public var name: String
    /// What the fragment reads.
    public var selections: [ReaderSelection]
    /// The type condition (the root type name for an operation).
    public var type: String
    /// `"__is<Type>"` when `type` is abstract, else `nil`.
    public var abstractKey: String?

    /// Creates a reader fragment.
    public init(
        name: String, type: String, abstractKey: String? = nil,
        argumentDefinitions: [ArgumentDefinition] = [], metadata: FragmentMetadata? = nil,
        selections: [ReaderSelection]
    ) {
        self.name = name
        self.type = type
        self.abstractKey = abstractKey
        self.argumentDefinitions = argumentDefinitions
        self.metadata = metadata
        self.selections = selections
    }

    /// Whether the fragment reads a list of records (`@relay(plural: true)`).
    public var isPlural: Bool { metadata?.plural ?? false }

    /// Decodes a `Fragment` node tolerating missing optional keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("Fragment")
        argumentDefinitions = try container.optional([ArgumentDefinition].self, .argumentDefinitions) ?? []
        metadata = try container.optional(FragmentMetadata.self, .metadata)
        name = try container.decode(String.self, forKey: .name)
        selections = try container.optional([ReaderSelection].self, .selections) ?? []
        type = try container.decode(String.self, forKey: .type)
        abstractKey = try container.optional(String.self, .abstractKey)
    }

    /// Encodes in Relay's key order with explicit nulls.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode(argumentDefinitions, forKey: .argumentDefinitions)
        try container.encode("Fragment", forKey: .kind)
        try container.encodeNullable(metadata, .metadata)
        try container.encode(name, forKey: .name)
        try container.encode(selections, forKey: .selections)
        try container.encode(type, forKey: .type)
        try container.encodeNullable(abstractKey, .abstractKey)
    }
}
