/// A fragment spread or an inline fragment marked `@alias` in a reader AST: its selections
/// are read as an object of their own, under `name`, which is `null` when the record is not
/// of the fragment's type:
/// `{"fragment": {"kind": "InlineFragment", ...}, "kind": "AliasedInlineFragmentSpread",
/// "name": "user"}`. An aliased spread is an inline fragment on the spread fragment's type
/// holding the spread.
public struct AliasedInlineFragmentSpread: Sendable, Hashable, Codable {
    /// The alias: the key the object is read under.
    public var name: String
    /// The fragment whose selections the object holds.
    public var fragment: ReaderInlineFragment

    /// Creates an aliased fragment node.
    public init(name: String, fragment: ReaderInlineFragment) {
        self.name = name
        self.fragment = fragment
    }

    /// Decodes an `AliasedInlineFragmentSpread` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("AliasedInlineFragmentSpread")
        name = try container.decode(String.self, forKey: .name)
        fragment = try container.decode(ReaderInlineFragment.self, forKey: .fragment)
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode(fragment, forKey: .fragment)
        try container.encode("AliasedInlineFragmentSpread", forKey: .kind)
        try container.encode(name, forKey: .name)
    }
}
