extension IR {
    /// A named fragment spread.
    public struct FragmentSpread: Sendable {
        @usableFromInline
        struct Fields: Sendable {
            @usableFromInline var name: Name
            @usableFromInline var arguments: [Argument]
            @usableFromInline var directives: [Directive]
            @usableFromInline var isUnmasked: Bool
        }

        @usableFromInline
        var storage: CopyOnWrite<Fields>

        /// Creates a fragment spread.
        public init(name: Name, arguments: [Argument] = [], directives: [Directive] = [], isUnmasked: Bool = false) {
            storage = CopyOnWrite(
                Fields(name: name, arguments: arguments, directives: directives, isUnmasked: isUnmasked))
        }

        /// The spread fragment's name, located at the name.
        @inlinable public var name: Name {
            get { storage.fields.name }
            _modify { yield &storage.fields.name }
        }

        /// The values passed with `@arguments`, in source order.
        @inlinable public var arguments: [Argument] {
            get { storage.fields.arguments }
            _modify { yield &storage.fields.arguments }
        }

        /// Directives not lowered into IR nodes.
        @inlinable public var directives: [Directive] {
            get { storage.fields.directives }
            _modify { yield &storage.fields.directives }
        }

        /// `@relay(mask: false)`: the reader reads the fragment's selections as the spreading
        /// selection's own (`MaskTransform`); the query text and normalization keep the spread.
        @inlinable public var isUnmasked: Bool {
            get { storage.fields.isUnmasked }
            _modify { yield &storage.fields.isUnmasked }
        }
    }
}
