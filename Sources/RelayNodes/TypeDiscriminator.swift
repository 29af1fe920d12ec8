/// Normalization-only node telling the normalizer to record whether the record's type
/// implements an abstract type: `{"abstractKey": "__isNode", "kind": "TypeDiscriminator"}`.
public struct TypeDiscriminator: Sendable, Hashable, Codable {
    /// `"__is<Type>"`: the response key holding the answer and the record field storing it.
    public var abstractKey: String

    /// Creates a type discriminator node.
    public init(abstractKey: String) {
        self.abstractKey = abstractKey
    }

    /// Decodes a `TypeDiscriminator` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("TypeDiscriminator")
        abstractKey = try container.decode(String.self, forKey: .abstractKey)
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode(abstractKey, forKey: .abstractKey)
        try container.encode("TypeDiscriminator", forKey: .kind)
    }
}
