import GraphQLSyntax

/// A directive the schema defines: built in (`@skip`, `@deprecated`, Relay's) or written in SDL.
public struct SchemaDirective: Sendable {
    /// The definition as written: name, description, arguments, locations and spans.
    public let definition: DirectiveDefinition
    /// The arguments, resolved against the schema, in the order they were written.
    public let arguments: [SchemaInputValue]
    /// Where the directive may be used.
    public let locations: DirectiveLocationSet
    /// Whether the directive takes arguments that it does not declare, as Relay's
    /// `@argumentDefinitions` and `@arguments` do: such a directive has no unknown argument.
    public let acceptsAnyArgument: Bool
    /// Whether the directive is one of the schema's built-in definitions rather than the SDL's.
    public let isBuiltIn: Bool
    /// The position in `GraphQLSchema.sources` of the source the definition was written in.
    public let sourceIndex: Int32

    /// Creates a directive from its definition and resolved arguments.
    public init(
        definition: DirectiveDefinition, arguments: [SchemaInputValue], acceptsAnyArgument: Bool, isBuiltIn: Bool,
        sourceIndex: Int32
    ) {
        self.definition = definition
        self.arguments = arguments
        self.locations = DirectiveLocationSet(definition.locations.compactMap { DirectiveLocation(rawValue: $0.value) })
        self.acceptsAnyArgument = acceptsAnyArgument
        self.isBuiltIn = isBuiltIn
        self.sourceIndex = sourceIndex
    }

    /// The directive's name, without the `@`.
    public var name: String { definition.name.value }

    /// The description, decoded.
    public var description: String? { definition.description?.value }

    /// Whether the directive may be used more than once at one location.
    public var isRepeatable: Bool { definition.isRepeatable }

    /// The argument with this name, or nil.
    public func argument(named name: String) -> SchemaInputValue? {
        arguments.first { $0.definition.name.value == name }
    }

    /// Where the definition was written.
    public var location: SchemaSpan { SchemaSpan(sourceIndex: sourceIndex, span: definition.span) }
}
