/// A list rewritten element by element, copied only from the first change on: most lists
/// change nowhere, and then nothing is copied.
struct ListEdit {
    private let original: [IR.Selection]
    /// The rewritten list, once something changed.
    private(set) var result: [IR.Selection]?

    init(_ original: [IR.Selection]) { self.original = original }

    /// Keeps the element at `index` as it is.
    mutating func keep(_ index: Int) {
        result?.append(original[index])
    }

    /// Puts `selection` (or nothing) in the place of the element at `index`.
    mutating func replace(_ index: Int, with selection: IR.Selection?) {
        startResult(before: index, extra: 0)
        if let selection { result?.append(selection) }
    }

    /// Replaces the element at `index` with `selections`, in order (a list spliced in).
    mutating func replace(_ index: Int, withContentsOf selections: [IR.Selection]) {
        startResult(before: index, extra: selections.count)
        result?.append(contentsOf: selections)
    }

    /// Starts the result, if it is not yet, with the elements before `index`, with room for
    /// the others and `extra` more.
    private mutating func startResult(before index: Int, extra: Int) {
        guard result == nil else { return }
        // One allocation: `Array(original[..<index])` made one of `index` elements, and
        // reserving room for the rest a second.
        var copy: [IR.Selection] = []
        copy.reserveCapacity(original.count + extra)
        copy.append(contentsOf: original[..<index])
        result = copy
    }

    /// `original` with each element replaced by what `rewrite` makes of it (`nil`: kept as it
    /// is), or `nil` when nothing was replaced: the walk of every pass that rewrites elements
    /// in place and removes none.
    static func rewriting(
        _ original: [IR.Selection], _ rewrite: (IR.Selection) -> IR.Selection?
    ) -> [IR.Selection]? {
        var edit = ListEdit(original)
        for (index, selection) in original.enumerated() {
            if let changed = rewrite(selection) { edit.replace(index, with: changed) } else { edit.keep(index) }
        }
        return edit.result
    }

    /// `original` with `rewrite` applied to every field in and below it, a linked field once its
    /// own selections are (`nil`: the field kept as it is); `nil` when nothing changed. Spreads
    /// are not followed. The walk of the passes that lower a field's directives.
    static func rewritingFields(
        _ original: [IR.Selection], _ rewrite: (IR.Selection) -> IR.Selection?
    ) -> [IR.Selection]? {
        rewriting(original) { selection in
            switch selection {
            case .scalarField:
                return rewrite(selection)
            case .linkedField(var field):
                guard let children = rewritingFields(field.selections, rewrite) else { return rewrite(selection) }
                field.selections = children
                let changed = IR.Selection.linkedField(field)
                return rewrite(changed) ?? changed
            case .inlineFragment, .condition, .clientExtension:
                return selection.replacingChildren { rewritingFields($0, rewrite) }
            case .fragmentSpread:
                return nil
            }
        }
    }
}
