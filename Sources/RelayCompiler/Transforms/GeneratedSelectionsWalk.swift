/// Runs `InlineFragmentsTransform`, `GenerateTypenameTransform`, `GenerateIDTransform` and
/// `AbstractTypeKeyTransform` in one walk, with the result of running them in that order: a
/// fragment's selections are inlined, then each field gets its `__typename` before its `id`,
/// and each inline fragment its type key (those `id` adds too). Each rewrites nearly every
/// list, so that run apart they copied nearly every list of the program once each.
/// A list shared by many operations (an inlined fragment's) is visited once.
///
/// Within a client extension everything is the client's: a client extension that inlining
/// brings there (a fragment on a client type, spread in a client field) gives its selections
/// to the enclosing list, as Relay's normalization AST holds no client extension in another
/// (Relay marks client selections after inlining; ours are marked before, fragment by fragment).
/// For the same reason a fragment on a client type, spread elsewhere, is inlined into the
/// list's client extension (made when it has none), where Relay's marking puts it; ahead of
/// the list's own client selections, where Relay keeps the order they were written in.
struct GeneratedSelectionsWalk: Sendable {
    private let inlining: InlineFragmentsTransform?
    private let typenames: GenerateTypenameTransform?
    private let ids: GenerateIDTransform?
    private let typeKeys: AbstractTypeKeyTransform?
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program with what the passes given make of it (any may be `nil`: not run). With
    /// `inlining`, only the operations are kept.
    static func transform(
        _ program: consuming IR.Program, inlining: InlineFragmentsTransform? = nil,
        typenames: GenerateTypenameTransform? = nil, ids: GenerateIDTransform? = nil,
        typeKeys: AbstractTypeKeyTransform? = nil
    ) -> IR.Program {
        let walk = GeneratedSelectionsWalk(
            inlining: inlining, typenames: typenames, ids: ids, typeKeys: typeKeys,
            memo: SharedListMemo(isEnabled: inlining != nil || program.sharesSelectionLists))
        guard inlining != nil else {
            var program = program.concurrentlyMapRootSelections { selections, _ in
                walk.visit(selections, depth: 0, withinClient: false) ?? selections
            }
            typeKeys?.keyingFragments(of: &program)
            return program
        }
        var result = IR.Program(sharesSelectionLists: true)
        result.operations = program.operations.concurrentMap { operation in
            var operation = operation
            operation.selections =
                walk.visit(operation.selections, depth: 0, withinClient: false) ?? operation.selections
            return operation
        }
        return result
    }

    private init(
        inlining: InlineFragmentsTransform?, typenames: GenerateTypenameTransform?, ids: GenerateIDTransform?,
        typeKeys: AbstractTypeKeyTransform?, memo: SharedListMemo<IR.Selection, [IR.Selection]?>
    ) {
        self.inlining = inlining
        self.typenames = typenames
        self.ids = ids
        self.typeKeys = typeKeys
        self.memo = memo
    }

    /// The list rewritten, or `nil` when nothing changes in or below it (then nothing is
    /// copied). `depth`, the fragments inlined around it, is not part of what is remembered:
    /// it only stops cycles, which `InliningLimitsValidation` rejected before this runs.
    /// `withinClient`: the list is inside a client extension.
    private func visit(_ selections: [IR.Selection], depth: Int, withinClient: Bool) -> [IR.Selection]? {
        memo.result(for: selections, context: withinClient ? 1 : 0) {
            visitUncached($0, depth: depth, withinClient: withinClient)
        }
    }

