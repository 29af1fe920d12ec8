import GraphQLSyntax

/// Relay's own checks on top of GraphQL validation: no alias starting with `__`, no field but
/// `id` aliased `id` (the store reads a record's identity there), no arguments on
/// `__typename`, and no fragment that spreads itself, directly or not.
public enum RelayValidations {
    /// Every problem found, in definition order.
    public static func validate(_ program: IR.Program) -> [Diagnostic] {
        // Each definition is checked on its own, on any core.
        let operations = program.operations.concurrentMap { problems(in: $0.selections) }
        let fragments = program.fragments.concurrentMap { problems(in: $0.selections) }
        return Array((operations + fragments).joined()) + cycles(in: program)
    }

    private static func problems(in selections: [IR.Selection]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        check(selections, into: &diagnostics)
        return diagnostics
    }

    private static func check(_ selections: [IR.Selection], into diagnostics: inout [Diagnostic]) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                checkAlias(field.alias, of: field.name.value, into: &diagnostics)
                if field.name.value == "__typename", let first = field.arguments.first {
                    diagnostics.append(first.name.error("Unexpected arguments on `__typename` field"))
                }
            case .linkedField(let field):
                checkAlias(field.alias, of: field.name.value, into: &diagnostics)
                check(field.selections, into: &diagnostics)
            case .inlineFragment(let fragment): check(fragment.selections, into: &diagnostics)
            case .condition(let condition): check(condition.selections, into: &diagnostics)
            case .clientExtension(let nested): check(nested, into: &diagnostics)
            case .fragmentSpread: break
            }
        }
    }

    private static func checkAlias(_ alias: IR.Name?, of name: String, into diagnostics: inout [Diagnostic]) {
        guard let alias else { return }
        if alias.value.hasPrefix("__") {
            diagnostics.append(alias.error("No fields can have an alias that start with two underscores."))
        } else if alias.value == "id", name != "id" {
            diagnostics.append(
                alias.error(
                    "Relay does not allow aliasing fields to `id`. This name is reserved for the globally unique `id` "
                        + "field on `Node`."))
        }
    }

    /// One diagnostic per fragment that reaches itself, at the spread that closes the cycle.
    /// Fragments are named by index here: the searches below hashed names at every step.
    private static func cycles(in program: IR.Program) -> [Diagnostic] {
        let known = program.fragmentPositions()
        // Each fragment's spreads, and the fragments they name (unknown ones left out).
        let spreadLists = program.fragments.concurrentMap { fragment in
            spreads(in: fragment.selections).compactMap { spread in
                known[spread.name.value].map { (spread: spread, target: $0) }
            }
        }
        let onOrBeforeCycle = fragmentsReachingCycles(spreadLists.map { $0.map(\.target) })
        var diagnostics: [Diagnostic] = []
        for (index, fragment) in program.fragments.enumerated() where onOrBeforeCycle[index] {
            // Depth-first from the fragment, looking for a spread of the fragment itself.
            var visited = Set<Int>()
            var stack = spreadLists[index]
            while let (spread, target) = stack.popLast() {
                if target == index {
                    diagnostics.append(
                        spread.name.error("Found a circular reference from fragment '\(fragment.name.value)'."))
                    break
                }
                if visited.insert(target).inserted { stack += spreadLists[target] }
            }
        }
        return diagnostics
    }

    /// The fragments from which a cycle can be reached, by index (`targets`: the fragments
    /// each one spreads): what is left after repeatedly setting aside the fragments whose
    /// spreads all lead to fragments set aside (or to none). Only these can reach themselves,
    /// so the search above, which may walk every fragment a fragment reaches, runs for them
    /// alone (in an acyclic project, for none).
    private static func fragmentsReachingCycles(_ targets: [[Int]]) -> [Bool] {
        var pendingSpreads = targets.map(\.count)
        var spreadBy = [[Int]](repeating: [], count: targets.count)
        for (index, spread) in targets.enumerated() {
            for target in spread { spreadBy[target].append(index) }
        }
        var reachesCycle = [Bool](repeating: true, count: targets.count)
        var settled = pendingSpreads.indices.filter { pendingSpreads[$0] == 0 }
        while let index = settled.popLast() {
            reachesCycle[index] = false
            for spreader in spreadBy[index] {
                pendingSpreads[spreader] -= 1
                if pendingSpreads[spreader] == 0 { settled.append(spreader) }
            }
        }
        return reachesCycle
    }
}

/// Every fragment spread in `selections`, at any depth, in document order.
func spreads(in selections: [IR.Selection]) -> [IR.FragmentSpread] {
    var found: [IR.FragmentSpread] = []
    func visit(_ selections: [IR.Selection]) {
        for selection in selections {
            switch selection {
            case .fragmentSpread(let spread): found.append(spread)
            case .linkedField(let field): visit(field.selections)
            case .inlineFragment(let fragment): visit(fragment.selections)
            case .condition(let condition): visit(condition.selections)
            case .clientExtension(let nested): visit(nested)
            case .scalarField: break
            }
        }
    }
    visit(selections)
    return found
}
