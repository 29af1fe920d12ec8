extension SelectionSet {
    /// Calls `body` with each fragment spread of the set, at any depth (in fields' and inline
    /// fragments' sets), in the order written. Without recursion: sets nest hundreds deep.
    public func forEachFragmentSpread(_ body: (FragmentSpread) -> Void) {
        var pending: [Selection] = selections.reversed()
        while let selection = pending.popLast() {
            switch selection {
            case .fragmentSpread(let spread): body(spread)
            case .field(let field):
                if let nested = field.selectionSet { pending.append(contentsOf: nested.selections.reversed()) }
            case .inlineFragment(let inline): pending.append(contentsOf: inline.selectionSet.selections.reversed())
            }
        }
    }
}
