/// Every operation and fragment of a project, after IR building: what transforms rewrite.
extension IR {
    public struct Program: Sendable {
        /// The operations, in the order their documents were given and, within a document, in
        /// source order.
        public var operations: [Operation]
        /// The fragments, in the same order.
        public var fragments: [Fragment]

        /// Creates a program.
        public init(operations: [Operation] = [], fragments: [Fragment] = []) {
            self.operations = operations
            self.fragments = fragments
        }

        /// The fragment with this name, if any (linear: build an index for repeated lookups).
        public func fragment(named name: String) -> Fragment? {
            fragments.first { $0.name.value == name }
        }
    }
}
