import GraphQLSyntax

/// A field of an object or interface type, with its arguments.
///
/// A class, so that looking a field up (which validation does for every selection) hands out
/// one reference rather than copying the definition.
public final class SchemaField: Sendable {
    /// The definition as written: name, description, directives and spans.
    public let definition: FieldDefinition
    /// The field's type, resolved against the schema.
    public let type: SchemaTypeReference
    /// The arguments, in the order they were written.
    public let arguments: [SchemaInputValue]
    /// The reason given by `@deprecated`, or nil when the field is not deprecated.
    public let deprecationReason: String?
    /// The position in `GraphQLSchema.sources` of the source the definition was written in.
    public let sourceIndex: Int32

    /// Creates a field from its definition, resolved type and arguments.
    public init(
        definition: FieldDefinition, type: SchemaTypeReference, arguments: [SchemaInputValue],
        deprecationReason: String?, sourceIndex: Int32
    ) {
        self.definition = definition
        self.type = type
        self.arguments = arguments
        self.deprecationReason = deprecationReason
        self.sourceIndex = sourceIndex
    }

    /// The field's name.
    public var name: String { definition.name.value }

    /// The description, decoded.
    public var description: String? { definition.description?.value }

    /// Whether `@deprecated` is applied.
    public var isDeprecated: Bool { deprecationReason != nil }

    /// The argument with this name, or nil.
    public func argument(named name: String) -> SchemaInputValue? {
        arguments.first { $0.definition.name.value == name }
    }

    /// Where the definition was written.
    public var location: SchemaSpan { SchemaSpan(sourceIndex: sourceIndex, span: definition.span) }
}
