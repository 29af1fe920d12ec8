/// Selections that apply only when the record's type matches `type`:
/// `{"kind": "InlineFragment", "selections": [...], "type": "Story", "abstractKey": null}`.
///
/// When `type` is an interface or union, `abstractKey` is `"__is<Type>"`: the normalizer stores
/// whether the record implements the type under that key (the server answers it through
/// `__is<Type>: __typename`), and the reader checks it. `type` is `nil` only for an aliased
/// inline fragment written without a type condition (`AliasedInlineFragmentSpread`), which
/// always matches.
public struct InlineFragment<Selection: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The type condition (`nil`: none, the fragment always matches).
    public var type: String?
    /// `"__is<Type>"` when `type` is abstract, else `nil`.
    public var abstractKey: String?
    /// The selections applied when the type matches.
    public var selections: [Selection]

    /// Creates an inline fragment node.
    public init(type: String?, abstractKey: String? = nil, selections: [Selection]) {
        self.type = type
        self.abstractKey = abstractKey
        self.selections = selections
    }

    /// Decodes an `InlineFragment` node; a missing `abstractKey` (older compilers) is `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("InlineFragment")
        type = try container.decode(String?.self, forKey: .type)
        abstractKey = try container.optional(String.self, .abstractKey)
        selections = try container.optional([Selection].self, .selections) ?? []
    }

    /// Whether a record of type `typeName` matches, when the fragment's type is concrete or
    /// absent (an abstract type is checked through `abstractKey`).
    public func matchesConcreteType(_ typeName: String) -> Bool {
        type.map { $0 == typeName } ?? true
    }

    /// Encodes in Relay's key order, `abstractKey` last.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode("InlineFragment", forKey: .kind)
        try container.encode(selections, forKey: .selections)
        try container.encodeNullable(type, .type)
        try container.encodeNullable(abstractKey, .abstractKey)
    }
}
