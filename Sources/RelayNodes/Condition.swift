/// Selections guarded by `@include(if: $var)` (`passingValue: true`) or `@skip(if: $var)`
/// (`passingValue: false`): `{"condition": "cond", "kind": "Condition", "passingValue": true, "selections": [...]}`.
public struct Condition<Selection: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The name of the boolean variable.
    public var condition: String
    /// The value of the variable for which the selections apply.
    public var passingValue: Bool
    /// The guarded selections.
    public var selections: [Selection]

    /// Creates a condition node.
    public init(condition: String, passingValue: Bool, selections: [Selection]) {
        self.condition = condition
        self.passingValue = passingValue
        self.selections = selections
    }

    /// Whether the guarded selections apply for these variables. A missing or non-boolean
    /// variable counts as `false`, so `@include` excludes and `@skip` includes.
    public func passes(variables: [String: JSONValue]) -> Bool {
        (variables[condition]?.boolValue ?? false) == passingValue
    }

    /// Decodes a `Condition` node.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NodeKey.self)
        try container.expectKind("Condition")
        condition = try container.decode(String.self, forKey: .condition)
        passingValue = try container.decode(Bool.self, forKey: .passingValue)
        selections = try container.optional([Selection].self, .selections) ?? []
    }

    /// Encodes in Relay's key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        try container.encode(condition, forKey: .condition)
        try container.encode("Condition", forKey: .kind)
        try container.encode(passingValue, forKey: .passingValue)
        try container.encode(selections, forKey: .selections)
    }
}
