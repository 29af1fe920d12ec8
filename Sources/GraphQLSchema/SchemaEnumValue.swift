import GraphQLSyntax

/// One value of an enum type.
public struct SchemaEnumValue: Sendable {
    /// The definition as written: name, description, directives and spans.
    public let definition: EnumValueDefinition
    /// The reason given by `@deprecated`, or nil when the value is not deprecated.
    public let deprecationReason: String?
    /// The position in `GraphQLSchema.sources` of the source the definition was written in.
    public let sourceIndex: Int32

    /// Creates an enum value from its definition.
    public init(definition: EnumValueDefinition, deprecationReason: String?, sourceIndex: Int32) {
        self.definition = definition
        self.deprecationReason = deprecationReason
        self.sourceIndex = sourceIndex
    }

    /// The value's name.
    public var name: String { definition.name.value }

    /// The description, decoded.
    public var description: String? { definition.description?.value }

    /// Whether `@deprecated` is applied.
    public var isDeprecated: Bool { deprecationReason != nil }

    /// Where the definition was written.
    public var location: SchemaSpan { SchemaSpan(sourceIndex: sourceIndex, span: definition.span) }
}
