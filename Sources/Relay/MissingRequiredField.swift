/// A `@required` field that a read found `null`.
public struct MissingRequiredField: Sendable, Hashable {
    /// The fragment (or operation) read.
    public var owner: String
    /// The field's response key, after those of the linked fields around it within the
    /// fragment (`"viewer.name"`).
    public var path: String
    /// The field's action: `LOG` or `THROW`.
    public var action: RequiredFieldAction

    public init(owner: String, path: String, action: RequiredFieldAction) {
        self.owner = owner
        self.path = path
        self.action = action
    }
}

/// Thrown when decoding a read whose `@required(action: THROW)` field is `null`.
public struct RequiredFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field.
    public var field: MissingRequiredField

    public init(field: MissingRequiredField) {
        self.field = field
    }

    public var description: String {
        "Relay: missing @required value at path '\(field.path)' in '\(field.owner)'."
    }
}
