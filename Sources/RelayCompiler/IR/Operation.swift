import GraphQLSchema
import GraphQLSyntax

extension IR {
    /// A query, mutation or subscription.
    public struct Operation: Sendable {
        @usableFromInline
        struct Fields: Sendable {
            @usableFromInline var kind: OperationType
            @usableFromInline var name: Name
            @usableFromInline var rootType: TypeID
            @usableFromInline var variables: [VariableDefinition]
            @usableFromInline var directives: [Directive]
            @usableFromInline var selections: [Selection]
            @usableFromInline var metadata: Metadata
            @usableFromInline var location: Location
        }

        @usableFromInline
        var storage: CopyOnWrite<Fields>

        /// Creates an operation.
        public init(
            kind: OperationType, name: Name, rootType: TypeID, variables: [VariableDefinition] = [],
            directives: [Directive] = [], selections: [Selection], metadata: Metadata = Metadata(),
            location: Location
        ) {
            storage = CopyOnWrite(
                Fields(
                    kind: kind, name: name, rootType: rootType, variables: variables, directives: directives,
                    selections: selections, metadata: metadata, location: location))
        }

        /// `query`, `mutation` or `subscription`.
        @inlinable public var kind: OperationType {
            get { storage.fields.kind }
            _modify { yield &storage.fields.kind }
        }

        /// The operation's name (Relay requires one).
        @inlinable public var name: Name {
            get { storage.fields.name }
            _modify { yield &storage.fields.name }
        }

        /// The root type the selections apply to.
        @inlinable public var rootType: TypeID {
            get { storage.fields.rootType }
            _modify { yield &storage.fields.rootType }
        }

        /// The declared variables, in source order (client-only ones such as `$connections`
        /// included; the query printer leaves out those the query text does not use).
        @inlinable public var variables: [VariableDefinition] {
            get { storage.fields.variables }
            _modify { yield &storage.fields.variables }
        }

        /// Directives not lowered into IR nodes, in source order.
        @inlinable public var directives: [Directive] {
            get { storage.fields.directives }
            _modify { yield &storage.fields.directives }
        }

        /// The root selections.
        @inlinable public var selections: [Selection] {
            get { storage.fields.selections }
            _modify { yield &storage.fields.selections }
        }

        /// What transforms found out about the operation.
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

extension IR.Operation {
    /// Calls `body` with the selections and the metadata to change in place together (two
    /// properties of the node cannot both be passed `inout` at once).
    mutating func updateSelectionsAndMetadata<Result>(
        _ body: (inout [IR.Selection], inout IR.Metadata) -> Result
    ) -> Result {
        func update(_ fields: inout Fields) -> Result { body(&fields.selections, &fields.metadata) }
        return update(&storage.fields)
    }
}
