/// Moves every `__id` selection into a client extension placed after the other selections
/// of its list: the runtime reads and writes it, the server never sees it. Lists without
/// `__id` below them are kept as they are.
public enum ClientIDTransform {
    /// The program with `__id` wrapped in client extensions.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        program.concurrentlyMapRootSelections { selections, _ in wrap(selections) ?? selections }
    }

    /// The list with its `__id` moved into a client extension, or `nil` when there is no
    /// `__id` in it or below it.
    private static func wrap(_ selections: [IR.Selection]) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        var clientID: IR.Selection?
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField(let field) where field.name.value == "__id" && field.alias == nil:
                clientID = clientID ?? selection
                edit.replace(index, with: nil)
            case .scalarField, .fragmentSpread, .clientExtension:
                edit.keep(index)
            case .linkedField, .inlineFragment, .condition:
                if let changed = selection.replacingChildren(wrap) {
                    edit.replace(index, with: changed)
                } else {
                    edit.keep(index)
                }
            }
        }
        guard var result = edit.result else { return nil }
        if let clientID { result.append(.clientExtension([clientID])) }
        return result
    }
}
