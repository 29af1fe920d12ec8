extension IR {
    /// What `@alias` made of an inline fragment or a fragment spread (`FragmentAliasTransform`):
    /// the name the reader reads its selections under.
    public struct FragmentAlias: Sendable, Equatable {
        /// The name, located at the directive (or at its `as` argument).
        public var name: Name
        /// Whether the inline fragment only wraps an aliased spread, which the operation side
        /// gets back as it was written.
        public var wrapsSpread: Bool

        public init(name: Name, wrapsSpread: Bool) {
            self.name = name
            self.wrapsSpread = wrapsSpread
        }

        public static func == (lhs: FragmentAlias, rhs: FragmentAlias) -> Bool {
            lhs.name.value == rhs.name.value && lhs.wrapsSpread == rhs.wrapsSpread
        }
    }
}
