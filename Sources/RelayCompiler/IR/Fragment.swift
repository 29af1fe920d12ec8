import GraphQLSchema

extension IR {
    /// A named fragment.
    public struct Fragment: Sendable {
        @usableFromInline
        struct Fields: Sendable {
            @usableFromInline var name: Name
            @usableFromInline var typeCondition: TypeID
            @usableFromInline var argumentDefinitions: [VariableDefinition]
            @usableFromInline var argumentDefinitionsDirective: Name?
            @usableFromInline var usedGlobalVariables: [VariableDefinition]
            @usableFromInline var directives: [Directive]
            @usableFromInline var selections: [Selection]
            @usableFromInline var metadata: Metadata
            @usableFromInline var location: Location
        }

        @usableFromInline
        var storage: CopyOnWrite<Fields>

        /// Creates a fragment.
        public init(
            name: Name, typeCondition: TypeID, argumentDefinitions: [VariableDefinition] = [],
            argumentDefinitionsDirective: Name? = nil, usedGlobalVariables: [VariableDefinition] = [],
            directives: [Directive] = [], selections: [Selection], metadata: Metadata = Metadata(),
            location: Location
        ) {
            storage = CopyOnWrite(
                Fields(
                    name: name, typeCondition: typeCondition, argumentDefinitions: argumentDefinitions,
                    argumentDefinitionsDirective: argumentDefinitionsDirective,
                    usedGlobalVariables: usedGlobalVariables, directives: directives, selections: selections,
                    metadata: metadata, location: location))
        }

        /// The fragment's name.
        @inlinable public var name: Name {
            get { storage.fields.name }
            _modify { yield &storage.fields.name }
        }

        /// The type condition.
        @inlinable public var typeCondition: TypeID {
            get { storage.fields.typeCondition }
            _modify { yield &storage.fields.typeCondition }
        }

        /// Local arguments declared with `@argumentDefinitions`, in source order.
        @inlinable public var argumentDefinitions: [VariableDefinition] {
            get { storage.fields.argumentDefinitions }
            _modify { yield &storage.fields.argumentDefinitions }
        }

        /// The `@argumentDefinitions` the fragment was written with, if any, located from its `@`
        /// to the end of its name: where Relay's diagnostics point at it, once lowered.
        @inlinable public var argumentDefinitionsDirective: Name? {
            get { storage.fields.argumentDefinitionsDirective }
            _modify { yield &storage.fields.argumentDefinitionsDirective }
        }

        /// Operation variables the fragment (or a fragment it spreads without passing that
        /// argument) uses without declaring: Relay's `RootArgument`s. Filled by the pass that
        /// resolves fragment arguments; their types are inferred from where they are used.
        @inlinable public var usedGlobalVariables: [VariableDefinition] {
            get { storage.fields.usedGlobalVariables }
            _modify { yield &storage.fields.usedGlobalVariables }
        }

        /// Directives not lowered into IR nodes (`@argumentDefinitions` is lowered).
        @inlinable public var directives: [Directive] {
            get { storage.fields.directives }
            _modify { yield &storage.fields.directives }
        }

        /// The fragment's selections.
        @inlinable public var selections: [Selection] {
            get { storage.fields.selections }
            _modify { yield &storage.fields.selections }
        }

        /// What transforms found out about the fragment.
        @inlinable public var metadata: Metadata {
            get { storage.fields.metadata }
            _modify { yield &storage.fields.metadata }
        }

        /// The whole definition.
        @inlinable public var location: Location {
            get { storage.fields.location }
            _modify { yield &storage.fields.location }
        }
    }
}

extension IR.Fragment {
    /// Calls `body` with the selections and the metadata to change in place together (two
    /// properties of the node cannot both be passed `inout` at once).
    mutating func updateSelectionsAndMetadata<Result>(
        _ body: (inout [IR.Selection], inout IR.Metadata) -> Result
    ) -> Result {
        func update(_ fields: inout Fields) -> Result { body(&fields.selections, &fields.metadata) }
        return update(&storage.fields)
    }
}

extension IR.Fragment {
    /// The fragment's `@inline`, if it has one: every spread then reads its data in place
    /// (`InlineDataFragmentTransform`), and its artifact is only its name.
    public var inlineDirective: IR.Directive? {
        directives.first { $0.name.value == "inline" }
    }

    /// Whether the fragment is marked `@inline`.
    public var isInlineData: Bool { inlineDirective != nil }
}
