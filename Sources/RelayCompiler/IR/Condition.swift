extension IR {
    /// Selections included only when `value` equals `passingValue`: `@include(if:)` passes on
    /// `true`, `@skip(if:)` on `false`.
    public struct Condition: Sendable {
        @usableFromInline
        struct Fields: Sendable {
            @usableFromInline var value: Value
            @usableFromInline var passingValue: Bool
            @usableFromInline var selections: [Selection]
            @usableFromInline var location: Location
        }

        @usableFromInline
        var storage: CopyOnWrite<Fields>

        /// Creates a condition.
        public init(value: Value, passingValue: Bool, selections: [Selection], location: Location) {
            storage = CopyOnWrite(
                Fields(value: value, passingValue: passingValue, selections: selections, location: location))
        }

        /// A variable or a Boolean literal.
        @inlinable public var value: Value {
            get { storage.fields.value }
            _modify { yield &storage.fields.value }
        }

        /// The value for which the selections are included.
        @inlinable public var passingValue: Bool {
            get { storage.fields.passingValue }
            _modify { yield &storage.fields.passingValue }
        }

        /// The guarded selections.
        @inlinable public var selections: [Selection] {
            get { storage.fields.selections }
            _modify { yield &storage.fields.selections }
        }

        /// The directive this was lowered from.
        @inlinable public var location: Location {
            get { storage.fields.location }
            _modify { yield &storage.fields.location }
        }
    }
}
