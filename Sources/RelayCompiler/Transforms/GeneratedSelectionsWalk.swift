/// Runs `GenerateTypenameTransform` and `GenerateIDTransform` in one walk, each field's
/// `__typename` added before its `id` as when the two run in turn. Each adds to nearly every
/// linked field, so that run apart they copied nearly every list of the program twice.
/// A list shared by many operations (an inlined fragment's) is visited once.
struct GeneratedSelectionsWalk: Sendable {
    private let typenames: GenerateTypenameTransform?
    private let ids: GenerateIDTransform?
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program with what `typenames` and `ids` add (either may be `nil`: not run).
    static func transform(
        _ program: consuming IR.Program, typenames: GenerateTypenameTransform?, ids: GenerateIDTransform?
    ) -> IR.Program {
        let walk = GeneratedSelectionsWalk(
            typenames: typenames, ids: ids, memo: SharedListMemo(isEnabled: program.sharesSelectionLists))
        return program.concurrentlyMapRootSelections { selections, _ in walk.visit(selections) ?? selections }
    }

    private init(
        typenames: GenerateTypenameTransform?, ids: GenerateIDTransform?,
        memo: SharedListMemo<IR.Selection, [IR.Selection]?>
    ) {
        self.typenames = typenames
        self.ids = ids
        self.memo = memo
    }

    /// The list with the selections added below it, or `nil` when nothing is added (then
    /// nothing is copied).
    private func visit(_ selections: [IR.Selection]) -> [IR.Selection]? {
        memo.result(for: selections, visitUncached)
    }

    private func visitUncached(_ selections: [IR.Selection]) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField, .fragmentSpread:
                edit.keep(index)
            case .linkedField(let field):
                let typename = typenames?.typenameSelection(for: field)
                let addedIDs = ids?.idSelections(for: field) ?? []
                let children = visit(field.selections)
                guard children != nil || typename != nil || !addedIDs.isEmpty else {
                    edit.keep(index)
                    continue
                }
                var field = field
                field.selections = prepending(typename, to: children ?? field.selections, room: addedIDs.count)
                if !addedIDs.isEmpty { ids?.insert(addedIDs, into: &field.selections, of: field) }
                edit.replace(index, with: .linkedField(field))
            case .inlineFragment(let fragment):
                let discriminator = typenames?.discriminator(for: fragment)
                let children = visit(fragment.selections)
                guard children != nil || discriminator != nil else {
                    edit.keep(index)
                    continue
                }
                var fragment = fragment
                fragment.selections = prepending(discriminator, to: children ?? fragment.selections, room: 0)
                edit.replace(index, with: .inlineFragment(fragment))
            case .condition, .clientExtension:
                if let changed = selection.replacingChildren(visit) {
                    edit.replace(index, with: changed)
                } else {
                    edit.keep(index)
                }
            }
        }
        return edit.result
    }

    /// `first` (if any) and `selections`, in one list with room for `room` more.
    private func prepending(_ first: IR.Selection?, to selections: [IR.Selection], room: Int) -> [IR.Selection] {
        guard let first else { return selections }
        var list: [IR.Selection] = []
        list.reserveCapacity(selections.count + 1 + room)
        list.append(first)
        list.append(contentsOf: selections)
        return list
    }
}
