import GraphQLSyntax

/// Limits on what an operation's artifact inlines, checked before any transform: the
/// normalization AST and the query text inline every fragment an operation reaches, so a
/// chain of fragments thousands long would recurse as deep, and fragments spreading others
/// several times each would multiply. An operation may reach fragments at most
/// `maximumDepth` spreads deep and inline at most `maximumSelections` selections.
///
/// The search runs over the spread graph with an explicit stack, memoized per fragment (a
/// spread that closes a cycle counts as nothing here; `RelayValidations` reports it).
public enum InliningLimitsValidation {
    public static let maximumDepth = 100
    public static let maximumSelections = 1_000_000

    public static func validate(_ program: IR.Program) -> [Diagnostic] {
        let index = program.fragmentPositions()
        // One pool for both: the operations, few and large, are handed out first.
        let lists = program.operations.map(\.selections) + program.fragments.map(\.selections)
        let summaries = lists.concurrentMap { [index] in Summary(of: $0, index: index) }
        let operations = summaries[..<program.operations.count]
        var reach = Reach(fragments: Array(summaries[program.operations.count...]))
        var diagnostics: [Diagnostic] = []
        for (operation, own) in zip(program.operations, operations) {
            let (depth, size) = own.spreads.reduce((0, own.selections)) { total, spread in
                let reached = reach.measure(spread)
                return (max(total.0, reached.depth), total.1.addingSaturated(reached.size))
            }
            if depth > maximumDepth {
                diagnostics.append(
                    operation.name.error(
                        "Operation '\(operation.name.value)' reaches fragments \(depth) spreads deep; at most "
                            + "\(maximumDepth) are inlined into its artifact"))
            } else if size > maximumSelections {
                diagnostics.append(
                    operation.name.error(
                        "Operation '\(operation.name.value)' inlines \(size) selections through its fragments; "
                            + "at most \(maximumSelections) are allowed"))
            }
        }
        return diagnostics
    }

    /// A definition's own selections (fields, inline fragments, conditions: what inlining
    /// copies) and the fragments it spreads, by position, once per spread.
    struct Summary {
        var selections = 0
        var spreads: [Int] = []

        init(of selections: [IR.Selection], index: [String: Int]) {
            var pending = [selections[...]]
            while let list = pending.popLast() {
                for selection in list {
                    switch selection {
                    case .scalarField: self.selections += 1
                    case .linkedField(let field):
                        self.selections += 1
                        pending.append(field.selections[...])
                    case .inlineFragment(let fragment):
                        self.selections += 1
                        pending.append(fragment.selections[...])
                    case .condition(let condition):
                        self.selections += 1
                        pending.append(condition.selections[...])
                    case .clientExtension(let nested): pending.append(nested[...])
                    case .fragmentSpread(let spread):
                        if let position = index[spread.name.value] { spreads.append(position) }
                    }
                }
            }
        }
    }

    /// How deep (in spreads) and how large (in selections) each fragment is once inlined.
    /// (By fragment position, in arrays: a dictionary and a set hashed every step of this
    /// search, which runs on one core.)
    struct Reach {
        let fragments: [Summary]
        private var measured: [(depth: Int, size: Int)?]
        private var inProgress: [Bool]

        init(fragments: [Summary]) {
            self.fragments = fragments
            measured = Array(repeating: nil, count: fragments.count)
            inProgress = Array(repeating: false, count: fragments.count)
        }

        mutating func measure(_ root: Int) -> (depth: Int, size: Int) {
            if let known = measured[root] { return known }
            var frames: [(fragment: Int, next: Int, depth: Int, size: Int)] = [(root, 0, 0, fragments[root].selections)]
            inProgress[root] = true
            while let frame = frames.last {
                let spreads = fragments[frame.fragment].spreads
                if frame.next < spreads.count {
                    frames[frames.count - 1].next += 1
                    let target = spreads[frame.next]
                    if let known = measured[target] {
                        add(known, to: &frames[frames.count - 1])
                    } else if !inProgress[target] {
                        inProgress[target] = true
                        frames.append((target, 0, 0, fragments[target].selections))
                    }
                    continue
                }
                frames.removeLast()
                inProgress[frame.fragment] = false
                let result = (depth: frame.depth + 1, size: frame.size)
                measured[frame.fragment] = result
                if !frames.isEmpty { add(result, to: &frames[frames.count - 1]) }
            }
            return measured[root] ?? (1, fragments[root].selections)
        }

        private func add(
            _ reached: (depth: Int, size: Int), to frame: inout (fragment: Int, next: Int, depth: Int, size: Int)
        ) {
            frame.depth = max(frame.depth, reached.depth)
            frame.size = frame.size.addingSaturated(reached.size)
        }
    }
}

extension Int {
    /// The sum, or `Int.max` when it would overflow: sizes only need to compare with a limit.
    fileprivate func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
