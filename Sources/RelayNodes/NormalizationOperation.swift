/// The normalization AST of an operation: what the server returns and how the runtime
/// stores it. `{"argumentDefinitions", "kind": "Operation", "name", "selections"}`.
public struct NormalizationOperation: Sendable, Hashable, Codable {
    /// The operation's variables in declaration order.
    public var argumentDefinitions: [ArgumentDefinition]
    /// The operation name.
    public var name: String
    /// The selections of the response.
    public var selections: [NormalizationSelection]

    /// Creates a normalization operation.
    public init(name: String, argumentDefinitions: [ArgumentDefinition] = [], selections: [NormalizationSelection]) {
        self.name = name
        self.argumentDefinitions = argumentDefinitions
        self.selections = selections
    }

    /// Decodes an `Operation` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("Operation")
        argumentDefinitions = try container.optional([ArgumentDefinition].self, .argumentDefinitions) ?? []
        name = try container.decode(String.self, forKey: .name)
        selections = try container.optional([NormalizationSelection].self, .selections) ?? []
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode(argumentDefinitions, forKey: .argumentDefinitions)
        try container.encode("Operation", forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(selections, forKey: .selections)
    }
}
