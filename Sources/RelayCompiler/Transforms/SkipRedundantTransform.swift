/// Drops scalar fields that an enclosing selection list already selects unconditionally
/// (`id` repeated in `... on Node { id }` under a field that selects `id`), then inline
/// fragments, conditions and client extensions left empty.
///
/// It runs on flattened programs, whose lists hold no two fields of one key. Lists with
/// nothing to drop come back as they were, without copying the tree below. The
/// list of a linked field starts a new record, so what it drops depends on the list alone: a
/// list shared by many operations (an inlined fragment's) is visited once.
public struct SkipRedundantTransform: Sendable {
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program without redundant scalar selections.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        let pass = SkipRedundantTransform(memo: SharedListMemo(isEnabled: program.sharesSelectionLists))
        return program.concurrentlyMapRootSelections { selections, _ in pass.skippedRecord(selections) ?? selections }
    }

    /// The selections of a record (an operation's root or a linked field's) without redundant
    /// ones, or `nil` when nothing in or below them is dropped.
    private func skippedRecord(_ selections: [IR.Selection]) -> [IR.Selection]? {
        memo.result(for: selections) { skipped($0, selected: []) }
    }

    /// The list without the scalar fields whose merge keys are in `selected` (what the
    /// enclosing lists select for the same record), or `nil` when nothing in or below it is
    /// dropped.
    private func skipped(_ selections: [IR.Selection], selected: Set<String>) -> [IR.Selection]? {
        let selected = hasNestedLists(selections) ? selectedForNestedLists(selections, selected) : selected
        var edit = ListEdit(selections)
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField:
                // The list's own fields stay: flattened, it holds no two of one key.
                edit.keep(index)
            case .linkedField:
                // A field's list starts a record of its own.
                if let changed = selection.replacingChildren(skippedRecord) {
                    edit.replace(index, with: changed)
                } else {
                    edit.keep(index)
                }
            case .inlineFragment(let fragment):
                guard let selections = skippedNested(fragment.selections, selected: selected) else {
                    edit.keep(index)
                    continue
                }
                var fragment = fragment
                fragment.selections = selections
                edit.replace(index, with: selections.isEmpty ? nil : .inlineFragment(fragment))
            case .condition(let condition):
                guard let selections = skippedNested(condition.selections, selected: selected) else {
                    edit.keep(index)
                    continue
                }
                var condition = condition
                condition.selections = selections
                edit.replace(index, with: selections.isEmpty ? nil : .condition(condition))
            case .clientExtension(let selections):
                guard let nested = skippedRecord(selections) else {
                    edit.keep(index)
                    continue
                }
                edit.replace(index, with: nested.isEmpty ? nil : .clientExtension(nested))
            case .fragmentSpread:
                edit.keep(index)
            }
        }
        return edit.result
    }

    private func hasNestedLists(_ selections: [IR.Selection]) -> Bool {
        selections.contains { selection in
            switch selection {
            case .inlineFragment, .condition: true
            default: false
            }
        }
    }

    /// What a list selects itself, unconditionally, is fetched for every nested refinement.
    private func selectedForNestedLists(_ selections: [IR.Selection], _ selected: Set<String>) -> Set<String> {
        var selected = selected
        selected.reserveCapacity(selected.count + selections.count)
        for case .scalarField(let field) in selections where field.handles.isEmpty { selected.insert(field.mergeKey) }
        return selected
    }

    /// A nested list (same record) without the scalar fields already selected above, or `nil`
    /// when nothing is dropped.
    private func skippedNested(_ selections: [IR.Selection], selected: Set<String>) -> [IR.Selection]? {
        // (A client extension stays: Relay keeps a nested `__id` too.)
        func isSelectedAbove(_ selection: IR.Selection) -> Bool {
            if case .scalarField(let field) = selection { return selected.contains(field.mergeKey) }
            return false
        }
        // Most nested lists repeat nothing from above: they are not copied to find that out.
        let filteredSome = !selected.isEmpty && selections.contains(where: isSelectedAbove)
        let filtered = filteredSome ? selections.filter { !isSelectedAbove($0) } : selections
        return skipped(filtered, selected: selected) ?? (filteredSome ? filtered : nil)
    }
}
