/// A spread of an `@inline` fragment in a reader AST: its selections are read with the data
/// that spreads it, into an object of their own under the spread's fragment key, where
/// generated code (or Relay's `readInlineData`) takes them from:
/// `{"args": null, "argumentDefinitions": [], "kind": "InlineDataFragmentSpread", "name": "…",
/// "selections": […]}`.
///
/// The selections are the fragment's; when the fragment's type is not the spreading record's,
/// they are one inline fragment on that type.
public struct InlineDataFragmentSpread: Sendable, Hashable, Codable {
    /// The fragment's name.
    public var name: String
    /// What the fragment reads.
    public var selections: [ReaderSelection]
    /// The `@arguments` passed to the fragment, or `nil`.
    public var args: [Argument]?
    /// The fragment's own arguments (`LocalArgument`) and the operation variables it uses
    /// (`RootArgument`): the variables its selections are read with.
    public var argumentDefinitions: [ArgumentDefinition]

    /// Creates an inline data fragment spread node.
    public init(
        name: String, selections: [ReaderSelection], args: [Argument]? = nil,
        argumentDefinitions: [ArgumentDefinition] = []
    ) {
        self.name = name
        self.selections = selections
        self.args = args
        self.argumentDefinitions = argumentDefinitions
    }

    /// Decodes an `InlineDataFragmentSpread` node (older Relays print neither `args` nor
    /// `argumentDefinitions`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("InlineDataFragmentSpread")
        name = try container.decode(String.self, forKey: .name)
        selections = try container.optional([ReaderSelection].self, .selections) ?? []
        args = try container.optional([Argument].self, .args)
        argumentDefinitions = try container.optional([ArgumentDefinition].self, .argumentDefinitions) ?? []
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(args, .args)
        try container.encode(argumentDefinitions, forKey: .argumentDefinitions)
        try container.encode("InlineDataFragmentSpread", forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(selections, forKey: .selections)
    }
}

/// The artifact of an `@inline` fragment: `{"kind": "InlineDataFragment", "name": "…"}`. It
/// has no reader AST of its own: every spread reads the fragment's selections in place
/// (`InlineDataFragmentSpread`).
public struct InlineDataFragment: Sendable, Hashable, Codable {
    /// The fragment's name.
    public var name: String

    /// Creates the artifact of the `@inline` fragment `name`.
    public init(name: String) {
        self.name = name
    }

    /// Decodes an `InlineDataFragment` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("InlineDataFragment")
        name = try container.decode(String.self, forKey: .name)
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode("InlineDataFragment", forKey: .kind)
        try container.encode(name, forKey: .name)
    }
}
