/// What a read does when a `@required` field is `null`, least severe first. With every
/// action the object holding the field reads as `null` in its place; `log` also reports the
/// field, and `throw` makes decoding the read fail.
public enum RequiredFieldAction: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case none = "NONE"
    case log = "LOG"
    case `throw` = "THROW"

    private var severity: Int {
        switch self {
        case .none: 0
        case .log: 1
        case .throw: 2
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }
}

/// A field marked `@required(action:)` in a reader AST:
/// `{"action": "LOG", "field": {...}, "kind": "RequiredField"}`. The field is a scalar or
/// linked field.
public struct RequiredField: Sendable, Hashable, Codable {
    /// The field itself.
    public var field: ReaderSelection
    /// What a read does when the field is `null`.
    public var action: RequiredFieldAction

    /// Creates a required-field node around a scalar or linked field.
    public init(field: ReaderSelection, action: RequiredFieldAction) {
        self.field = field
        self.action = action
    }

    /// The response key of the field.
    public var responseKey: String {
        switch field {
        case .scalarField(let field): field.responseKey
        case .linkedField(let field): field.responseKey
        default: ""
        }
    }

    /// Decodes a `RequiredField` node; its field must be a scalar or linked field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("RequiredField")
        action = try container.decode(RequiredFieldAction.self, forKey: .action)
        field = try container.decode(ReaderSelection.self, forKey: .field)
        switch field {
        case .scalarField, .linkedField: break
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .field, in: container, debugDescription: "Expected a scalar or linked field in a RequiredField")
        }
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode(action, forKey: .action)
        try container.encode(field, forKey: .field)
        try container.encode("RequiredField", forKey: .kind)
    }
}
