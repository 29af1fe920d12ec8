/// Drops selections that an enclosing list already guarantees, as Relay's
/// `skip_redundant_nodes` does: a field or spread that a list (or one enclosing it, for the
/// same record) selects already, such as `id` repeated in `... on Node { id }` under a field
/// that selects `id`, or a field of a linked field repeated in an inline fragment; then the
/// inline fragments, conditions and linked fields left empty.
///
/// Each list is walked with what is selected so far for its record (`Selected`, Relay's
/// selection map): its fields first, then its inline fragments and conditions, each of which
/// starts from what its list selected so far. A list that loses nothing, in it or below, comes
/// back as it was (not copied); one that does comes back in the order it was walked, fields
/// first, as Relay's does.
///
/// It runs on flattened programs. A linked field's list starts a record of its own (unless the
/// field repeats one met above it), so what it drops depends on the list alone: a list shared
/// by many operations (an inlined fragment's) is walked once there.
public struct SkipRedundantTransform: Sendable {
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program without redundant selections.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        let pass = SkipRedundantTransform(memo: SharedListMemo(isEnabled: program.sharesSelectionLists))
        return program.concurrentlyMapRootSelections { selections, _ in
            var selected = Selected()
            return pass.skipped(selections, selected: &selected, keepingWhatItSelects: false) ?? selections
        }
    }

    /// What happens to one selection of a list.
    private enum Outcome {
        case keep
        case drop
        case replace(IR.Selection)
    }

    /// The list without what `selected` holds, fields first, or `nil` when nothing in or below
    /// it is dropped; `selected` gains what the list selects, unless the caller has no use for
    /// it (`keepingWhatItSelects`: the root of a record whose map is dropped after).
    private func skipped(
        _ selections: [IR.Selection], selected: inout Selected, keepingWhatItSelects: Bool = true
    ) -> [IR.Selection]? {
        let ordered = Self.fieldsFirst(selections)
        var result: [IR.Selection]?
        // What the inline fragments and conditions of this list select, by position in `ordered`.
        var nested: [Selected.Nested] = []
        for (index, selection) in ordered.enumerated() {
            // (What this list selected so far is `ordered` up to here: a selection dropped
            // there is either one that enclosing lists select, found in theirs first, or one
            // left empty, which holds nothing to look in, as if it were not there.)
            let (outcome, below) = self.outcome(
                of: selection, selected: &selected, listSoFar: Selected.Segment(ordered[..<index], nested))
            switch outcome {
            case .keep:
                result?.append(selection)
            case .drop:
                if result == nil { result = Array(ordered[..<index]) }
            case .replace(let replacement):
                if result == nil { result = Array(ordered[..<index]) }
                result?.append(replacement)
            }
            if let below { nested.append(Selected.Nested(position: index, selected: below)) }
        }
        if keepingWhatItSelects { selected.add(Selected.Segment(ordered[...], nested)) }
        return result
    }

    /// What happens to `selection`, and, for an inline fragment or condition new to `selected`,
    /// what it selects (with what enclosing lists select).
    private func outcome(
        of selection: IR.Selection, selected: inout Selected, listSoFar: @autoclosure () -> Selected.Segment
    ) -> (Outcome, Selected?) {
        let met = selected.position(of: selection)
        switch selection {
        case .scalarField, .fragmentSpread:
            return (met == nil ? .keep : .drop, nil)
        case .linkedField, .inlineFragment, .condition, .clientExtension:
            if let met, var below = selected.below(met) ?? whatSelects(selected.selection(at: met)) {
                // A repeat of a selection met above is walked against what that one selects.
                let outcome = rewritten(selection, selected: &below)
                selected.setBelow(met, below)
                return (outcome, nil)
            }
            if Self.isReadOnItsOwn(selection) {
                // A record of its own: what the list drops depends on the list alone.
                let children = memo.result(for: selection.children) { list in
                    var below = Selected()
                    return self.skipped(list, selected: &below, keepingWhatItSelects: false)
                }
                return (Self.outcome(of: selection, children: children), nil)
            }
            // What the list selected so far is fetched for the nested list too; a client
            // extension (Relay's custom inline fragment) starts afresh, keeping a nested `__id`.
            var below = selection.isClientExtension ? Selected() : selected.adding(listSoFar())
            let outcome = rewritten(selection, selected: &below)
            if case .drop = outcome { return (outcome, nil) }
            return (outcome, below)
        }
    }

    /// What a linked field (or aliased fragment) met above selects: its list walked again as a
    /// record of its own (what is only needed for a repeat is not kept for every field).
    private func whatSelects(_ selection: IR.Selection) -> Selected? {
        guard Self.isReadOnItsOwn(selection) else { return nil }
        var selected = Selected()
        _ = skipped(selection.children, selected: &selected)
        return selected
    }

    /// The selection with its children walked against `selected`.
    private func rewritten(_ selection: IR.Selection, selected: inout Selected) -> Outcome {
        Self.outcome(of: selection, children: skipped(selection.children, selected: &selected))
    }

    /// A selection whose children became `children` (`nil`: unchanged): dropped when none
    /// are left.
    private static func outcome(of selection: IR.Selection, children: [IR.Selection]?) -> Outcome {
        guard let children else { return .keep }
        guard !children.isEmpty, let replaced = selection.replacingChildren({ _ in children }) else { return .drop }
        return .replace(replaced)
    }

    /// Whether the selection's list is read as an object of its own: a linked field's, and an
    /// aliased inline fragment's or a spread `@inline` fragment's (whose object must hold what
    /// enclosing lists select too).
    private static func isReadOnItsOwn(_ selection: IR.Selection) -> Bool {
        switch selection {
        case .linkedField: true
        case .inlineFragment(let fragment): fragment.isReadOnItsOwn
        case .scalarField, .fragmentSpread, .condition, .clientExtension: false
        }
    }

    /// The list's fields, then its other selections, each in their order.
    private static func fieldsFirst(_ selections: [IR.Selection]) -> [IR.Selection] {
        guard let firstOther = selections.firstIndex(where: { !$0.isField }),
            selections[firstOther...].contains(where: \.isField)
        else { return selections }
        return selections.filter(\.isField) + selections.filter { !$0.isField }
    }
}

