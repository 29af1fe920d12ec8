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
        guard !search.cycles.isEmpty else { return }
        if context.options.reportsAsRelayDoes {
            let members = search.cycles.flatMap { $0.map(\.spread.fragment) }
            RelayCycleWalk.report(cyclesThrough: Set(members), in: context)
        } else {
            search.cycles.forEach(search.report)
        }
    }

    /// (Marks are kept by fragment position in arrays, and fragments read in place: a set, a
    /// dictionary and a copy of each fragment entered cost more than the search.)
    private struct Search {
        let context: ValidationContext
        let fragments: [Program.Fragment]
        /// Fragment names (by canonical position) already searched from.
        var visited: [Bool]
        /// The spreads followed from the fragment the search started at, with the document
        /// each is written in.
        var path: [(spread: Program.Spread, document: Int)] = []
        /// The position in `path` at which each fragment on it was entered.
        var pathIndex: [Int?]
        /// The cycles found, each as the spreads that form it.
        var cycles: [[(spread: Program.Spread, document: Int)]] = []

        init(context: ValidationContext) {
            self.context = context
            fragments = context.program.fragments
            visited = Array(repeating: false, count: fragments.count)
            pathIndex = Array(repeating: nil, count: fragments.count)
        }

        /// The reference's depth-first search, with an explicit stack (a chain of thousands of
        /// fragments would exhaust the thread's stack by recursion): each frame is a fragment
        /// on the path and the position of its next spread to follow.
        mutating func detectCycles(from index: Int) {
            var frames: [(index: Int, next: Int)] = []
            enter(index, frames: &frames)
            while let (current, next) = frames.last {
                let spreads = fragments[current].spreads
                // Back at this fragment: the spread followed last is done.
                if next > 0 { path.removeLast() }
                guard next < spreads.count else {
                    pathIndex[Int(fragments[current].canonical)] = nil
                    frames.removeLast()
                    continue
                }
                frames[frames.count - 1].next += 1
                let spread = spreads[next]
                path.append((spread, fragments[current].document))
                if let cycleStart = pathIndex[Int(spread.fragment)] {
                    cycles.append(Array(path[cycleStart...]))
                } else {
                    enter(Int(spread.fragment), frames: &frames)
                }
            }
        }

        /// Starts searching from a fragment not searched from yet that spreads anything.
        private mutating func enter(_ index: Int, frames: inout [(index: Int, next: Int)]) {
            let canonical = Int(fragments[index].canonical)
            guard !visited[canonical] else { return }
            visited[canonical] = true
            guard !fragments[index].spreads.isEmpty else { return }
            pathIndex[canonical] = path.count
            frames.append((index, 0))
        }

        func report(cycle: [(spread: Program.Spread, document: Int)]) {
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
