/// The artifact of an operation: `{"fragment", "kind": "Request", "operation", "params"}`.
public struct ConcreteRequest: Sendable, Hashable, Codable {
    /// The reader AST of the operation (what its root selections read).
    public var fragment: ReaderFragment
    /// The normalization AST (how a response is stored).
    public var operation: NormalizationOperation
    /// What the network layer sends.
    public var params: RequestParameters

    /// Creates a request artifact.
    public init(fragment: ReaderFragment, operation: NormalizationOperation, params: RequestParameters) {
        self.fragment = fragment
        self.operation = operation
        self.params = params
    }

    /// Decodes a `Request` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("Request")
        fragment = try container.decode(ReaderFragment.self, forKey: .fragment)
        operation = try container.decode(NormalizationOperation.self, forKey: .operation)
        params = try container.decode(RequestParameters.self, forKey: .params)
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode(fragment, forKey: .fragment)
        try container.encode("Request", forKey: .kind)
        try container.encode(operation, forKey: .operation)
        try container.encode(params, forKey: .params)
    }
}
