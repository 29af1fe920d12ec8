/// A reference to a type: `Name`, `[Type]` or `Type!` (§2.11).
public enum TypeReference: Sendable, Equatable, CustomStringConvertible {
    case named(Name)
    indirect case list(TypeReference, span: SourceSpan)
    indirect case nonNull(TypeReference, span: SourceSpan)

    /// Where the reference was written.
    public var span: SourceSpan {
        switch self {
        case .named(let name): name.span
        case .list(_, let span), .nonNull(_, let span): span
        }
    }

    /// The named type at the core: `String` for `[String!]!`.
    public var namedType: Name {
        switch self {
        case .named(let name): name
        case .list(let inner, _), .nonNull(let inner, _): inner.namedType
        }
    }

    /// Whether the outermost type is non-null.
    public var isNonNull: Bool {
        if case .nonNull = self { return true }
        return false
    }

    /// The type as GraphQL writes it: `[String!]!`.
    public var description: String {
        switch self {
        case .named(let name): name.value
        case .list(let inner, _): "[\(inner)]"
        case .nonNull(let inner, _): "\(inner)!"
        }
    }
}
