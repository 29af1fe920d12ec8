import GraphQLSchema
import GraphQLSyntax
import RelayNodes

extension IR {
    /// A variable of an operation, or a local argument of a fragment.
    public struct VariableDefinition: Sendable {
        /// The name without `$`.
        public var name: Name
        /// The declared type.
        public var type: SchemaTypeReference
        /// The default value, if any.
        public var defaultValue: Value?
        /// Directives on the definition.
        public var directives: [Directive]

        /// Creates a variable definition.
        public init(name: Name, type: SchemaTypeReference, defaultValue: Value? = nil, directives: [Directive] = []) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.directives = directives
        }
    }

    /// What transforms record about a definition, for artifacts and code generation.
    public struct Metadata: Sendable {
        /// `@connection` fields, in document order.
        public var connections: [ConnectionMetadata]
        /// `@refetchable`: the refetch query and how to refetch.
        public var refetch: RefetchMetadata?
        /// `@relay(plural: true)`.
        public var plural: Bool
        /// `@relay(mask: false)`.
        public var mask: Bool?
        /// For a refetch query generated from a fragment, the fragment's name.
        public var derivedFrom: String?
        /// Whether the definition declares fragment arguments, or spreads (through other
        /// fragments too) a fragment that does: only then can it select one field with two sets
        /// of arguments once they are applied (`SelectionConflictValidation`).
        public var reachesFragmentArguments = false
        /// For a query with `@live_query`, the request's `params.metadata.live`
        /// (`LiveQueryTransform`).
        public var live: JSONValue?
        /// The `@inline` fragments the definition's reader reads in place, nested ones too
        /// (`InlineDataFragmentTransform`): generated code names their `Data` types.
        public var inlineDataFragments: [String] = []
        /// A fragment's provided arguments; an operation's provided variables, in the order its
        /// normalization AST declares them (`ProvidedVariablesTransform`).
        public var providedVariables: [ProvidedVariable] = []

        /// Creates metadata.
        public init(
            connections: [ConnectionMetadata] = [], refetch: RefetchMetadata? = nil, plural: Bool = false,
            mask: Bool? = nil, derivedFrom: String? = nil
        ) {
            self.connections = connections
            self.refetch = refetch
            self.plural = plural
            self.mask = mask
            self.derivedFrom = derivedFrom
        }
    }
}
