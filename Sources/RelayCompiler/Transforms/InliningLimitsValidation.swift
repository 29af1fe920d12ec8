import GraphQLSyntax

/// Limits on what an operation's artifact inlines, checked before any transform: the
/// normalization AST and the query text inline every fragment an operation reaches, so a
/// chain of fragments thousands long would recurse as deep, and fragments spreading others
/// several times each would multiply. An operation may reach fragments at most
/// `maximumDepth` spreads deep and inline at most `maximumSelections` selections. A fragment's
/// reader AST inlines the `@inline` fragments it spreads (and theirs): the same limits apply
/// to what it reaches through those.
///
/// The search runs over the spread graph with an explicit stack, memoized per fragment (a
/// spread that closes a cycle counts as nothing here; `RelayValidations` reports it).
public enum InliningLimitsValidation {
    public static let maximumDepth = 100
    public static let maximumSelections = 1_000_000

    public static func validate(_ program: IR.Program) -> [Diagnostic] {
        validate(program, surveys: DefinitionSurveys(of: program))
    }

    /// The same, from the definitions' surveys (the walk that counts their selections and
    /// finds their spreads, shared with `RelayValidations`).
    static func validate(
        _ program: IR.Program, surveys: DefinitionSurveys
    ) -> [Diagnostic] {
        var reach = Reach(fragments: surveys.fragments)
        var diagnostics: [Diagnostic] = []
        for (operation, own) in zip(program.operations, surveys.operations) {
            let (depth, size) = own.spreads.reduce((0, own.selectionCount)) { total, spread in
                let reached = reach.measure(spread.target)
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
        let inlineData = program.fragments.map(\.isInlineData)
        guard inlineData.contains(true) else { return diagnostics }
        var inlineReach = Reach(fragments: surveys.fragments, following: inlineData)
        for (position, fragment) in program.fragments.enumerated() {
            let (depth, size) = inlineReach.measure(position)
            // (`depth` counts the fragment itself.)
            if depth - 1 > maximumDepth {
                diagnostics.append(
                    fragment.name.error(
                        "Fragment '\(fragment.name.value)' reaches @inline fragments \(depth - 1) spreads deep; at "
                            + "most \(maximumDepth) are inlined into its artifact"))
            } else if size > maximumSelections {
                diagnostics.append(
                    fragment.name.error(
                        "Fragment '\(fragment.name.value)' inlines \(size) selections through its @inline "
                            + "fragments; at most \(maximumSelections) are allowed"))
            }
        }
        return diagnostics
    }

    /// How deep (in spreads) and how large (in selections) each fragment is once inlined.
    /// (By fragment position, in arrays: a dictionary and a set hashed every step of this
    /// search, which runs on one core.)
    struct Reach {
        let fragments: [DefinitionSurvey]
        /// By position, whether spreads of a fragment are followed (all when `nil`).
        let following: [Bool]?
        private var measured: [(depth: Int, size: Int)?]
        private var inProgress: [Bool]

        init(fragments: [DefinitionSurvey], following: [Bool]? = nil) {
            self.fragments = fragments
            self.following = following
            measured = Array(repeating: nil, count: fragments.count)
            inProgress = Array(repeating: false, count: fragments.count)
        }

        mutating func measure(_ root: Int) -> (depth: Int, size: Int) {
            if let known = measured[root] { return known }
            var frames: [(fragment: Int, next: Int, depth: Int, size: Int)] = [
                (root, 0, 0, fragments[root].selectionCount)
            ]
            inProgress[root] = true
            while let frame = frames.last {
                let spreads = fragments[frame.fragment].spreads
                if frame.next < spreads.count {
                    frames[frames.count - 1].next += 1
                    let target = spreads[frame.next].target
                    if let following, !following[target] { continue }
                    if let known = measured[target] {
                        add(known, to: &frames[frames.count - 1])
                    } else if !inProgress[target] {
                        inProgress[target] = true
                        frames.append((target, 0, 0, fragments[target].selectionCount))
                    }
                    continue
                }
                frames.removeLast()
                inProgress[frame.fragment] = false
                let result = (depth: frame.depth + 1, size: frame.size)
                measured[frame.fragment] = result
                if !frames.isEmpty { add(result, to: &frames[frames.count - 1]) }
            }
            return measured[root] ?? (1, fragments[root].selectionCount)
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
