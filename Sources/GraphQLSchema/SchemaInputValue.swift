import GraphQLSyntax

/// An argument of a field or a directive, or a field of an input object type.
public struct SchemaInputValue: Sendable {
    /// The definition as written: name, description, default value, directives and spans.
    public let definition: InputValueDefinition
    /// The value's type, resolved against the schema.
    public let type: SchemaTypeReference
    /// The reason given by `@deprecated`, or nil when the value is not deprecated.
    public let deprecationReason: String?
    /// The position in `GraphQLSchema.sources` of the source the definition was written in.
    public let sourceIndex: Int32

    /// Creates an input value from its definition and resolved type.
    public init(
        definition: InputValueDefinition, type: SchemaTypeReference, deprecationReason: String?, sourceIndex: Int32
    ) {
        self.definition = definition
        self.type = type
        self.deprecationReason = deprecationReason
        self.sourceIndex = sourceIndex
    }

    /// The value's name.
    public var name: String { definition.name.value }

    /// The description, decoded.
    public var description: String? { definition.description?.value }

    /// The default value as written, or nil when there is none.
    public var defaultValue: Value? { definition.defaultValue }

    /// Whether a value must be provided: the type is non-null and there is no default.
    public var isRequired: Bool { type.isNonNull && definition.defaultValue == nil }

    /// Whether `@deprecated` is applied.
    public var isDeprecated: Bool { deprecationReason != nil }

    /// Where the definition was written.
    public var location: SchemaSpan { SchemaSpan(sourceIndex: sourceIndex, span: definition.span) }
}