/// What is selected so far for one record: Relay's selection map. Selections are known by
/// their identity (`IR.Selection.isSame(as:)`, handles included); a linked field, inline
/// fragment, condition or client extension also holds what its own list selected, which a
/// repeat of it nested deeper is walked against.
///
/// The map is kept as the walked lists themselves, one segment per list, outermost first: a
/// list's selections are its entries, shared rather than copied one by one (see `skipped` for
/// why the dropped ones may stay). A nested list starts from its enclosing lists' segments,
/// shared too. A flattened list holds no two same selections, so a list is only looked up in
/// the segments before its own.
private struct Selected: Sendable {
    /// What a selection of a segment selects below it.
    struct Nested: Sendable {
        var position: Int
        var selected: Selected
    }

    /// A walked list's entries.
    struct Segment: Sendable {
        var selections: ArraySlice<IR.Selection>
        var nested: [Nested]

        init(_ selections: ArraySlice<IR.Selection>, _ nested: [Nested]) {
            self.selections = selections
            self.nested = nested
        }
    }

    /// Where an entry is: its segment, and its position there.
    struct Position {
        var segment: Int
        var index: Int
    }

    private var segments: [Segment] = []

    /// The map with `segment`'s entries too.
    func adding(_ segment: Segment) -> Selected {
        var map = self
        map.segments.append(segment)
        return map
    }

    mutating func add(_ segment: Segment) {
        segments.append(segment)
    }

    /// Where `selection` (or the same one) is, if it is.
    func position(of selection: IR.Selection) -> Position? {
        for (segmentIndex, segment) in segments.enumerated() {
            if let index = segment.selections.firstIndex(where: {
                $0.isSame(as: selection) && $0.hasSameHandles(as: selection)
            }) {
                return Position(segment: segmentIndex, index: index - segment.selections.startIndex)
            }
        }
        return nil
    }

    /// The entry at `position`.
    func selection(at position: Position) -> IR.Selection {
        let selections = segments[position.segment].selections
        return selections[selections.startIndex + position.index]
    }

    /// What the entry at `position` selects below it, when known.
    func below(_ position: Position) -> Selected? {
        segments[position.segment].nested.first { $0.position == position.index }?.selected
    }

    mutating func setBelow(_ position: Position, _ selected: Selected) {
        if let index = segments[position.segment].nested.firstIndex(where: { $0.position == position.index }) {
            segments[position.segment].nested[index].selected = selected
        } else {
            segments[position.segment].nested.append(Nested(position: position.index, selected: selected))
        }
    }
}

extension IR.Selection {
    /// Whether the selection is a field, scalar or linked.
    fileprivate var isField: Bool {
        switch self {
        case .scalarField, .linkedField: true
        default: false
        }
    }

    fileprivate var isClientExtension: Bool {
        if case .clientExtension = self { true } else { false }
    }

    /// Whether two fields run the same handlers (Relay keeps handles as directives of the
    /// field, so a field with a handle is another field than one without).
    fileprivate func hasSameHandles(as other: IR.Selection) -> Bool {
        switch (self, other) {
        case (.scalarField(let first), .scalarField(let second)): sameHandles(first.handles, second.handles)
        case (.linkedField(let first), .linkedField(let second)): sameHandles(first.handles, second.handles)
        default: true
        }
    }
}

private func sameHandles(_ first: [IR.FieldHandle], _ second: [IR.FieldHandle]) -> Bool {
    guard first.count == second.count else { return false }
    return zip(first, second).allSatisfy { $0.handle == $1.handle && $0.key == $1.key && $0.filters == $1.filters }
}
