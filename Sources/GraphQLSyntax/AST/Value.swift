/// An input value as written: a literal or a variable (§2.9).
public struct Value: Sendable, Equatable {
    /// The kinds of value, with their contents.
    public enum Kind: Sendable, Equatable {
        /// `$name`: the variable's name (the value's span covers the `$` too).
        case variable(Name)
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

    /// Whether the value is a variable (not a literal holding one).
    public var isVariable: Bool {
        if case .variable = kind { return true }
        return false
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

/// A string literal used as a description: its value and how it was written.
///
/// A parsed description is decoded when its value is first read, not when it is parsed:
/// most descriptions of a large schema are never read, and keeping them as spans of the
/// source saves a copy of most of its text.
public struct StringValue: Sendable, Equatable {
    /// The value, or where to read it; whether it is a block string is folded in, which keeps
    /// a description (and so every field definition) eight bytes smaller.
    private enum Storage: Sendable {
        case quoted(String)
        case block(String)
        /// The literal is the `"…"` token at `span` in this source.
        case quotedToken(Source)
        /// The literal is the `"""…"""` token at `span` in this source.
        case blockToken(Source)
    }

    private var storage: Storage
    public var span: SourceSpan

    public init(_ value: String, isBlock: Bool = false, span: SourceSpan = .none) {
        storage = isBlock ? .block(value) : .quoted(value)
        self.span = span
    }

    /// The string token written at `span` in `source`.
    init(token span: SourceSpan, in source: Source, isBlock: Bool) {
        storage = isBlock ? .blockToken(source) : .quotedToken(source)
        self.span = span
    }

    /// Whether the literal was written as a block string (`"""…"""`).
    public var isBlock: Bool {
        get {
            switch storage {
            case .block, .blockToken: true
            case .quoted, .quotedToken: false
            }
        }
        set { storage = newValue ? .block(value) : .quoted(value) }
    }

    /// The decoded value: escapes resolved, block-string indentation removed.
    public var value: String {
        get {
            switch storage {
            case .quoted(let value), .block(let value): value
            case .quotedToken(let source): source.stringValue(of: span, isBlock: false)
            case .blockToken(let source): source.stringValue(of: span, isBlock: true)
            }
        }
        set { storage = isBlock ? .block(newValue) : .quoted(newValue) }
    }

    public static func == (lhs: StringValue, rhs: StringValue) -> Bool {
        lhs.isBlock == rhs.isBlock && lhs.span == rhs.span && lhs.value == rhs.value
    }
}
