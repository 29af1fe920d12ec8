/// §5.5.2.2: fragment spreads do not form cycles. Each cycle is reported once, from the
/// first fragment that reaches it, at the spreads that form it, as the reference's
/// depth-first search reports it.
enum NoFragmentCycles {
    static let name = "NoFragmentCycles"

    static func check(in context: ValidationContext) {
        var search = Search(context: context)
        for index in context.program.fragments.indices {
            search.detectCycles(from: index)
        }
    }

    private struct Search {
        let context: ValidationContext
        /// Fragment names (by canonical position) already searched from.
        var visited: Set<Int32> = []
        /// The spreads followed from the fragment the search started at, with the document
        /// each is written in.
        var path: [(spread: Program.Spread, document: Int)] = []
        /// The position in `path` at which each fragment on it was entered.
        var pathIndex: [Int32: Int] = [:]

        init(context: ValidationContext) {
            self.context = context
        }

        mutating func detectCycles(from index: Int) {
            let fragments = context.program.fragments
            let canonical = fragments[index].canonical
            guard visited.insert(canonical).inserted else { return }
            let spreads = fragments[index].spreads
            guard !spreads.isEmpty else { return }
            pathIndex[canonical] = path.count
            for spread in spreads {
                path.append((spread, fragments[index].document))
                if let cycleStart = pathIndex[spread.fragment] {
                    report(cycle: Array(path[cycleStart...]))
                } else {
                    detectCycles(from: Int(spread.fragment))
                }
                path.removeLast()
            }
            pathIndex[canonical] = nil
        }

        private func report(cycle: [(spread: Program.Spread, document: Int)]) {
            let fragments = context.program.fragments
            func fragmentName(_ spread: Program.Spread) -> String {
                fragments[Int(spread.fragment)].definition.name.value
            }
            guard let first = cycle.first, let last = cycle.last else { return }
            let via = cycle.dropLast().map { "\"\(fragmentName($0.spread))\"" }.joined(separator: ", ")
            let message =
                "Cannot spread fragment \"\(fragmentName(last.spread))\" within itself"
                + (via.isEmpty ? "." : " via \(via).")
            context.report(
                name, message, at: first.spread.span, in: first.document,
                related: cycle.dropFirst().map {
                    ("spread of \"\(fragmentName($0.spread))\"", .init(document: $0.document, span: $0.spread.span))
                })
        }
    }
}
