/// An argument passed to a field, a handle or a fragment spread, as Relay's artifacts spell it.
public indirect enum Argument: Sendable, Hashable, Codable {
    /// A constant value: `{"kind": "Literal", "name": "first", "value": 10}`.
    case literal(name: String, value: JSONValue)
    /// A variable reference: `{"kind": "Variable", "name": "id", "variableName": "id"}`.
    case variable(name: String, variableName: String)
    /// An input object literal containing variables: `{"fields": [...], "kind": "ObjectValue", "name": "filter"}`.
    case objectValue(name: String, fields: [Argument])
    /// A list literal containing variables: `{"items": [...], "kind": "ListValue", "name": "inputs"}`;
    /// a `nil` item is a literal `null` in the list.
    case listValue(name: String, items: [Argument?])

    /// The argument (or object field / list item) name.
    public var name: String {
        switch self {
        case .literal(let name, _), .variable(let name, _), .objectValue(let name, _),
            .listValue(let name, _):
            return name
        }
    }

    /// Evaluates the argument against the operation's variables, as Relay's `getArgumentValue`:
    /// a variable missing from `variables` evaluates to `null`; `null` list items are skipped.
    public func value(variables: [String: JSONValue]) -> JSONValue {
        switch self {
        case .literal(_, let value):
            return value
        case .variable(_, let variableName):
            return variables[variableName] ?? .null
        case .objectValue(_, let fields):
            var object: [String: JSONValue] = [:]
            for field in fields { object[field.name] = field.value(variables: variables) }
            return .object(object)
        case .listValue(_, let items):
            return .array(items.compactMap { $0?.value(variables: variables) })
        }
    }

    /// Whether the value depends on a variable anywhere inside it.
    public var containsVariable: Bool {
        switch self {
        case .literal: return false
        case .variable: return true
        case .objectValue(_, let fields): return fields.contains { $0.containsVariable }
        case .listValue(_, let items): return items.contains { $0?.containsVariable ?? false }
        }
    }

    /// Decodes any of the four argument kinds.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        let name = try container.decode(String.self, forKey: .name)
        switch try container.decode(String.self, forKey: .kind) {
        case "Literal":
            self = .literal(name: name, value: try container.optional(JSONValue.self, .value) ?? .null)
        case "Variable":
            self = .variable(name: name, variableName: try container.decode(String.self, forKey: .variableName))
        case "ObjectValue":
            self = .objectValue(name: name, fields: try container.decode([Argument].self, forKey: .fields))
        case "ListValue":
            self = .listValue(name: name, items: try container.decode([Argument?].self, forKey: .items))
        case let kind:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "Unknown argument kind \"\(kind)\"")
        }
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        switch self {
        case .literal(let name, let value):
            try container.encode("Literal", forKey: .kind)
            try container.encode(name, forKey: .name)
            try container.encode(value, forKey: .value)
        case .variable(let name, let variableName):
            try container.encode("Variable", forKey: .kind)
            try container.encode(name, forKey: .name)
            try container.encode(variableName, forKey: .variableName)
        case .objectValue(let name, let fields):
            try container.encode(fields, forKey: .fields)
            try container.encode("ObjectValue", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .listValue(let name, let items):
            try container.encode(items, forKey: .items)
            try container.encode("ListValue", forKey: .kind)
            try container.encode(name, forKey: .name)
        }
    }
}

extension Array where Element == Argument {
    /// Evaluates every argument into an object of values, as Relay's `getArgumentValues`.
    public func values(variables: [String: JSONValue]) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for argument in self { values[argument.name] = argument.value(variables: variables) }
        return values
    }
}
