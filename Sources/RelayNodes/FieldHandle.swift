/// A handle on a field, in normalization ASTs only (`LinkedHandle` for linked fields,
/// `ScalarHandle` for scalar ones). It sits right after its field and tells the runtime to
/// run the named handler (`connection`, `appendEdge`, `deleteRecord`, ...) on the field's
/// data after normalizing: `{"alias": null, "args": [...], "filters": null, "handle": "connection",
/// "key": "K", "kind": "LinkedHandle", "name": "comments"}` with optional trailing `dynamicKey`
/// and `handleArgs`.
public struct FieldHandle: Sendable, Hashable, Codable {
    /// The alias of the handled field, or `nil`.
    public var alias: String?
    /// All arguments of the handled field, sorted by name, or `nil`.
    public var args: [Argument]?
    /// Names of the arguments that identify the handle's storage (connection filters), or `nil`.
    public var filters: [String]?
    /// The handler name.
    public var handle: String
    /// The handle key (the `@connection` key), `""` when there is none.
    public var key: String
    /// The handled field's schema name.
    public var name: String
    /// `@connection(dynamicKey_UNSTABLE:)`: a variable added to the storage key as `__dynamicKey`.
    public var dynamicKey: Argument?
    /// Arguments for the handler itself (`connections`, `edgeTypeName`).
    public var handleArgs: [Argument]?

    /// Creates a handle node.
    public init(
        alias: String? = nil, name: String, args: [Argument]? = nil, handle: String, key: String = "",
        filters: [String]? = nil, dynamicKey: Argument? = nil, handleArgs: [Argument]? = nil
    ) {
        self.alias = alias
        self.name = name
        self.args = args
        self.handle = handle
        self.key = key
        self.filters = filters
        self.dynamicKey = dynamicKey
        self.handleArgs = handleArgs
    }

    /// The key of the handled field in response data.
    public var responseKey: String { alias ?? name }

    /// Storage key of the handled field itself (where the server's data was normalized).
    public func fieldStorageKey(variables: [String: JSONValue]) -> String {
        StorageKey.format(name: name, arguments: args, variables: variables)
    }

    /// Storage key of the handle's own data (Relay's `getHandleStorageKey`): the handle key,
    /// with the filter arguments and the dynamic key when present.
    public func handleStorageKey(variables: [String: JSONValue]) -> String {
        let handleName = StorageKey.handleKey(handle: handle, key: key, fieldName: name)
        var filterArguments = (args ?? []).filter { filters?.contains($0.name) ?? false }
        if let dynamicKey { filterArguments.insert(dynamicKey, at: 0) }
        guard !filterArguments.isEmpty else { return handleName }
        return StorageKey.format(name: handleName, arguments: filterArguments.values(variables: variables))
    }

    fileprivate init(from container: KeyedDecodingContainer<NodeKey>) throws {
        alias = try container.optional(String.self, .alias)
        args = try container.optional([Argument].self, .args)
        filters = try container.optional([String].self, .filters)
        handle = try container.decode(String.self, forKey: .handle)
        key = try container.optional(String.self, .key) ?? ""
        name = try container.decode(String.self, forKey: .name)
        dynamicKey = try container.optional(Argument.self, .dynamicKey)
        handleArgs = try container.optional([Argument].self, .handleArgs)
    }

    /// Decodes a `LinkedHandle` or `ScalarHandle` node (the kind is not kept here; the
    /// selection enum records it).
    public init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: NodeKey.self))
    }

    /// Encodes as a `LinkedHandle`; the selection enum encodes `ScalarHandle`s.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, kind: "LinkedHandle")
    }

    /// Encodes in Relay's key order with the given kind; `dynamicKey`/`handleArgs` only when set.
    func encode(to encoder: any Encoder, kind: String) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encodeNullable(alias, .alias)
        try container.encodeNullable(args, .args)
        try container.encodeNullable(filters, .filters)
        try container.encode(handle, forKey: .handle)
        try container.encode(key, forKey: .key)
        try container.encode(kind, forKey: .kind)
        try container.encode(name, forKey: .name)
        if let dynamicKey { try container.encode(dynamicKey, forKey: .dynamicKey) }
        if let handleArgs { try container.encode(handleArgs, forKey: .handleArgs) }
    }
}
