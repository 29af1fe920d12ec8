import GraphQLSyntax

/// Every operation and fragment of a project, after IR building: what transforms rewrite.
extension IR {
    public struct Program: Sendable {
        /// The operations, in the order their documents were given and, within a document, in
        /// source order.
        public var operations: [Operation]
        /// The fragments, in the same order.
        public var fragments: [Fragment]
        /// Whether definitions share selection lists: once fragments are inlined, every
        /// operation reaching a fragment holds the same list. Passes then remember their
        /// result per list (`SharedListMemo`) and visit each shared list once; elsewhere,
        /// where every list is visited once anyway, remembering would only cost.
        public var sharesSelectionLists: Bool

        /// Creates a program.
        public init(operations: [Operation] = [], fragments: [Fragment] = [], sharesSelectionLists: Bool = false) {
            self.operations = operations
            self.fragments = fragments
            self.sharesSelectionLists = sharesSelectionLists
        }

        /// The fragment with this name, if any (linear: build an index for repeated lookups).
        public func fragment(named name: String) -> Fragment? {
            fragments.first { $0.name.value == name }
        }

        /// Each fragment's position in `fragments`, by name: the index for repeated lookups.
        /// (IR building keeps one fragment per name; were a name repeated, the last would win.)
        func fragmentPositions() -> NameMap<Int> {
            var positions = NameMap<Int>(capacity: fragments.count)
            for (position, fragment) in fragments.enumerated() { positions[fragment.name.value] = position }
            return positions
        }

        /// The fragments by name, for passes that look up what spreads name (as in
        /// `fragmentPositions()`, the last of a repeated name would win).
        func fragmentsByName() -> NameMap<Fragment> {
            var byName = NameMap<Fragment>(capacity: fragments.count)
            for fragment in fragments { byName[fragment.name.value] = fragment }
            return byName
        }
    }
}

extension IR.Program {
    /// Releases the program with its definitions' selections freed on every core (see
    /// `Array.releaseConcurrently`), for a program no longer needed.
    package consuming func releaseConcurrently() {
        var program = self
        concurrentlyUpdate(
            &program.operations, { $0.selections = [] }, then: &program.fragments, { $0.selections = [] })
    }
}
