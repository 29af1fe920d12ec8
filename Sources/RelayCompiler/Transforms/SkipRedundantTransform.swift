/// Drops scalar fields that an enclosing selection list already selects unconditionally
/// (`id` repeated in `... on Node { id }` under a field that selects `id`), then inline
/// fragments, conditions and client extensions left empty.
public enum SkipRedundantTransform {
    /// The program without redundant scalar selections.
    public static func transform(_ program: IR.Program) -> IR.Program {
        program.mapRootSelections { selections, _ in skip(selections, selected: []) }
    }

    /// `selections` without the scalar fields whose merge keys are in `selected` (what the
    /// enclosing lists select for the same record).
    static func skip(_ selections: [IR.Selection], selected: Set<String>) -> [IR.Selection] {
        var selected = selected
        // What this list selects itself, unconditionally, is fetched for every nested refinement.
        for selection in selections {
            if case .scalarField(let field) = selection, field.handles.isEmpty { selected.insert(field.mergeKey) }
            if case .clientExtension(let inner) = selection {
                for case .scalarField(let field) in inner { selected.insert("x:" + field.mergeKey) }
            }
        }
        var kept: [IR.Selection] = []
        var seen = Set<String>()
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                // The list's own fields stay (the first of each key: flattening merged repeats).
                if seen.insert(field.mergeKey).inserted { kept.append(selection) }
            case .linkedField(var field):
                field.selections = skip(field.selections, selected: [])
                kept.append(.linkedField(field))
            case .inlineFragment(var fragment):
                fragment.selections = skipNested(fragment.selections, selected: selected)
                if !fragment.selections.isEmpty { kept.append(.inlineFragment(fragment)) }
            case .condition(var condition):
                condition.selections = skipNested(condition.selections, selected: selected)
                if !condition.selections.isEmpty { kept.append(.condition(condition)) }
            case .clientExtension(let selections):
                let nested = skip(selections, selected: [])
                if !nested.isEmpty { kept.append(.clientExtension(nested)) }
            case .fragmentSpread:
                kept.append(selection)
            }
        }
        return kept
    }

    /// A nested list (same record): scalar fields already selected above are dropped.
    private static func skipNested(_ selections: [IR.Selection], selected: Set<String>) -> [IR.Selection] {
        let filtered = selections.filter { selection in
            if case .scalarField(let field) = selection { return !selected.contains(field.mergeKey) }
            if case .clientExtension(let inner) = selection {
                return !inner.allSatisfy { nested in
                    if case .scalarField(let field) = nested { return selected.contains("x:" + field.mergeKey) }
                    return false
                }
            }
            return true
        }
        return skip(filtered, selected: selected)
    }
}
