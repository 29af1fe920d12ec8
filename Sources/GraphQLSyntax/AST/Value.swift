/// An input value as written: a literal or a variable (§2.9).
public struct Value: Sendable, Equatable {
    /// The kinds of value, with their contents.
    public enum Kind: Sendable, Equatable {
        case variable(Variable)
        /// The digits as written, so that no precision is lost.
        case int(String)
        /// The number as written, so that no precision is lost.
        case float(String)
        /// The decoded value; `block` when it was written as a block string.
        case string(String, block: Bool)
        case boolean(Bool)
        case null
        case enumValue(String)
        case list([Value])
        case object([ObjectField])
    }

    public var kind: Kind
    public var span: SourceSpan

    public init(_ kind: Kind, span: SourceSpan = .none) {
        self.kind = kind
        self.span = span
    }

    /// Whether the value mentions no variable (anywhere inside it).
    public var isConstant: Bool {
        switch kind {
        case .variable: false
        case .list(let items): items.allSatisfy(\.isConstant)
        case .object(let fields): fields.allSatisfy(\.value.isConstant)
        default: true
        }
    }
}

/// `name: value` in an input object literal.
public struct ObjectField: Sendable, Equatable {
    public var name: Name
    public var value: Value
    public var span: SourceSpan

    public init(name: Name, value: Value, span: SourceSpan = .none) {
        self.name = name
        self.value = value
        self.span = span
    }
}

/// A string literal used as a description: its decoded value and how it was written.
public struct StringValue: Sendable, Equatable {
    public var value: String
    public var isBlock: Bool
    public var span: SourceSpan

    public init(_ value: String, isBlock: Bool = false, span: SourceSpan = .none) {
        self.value = value
        self.isBlock = isBlock
        self.span = span
    }
}
