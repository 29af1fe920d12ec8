/// A parsed GraphQL document: the definitions of one source, in order.
public struct Document: Sendable {
    public var definitions: [Definition]
    /// The source the document was parsed from; spans in the document refer to it.
    public var source: Source

    public init(definitions: [Definition], source: Source) {
        self.definitions = definitions
        self.source = source
    }
}

/// One top-level definition: executable (operation, fragment) or type system.
public enum Definition: Sendable, Equatable {
    case operation(OperationDefinition)
    case fragment(FragmentDefinition)
    case schema(SchemaDefinition)
    case scalar(ScalarTypeDefinition)
    case object(ObjectTypeDefinition)
    case interface(InterfaceTypeDefinition)
    case union(UnionTypeDefinition)
    case enumeration(EnumTypeDefinition)
    case inputObject(InputObjectTypeDefinition)
    case directive(DirectiveDefinition)

    /// Where the definition was written.
    public var span: SourceSpan {
        switch self {
        case .operation(let definition): definition.span
        case .fragment(let definition): definition.span
        case .schema(let definition): definition.span
        case .scalar(let definition): definition.span
        case .object(let definition): definition.span
        case .interface(let definition): definition.span
        case .union(let definition): definition.span
        case .enumeration(let definition): definition.span
        case .inputObject(let definition): definition.span
        case .directive(let definition): definition.span
        }
    }

    /// Whether this is an operation or a fragment.
    public var isExecutable: Bool {
        switch self {
        case .operation, .fragment: true
        default: false
        }
    }
}

/// A name and where it was written.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    public var value: String
    public var span: SourceSpan

    public init(_ value: String, span: SourceSpan = .none) {
        self.value = value
        self.span = span
    }

    public var description: String { value }
}
