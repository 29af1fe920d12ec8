import GraphQLSchema
import GraphQLSyntax
import RelayNodes

extension IR {
    /// A query, mutation or subscription.
    public struct Operation: Sendable {
        /// `query`, `mutation` or `subscription`.
        public var kind: OperationType
        /// The operation's name (Relay requires one).
        public var name: Name
        /// The root type the selections apply to.
        public var rootType: TypeID
        /// The declared variables, in source order (client-only ones such as `$connections`
        /// included; the query printer leaves out those the query text does not use).
        public var variables: [VariableDefinition]
        /// Directives not lowered into IR nodes, in source order.
        public var directives: [Directive]
        /// The root selections.
        public var selections: [Selection]
        /// What transforms found out about the operation.
        public var metadata: Metadata
        /// The whole definition.
        public var location: Location

        /// Creates an operation.
        public init(
            kind: OperationType, name: Name, rootType: TypeID, variables: [VariableDefinition] = [],
            directives: [Directive] = [], selections: [Selection], metadata: Metadata = Metadata(),
            location: Location
        ) {
            self.kind = kind
            self.name = name
            self.rootType = rootType
            self.variables = variables
            self.directives = directives
            self.selections = selections
            self.metadata = metadata
            self.location = location
        }
    }

    /// A named fragment.
    public struct Fragment: Sendable {
        /// The fragment's name.
        public var name: Name
        /// The type condition.
        public var typeCondition: TypeID
        /// Local arguments declared with `@argumentDefinitions`, in source order.
        public var argumentDefinitions: [VariableDefinition]
        /// Operation variables the fragment (or a fragment it spreads without passing that
        /// argument) uses without declaring: Relay's `RootArgument`s. Filled by the pass that
        /// resolves fragment arguments; their types are inferred from where they are used.
        public var usedGlobalVariables: [VariableDefinition]
        /// Directives not lowered into IR nodes (`@argumentDefinitions` is lowered).
        public var directives: [Directive]
        /// The fragment's selections.
        public var selections: [Selection]
        /// What transforms found out about the fragment.
        public var metadata: Metadata
        /// The whole definition.
        public var location: Location

        /// Creates a fragment.
        public init(
            name: Name, typeCondition: TypeID, argumentDefinitions: [VariableDefinition] = [],
            usedGlobalVariables: [VariableDefinition] = [], directives: [Directive] = [],
            selections: [Selection], metadata: Metadata = Metadata(), location: Location
        ) {
            self.name = name
            self.typeCondition = typeCondition
            self.argumentDefinitions = argumentDefinitions
            self.usedGlobalVariables = usedGlobalVariables
            self.directives = directives
            self.selections = selections
            self.metadata = metadata
            self.location = location
        }
    }

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
