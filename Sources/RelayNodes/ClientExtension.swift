/// Selections that exist only on the client (client schema extensions and `__id`), never
/// sent to the server: `{"kind": "ClientExtension", "selections": [...]}`.
public struct ClientExtension<Selection: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The client-only selections.
    public var selections: [Selection]

    /// Creates a client extension node.
    public init(selections: [Selection]) {
        self.selections = selections
    }

    /// Decodes a `ClientExtension` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("ClientExtension")
        selections = try container.optional([Selection].self, .selections) ?? []
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode("ClientExtension", forKey: .kind)
        try container.encode(selections, forKey: .selections)
    }
}
