import GraphQLSchema

extension IR {
    /// Selections that apply when the record's type matches `typeCondition`.
    public struct InlineFragment: Sendable {
        @usableFromInline
        struct Fields: Sendable {
            @usableFromInline var typeCondition: TypeID?
            @usableFromInline var directives: [Directive]
            @usableFromInline var selections: [Selection]
            @usableFromInline var location: Location
            @usableFromInline var alias: FragmentAlias?
            @usableFromInline var inlineData: InlineDataSpread?
        }

        @usableFromInline
        var storage: CopyOnWrite<Fields>

        /// Creates an inline fragment.
        public init(
            typeCondition: TypeID?, directives: [Directive] = [], selections: [Selection], location: Location,
            alias: FragmentAlias? = nil, inlineData: InlineDataSpread? = nil
        ) {
            storage = CopyOnWrite(
                Fields(
                    typeCondition: typeCondition, directives: directives, selections: selections, location: location,
                    alias: alias, inlineData: inlineData))
        }

        /// The type condition, or `nil` for `... { }` (the parent type).
        @inlinable public var typeCondition: TypeID? {
            get { storage.fields.typeCondition }
            _modify { yield &storage.fields.typeCondition }
        }

        /// Directives not lowered into IR nodes.
        @inlinable public var directives: [Directive] {
            get { storage.fields.directives }
            _modify { yield &storage.fields.directives }
        }

        /// The selections.
        @inlinable public var selections: [Selection] {
            get { storage.fields.selections }
            _modify { yield &storage.fields.selections }
        }

        /// The whole inline fragment.
        @inlinable public var location: Location {
            get { storage.fields.location }
            _modify { yield &storage.fields.location }
        }

        /// `@alias`: the reader reads the selections as an object of their own under this
        /// name (`null` when the record is not of the type). The operation side has no aliases.
        @inlinable public var alias: FragmentAlias? {
            get { storage.fields.alias }
            _modify { yield &storage.fields.alias }
        }

        /// A spread of an `@inline` fragment (`InlineDataFragmentTransform`): the reader reads
        /// the selections as that fragment's data, an object of its own.
        @inlinable public var inlineData: InlineDataSpread? {
            get { storage.fields.inlineData }
            _modify { yield &storage.fields.inlineData }
        }

        /// Whether the reader reads the selections as an object of their own (`@alias`, or a
        /// spread `@inline` fragment), not as the enclosing record's.
        @inlinable public var isReadOnItsOwn: Bool { alias != nil || inlineData != nil }
    }
}