    private func visitUncached(_ selections: [IR.Selection], depth: Int, withinClient: Bool) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        // Inlined fragments on client types, for the list's client extension.
        var clientFragments: [IR.Selection] = []
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField:
                edit.keep(index)
            case .fragmentSpread(let spread):
                guard let inlining else {
                    edit.keep(index)
                    continue
                }
                let replaced = inlining.replacement(for: spread, depth: depth) { selections, onClientType in
                    visit(selections, depth: depth + 1, withinClient: withinClient || onClientType) ?? selections
                }
                guard let replaced else {
                    edit.replace(index, with: nil)
                    continue
                }
                let fragment = IR.Selection.inlineFragment(led(replaced.fragment))
                if replaced.onClientType, !withinClient {
                    clientFragments.append(fragment)
                    edit.replace(index, with: nil)
                } else {
                    edit.replace(index, with: fragment)
                }
            case .linkedField(let field):
                let typename = typenames?.typenameSelection(for: field)
                let addedIDs = keyed(ids?.idSelections(for: field) ?? [])
                let children = visit(field.selections, depth: depth, withinClient: withinClient)
                guard children != nil || typename != nil || !addedIDs.isEmpty else {
                    edit.keep(index)
                    continue
                }
                var field = field
                field.selections = prepending(typename, nil, to: children ?? field.selections, room: addedIDs.count)
                // (Before the field's client extension, which Relay makes after adding `id`.)
                if case .clientExtension? = field.selections.last {
                    field.selections.insert(contentsOf: addedIDs, at: field.selections.count - 1)
                } else {
                    field.selections += addedIDs
                }
                edit.replace(index, with: .linkedField(field))
            case .inlineFragment(let fragment):
                let (key, discriminator) = leads(of: fragment)
                let children = visit(fragment.selections, depth: depth, withinClient: withinClient)
                guard children != nil || key != nil || discriminator != nil else {
                    edit.keep(index)
                    continue
                }
                var fragment = fragment
                fragment.selections = prepending(key, discriminator, to: children ?? fragment.selections)
                edit.replace(index, with: .inlineFragment(fragment))
            case .clientExtension(let nested) where withinClient:
                edit.replace(index, withContentsOf: visit(nested, depth: depth, withinClient: true) ?? nested)
            case .condition, .clientExtension:
                var childrenWithinClient = withinClient
                if case .clientExtension = selection { childrenWithinClient = true }
                if let changed = selection.replacingChildren({
                    visit($0, depth: depth, withinClient: childrenWithinClient)
                }) {
                    edit.replace(index, with: changed)
                } else {
                    edit.keep(index)
                }
            }
        }
        guard !clientFragments.isEmpty, var result = edit.result else { return edit.result }
        if case .clientExtension(let nested)? = result.last {
            result[result.count - 1] = .clientExtension(clientFragments + nested)
        } else {
            result.append(.clientExtension(clientFragments))
        }
        return result
    }

    /// What an inline fragment starts with, where it gets them: its type key, then its type
    /// discriminator.
    private func leads(of fragment: IR.InlineFragment) -> (key: IR.Selection?, discriminator: IR.Selection?) {
        (typeKeys?.typeKey(fragment.typeCondition, at: fragment.location), typenames?.discriminator(for: fragment))
    }

    /// `fragment` with its leads (`leads(of:)`) first.
    private func led(_ fragment: IR.InlineFragment) -> IR.InlineFragment {
        let (key, discriminator) = leads(of: fragment)
        guard key != nil || discriminator != nil else { return fragment }
        var fragment = fragment
        fragment.selections = prepending(key, discriminator, to: fragment.selections)
        return fragment
    }

    /// The inline fragments `id` generation adds, with their type keys (no discriminators:
    /// those are added before `id`).
    private func keyed(_ added: [IR.Selection]) -> [IR.Selection] {
        guard let typeKeys else { return added }
        return added.map { selection in
            guard case .inlineFragment(var fragment) = selection,
                let key = typeKeys.typeKey(fragment.typeCondition, at: fragment.location)
            else { return selection }
            fragment.selections.insert(key, at: 0)
            return .inlineFragment(fragment)
        }
    }

    /// `first` and `second` (those not `nil`) and `selections`, in one list with room for `room`
    /// more.
    private func prepending(
        _ first: IR.Selection?, _ second: IR.Selection?, to selections: [IR.Selection], room: Int = 0
    ) -> [IR.Selection] {
        guard first != nil || second != nil else { return selections }
        var list: [IR.Selection] = []
        list.reserveCapacity(selections.count + 2 + room)
        if let first { list.append(first) }
        if let second { list.append(second) }
        list.append(contentsOf: selections)
        return list
    }
}
