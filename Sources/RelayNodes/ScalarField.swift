/// A field of scalar or enum type (also `__typename`, `__id`, `cursor`), in both ASTs:
/// `{"alias": null, "args": null, "kind": "ScalarField", "name": "id", "storageKey": null}`.
public struct ScalarField: Sendable, Hashable, Codable {
    /// The alias, or `nil` when there is none or it equals the name.
    public var alias: String?
    /// The arguments sorted by name, or `nil` when there are none.
    public var args: [Argument]?
    /// The schema field name.
    public var name: String
    /// The precomputed storage key when every argument is a literal.
    public var storageKey: String?

    /// Creates a scalar field node.
    public init(alias: String? = nil, name: String, args: [Argument]? = nil, storageKey: String? = nil) {
        self.alias = alias
        self.name = name
        self.args = args
        self.storageKey = storageKey
    }

    /// The key of this field in response and reader data: the alias, else the name.
    public var responseKey: String { alias ?? name }

    /// The key under which the field is stored in its record for the given variables.
    public func storageKey(variables: [String: JSONValue]) -> String {
        storageKey ?? StorageKey.format(name: name, arguments: args, variables: variables)
    }

    /// Decodes a `ScalarField` node; missing optional keys are `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("ScalarField")
        alias = try container.optional(String.self, .alias)
        args = try container.optional([Argument].self, .args)
        name = try container.decode(String.self, forKey: .name)
        storageKey = try container.optional(String.self, .storageKey)
    }

    /// Encodes in Relay's key order, with explicit nulls.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(alias, .alias)
        try container.encodeNullable(args, .args)
        try container.encode("ScalarField", forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encodeNullable(storageKey, .storageKey)
    }
}
