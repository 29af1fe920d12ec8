/// A field of object, interface or union type, in either AST (`Selection` is
/// `ReaderSelection` or `NormalizationSelection`):
/// `{"alias", "args", "concreteType", "kind": "LinkedField", "name", "plural", "selections", "storageKey"}`.
public struct LinkedField<Selection: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The alias, or `nil` when there is none or it equals the name.
    public var alias: String?
    /// The arguments sorted by name, or `nil` when there are none.
    public var args: [Argument]?
    /// The object type of the field, or `nil` when the field's type is abstract.
    public var concreteType: String?
    /// The schema field name (for a connection in the reader AST, the handle key `__<key>_connection`).
    public var name: String
    /// Whether the field is a list.
    public var plural: Bool
    /// The selections made on the linked record(s).
    public var selections: [Selection]
    /// The precomputed storage key when every argument is a literal.
    public var storageKey: String?

    /// Creates a linked field node.
    public init(
        alias: String? = nil, name: String, args: [Argument]? = nil, concreteType: String? = nil,
        plural: Bool = false, selections: [Selection], storageKey: String? = nil
    ) {
        self.alias = alias
        self.name = name
        self.args = args
        self.concreteType = concreteType
        self.plural = plural
        self.selections = selections
        self.storageKey = storageKey
    }

    /// The key of this field in response and reader data: the alias, else the name.
    public var responseKey: String { alias ?? name }

    /// The key under which the field is stored in its record for the given variables.
    public func storageKey(variables: [String: JSONValue]) -> String {
        storageKey ?? StorageKey.format(name: name, arguments: args, variables: variables)
    }

    /// Decodes a `LinkedField` node; `plural` defaults to `false` when missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("LinkedField")
        alias = try container.optional(String.self, .alias)
        args = try container.optional([Argument].self, .args)
        concreteType = try container.optional(String.self, .concreteType)
        name = try container.decode(String.self, forKey: .name)
        plural = try container.optional(Bool.self, .plural) ?? false
        selections = try container.optional([Selection].self, .selections) ?? []
        storageKey = try container.optional(String.self, .storageKey)
    }

    /// Encodes in Relay's key order, with explicit nulls.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(alias, .alias)
        try container.encodeNullable(args, .args)
        try container.encodeNullable(concreteType, .concreteType)
        try container.encode("LinkedField", forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(plural, forKey: .plural)
        try container.encode(selections, forKey: .selections)
        try container.encodeNullable(storageKey, .storageKey)
    }
}
