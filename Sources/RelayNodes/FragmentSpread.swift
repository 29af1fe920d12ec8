/// A named fragment spread in a reader AST: `{"args": null, "kind": "FragmentSpread", "name": "Profile"}`.
///
/// The reader does not read the fragment's fields here (data masking); it leaves a fragment
/// pointer that the fragment's own reader resolves.
public struct FragmentSpread: Sendable, Hashable, Codable {
    /// The fragment name.
    public var name: String
    /// The `@arguments` passed to the fragment, or `nil`.
    public var args: [Argument]?

    /// Creates a fragment spread node.
    public init(name: String, args: [Argument]? = nil) {
        self.name = name
        self.args = args
    }

    /// Decodes a `FragmentSpread` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("FragmentSpread")
        name = try container.decode(String.self, forKey: .name)
        args = try container.optional([Argument].self, .args)
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(args, .args)
        try container.encode("FragmentSpread", forKey: .kind)
        try container.encode(name, forKey: .name)
    }
}
