import GraphQLSchema

/// Applies `@relay(mask: false)`: an unmasked spread becomes an inline fragment on the spread
/// fragment's type holding its selections (unmasked spreads among them inlined too), so that
/// the spreading definition reads that data as its own, as Relay's `mask` transform does. It
/// is one of Relay's common transforms, so the query text asks for the fields there too (and
/// prints the fragment only where a masked spread still names it). Flattening then merges an
/// inline fragment that refines nothing into its list.
///
/// The variables the inlined selections use become the spreading fragment's root arguments
/// (the reader AST lists what its selections use).
public enum MaskTransform {
    /// The program with every unmasked spread inlined.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        let fragments = program.fragmentsByName()
        // A definition that unmasks a spread uses `@relay`; the others are not walked.
        return program.concurrentlyRewriteDefinitions(onlyWhere: .using(["relay"])) { selections, _, _ in
            if let inlined = inlined(selections, fragments: fragments, depth: 0) { selections = inlined }
            return []
        }.program
    }

    /// The list with its unmasked spreads (and those below) inlined, or `nil` when it has none.
    private static func inlined(_ selections: [IR.Selection], fragments: NameMap<IR.Fragment>, depth: Int)
        -> [IR.Selection]?
    {
        ListEdit.rewriting(selections) { selection in
            guard case .fragmentSpread(let spread) = selection else {
                return selection.replacingChildren { inlined($0, fragments: fragments, depth: depth) }
            }
            // (Validation has reported spread cycles; the depth only keeps them finite.)
            guard spread.isUnmasked, let fragment = fragments[spread.name.value], depth < 100 else { return nil }
            let selections =
                inlined(fragment.selections, fragments: fragments, depth: depth + 1) ?? fragment.selections
            return .inlineFragment(
                IR.InlineFragment(
                    typeCondition: fragment.typeCondition, selections: selections, location: spread.name.location))
        }
    }
}
