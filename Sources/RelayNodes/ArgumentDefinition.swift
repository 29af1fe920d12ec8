/// A variable an operation or fragment declares: an entry of `argumentDefinitions`.
public enum ArgumentDefinition: Sendable, Hashable, Codable {
    /// A variable of the operation, or a fragment's own `@argumentDefinitions` entry:
    /// `{"defaultValue": 2, "kind": "LocalArgument", "name": "count"}`.
    /// `type` is only printed by legacy compilers (`"type": "Int"`).
    case local(name: String, defaultValue: JSONValue?, type: String? = nil)
    /// A global variable a fragment uses without declaring it: `{"kind": "RootArgument", "name": "id"}`.
    case root(name: String, type: String? = nil)

    /// The variable name.
    public var name: String {
        switch self {
        case .local(let name, _, _), .root(let name, _): return name
        }
    }

    /// Decodes either kind; `defaultValue: null` and a missing `defaultValue` are the same.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        let name = try container.decode(String.self, forKey: .name)
        let type = try container.optional(String.self, .type)
        switch try container.decode(String.self, forKey: .kind) {
        case "LocalArgument":
            var defaultValue = try container.optional(JSONValue.self, .defaultValue)
            if defaultValue == .null { defaultValue = nil }
            self = .local(name: name, defaultValue: defaultValue, type: type)
        case "RootArgument":
            self = .root(name: name, type: type)
        case let kind:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "Unknown argument definition kind \"\(kind)\"")
        }
    }

    /// Encodes in Relay's key order; `type` only when present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        switch self {
        case .local(let name, let defaultValue, let type):
            try container.encode(defaultValue ?? .null, forKey: .defaultValue)
            try container.encode("LocalArgument", forKey: .kind)
            try container.encode(name, forKey: .name)
            if let type { try container.encode(type, forKey: .type) }
        case .root(let name, let type):
            try container.encode("RootArgument", forKey: .kind)
            try container.encode(name, forKey: .name)
            if let type { try container.encode(type, forKey: .type) }
        }
    }
}
