/// Runs `InlineFragmentsTransform`, `GenerateTypenameTransform` and `GenerateIDTransform` in
/// one walk, with the result of running them in that order: a fragment's selections are
/// inlined, then each field gets its `__typename` before its `id`. Each rewrites nearly every
/// list, so that run apart they copied nearly every list of the program three times.
/// A list shared by many operations (an inlined fragment's) is visited once.
struct GeneratedSelectionsWalk: Sendable {
    private let inlining: InlineFragmentsTransform?
    private let typenames: GenerateTypenameTransform?
    private let ids: GenerateIDTransform?
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program with what the passes given make of it (any may be `nil`: not run). With
    /// `inlining`, only the operations are kept.
    static func transform(
        _ program: consuming IR.Program, inlining: InlineFragmentsTransform? = nil,
        typenames: GenerateTypenameTransform?, ids: GenerateIDTransform?
    ) -> IR.Program {
        let walk = GeneratedSelectionsWalk(
            inlining: inlining, typenames: typenames, ids: ids,
            memo: SharedListMemo(isEnabled: inlining != nil || program.sharesSelectionLists))
        guard inlining != nil else {
            return program.concurrentlyMapRootSelections { selections, _ in
                walk.visit(selections, depth: 0) ?? selections
            }
        }
        var result = IR.Program(sharesSelectionLists: true)
        result.operations = program.operations.concurrentMap { operation in
            var operation = operation
            operation.selections = walk.visit(operation.selections, depth: 0) ?? operation.selections
            return operation
        }
        return result
    }

    private init(
        inlining: InlineFragmentsTransform?, typenames: GenerateTypenameTransform?, ids: GenerateIDTransform?,
        memo: SharedListMemo<IR.Selection, [IR.Selection]?>
    ) {
        self.inlining = inlining
        self.typenames = typenames
        self.ids = ids
        self.memo = memo
    }

    /// The list rewritten, or `nil` when nothing changes in or below it (then nothing is
    /// copied). `depth`, the fragments inlined around it, is not part of what is remembered:
    /// it only stops cycles, which `InliningLimitsValidation` rejected before this runs.
    private func visit(_ selections: [IR.Selection], depth: Int) -> [IR.Selection]? {
        memo.result(for: selections) { visitUncached($0, depth: depth) }
    }

    private func visitUncached(_ selections: [IR.Selection], depth: Int) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField:
                edit.keep(index)
            case .fragmentSpread(let spread):
                guard let inlining else {
                    edit.keep(index)
                    continue
                }
                let fragment = inlining.replacement(for: spread, depth: depth) {
                    visit($0, depth: depth + 1) ?? $0
                }
                edit.replace(index, with: fragment.map { .inlineFragment(discriminated($0)) })
            case .linkedField(let field):
                let typename = typenames?.typenameSelection(for: field)
                let addedIDs = ids?.idSelections(for: field) ?? []
                let children = visit(field.selections, depth: depth)
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
                let children = visit(fragment.selections, depth: depth)
                guard children != nil || discriminator != nil else {
                    edit.keep(index)
                    continue
                }
                var fragment = fragment
                fragment.selections = prepending(discriminator, to: children ?? fragment.selections, room: 0)
                edit.replace(index, with: .inlineFragment(fragment))
            case .condition, .clientExtension:
                if let changed = selection.replacingChildren({ visit($0, depth: depth) }) {
                    edit.replace(index, with: changed)
                } else {
                    edit.keep(index)
                }
            }
        }
        return edit.result
    }

    /// `fragment` with its type discriminator first, when it gets one.
    private func discriminated(_ fragment: IR.InlineFragment) -> IR.InlineFragment {
        guard let discriminator = typenames?.discriminator(for: fragment) else { return fragment }
        var fragment = fragment
        fragment.selections = prepending(discriminator, to: fragment.selections, room: 0)
        return fragment
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
