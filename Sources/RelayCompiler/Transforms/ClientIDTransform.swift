/// Moves every `__id` selection into a client extension placed after the other selections
/// of its list: the runtime reads and writes it, the server never sees it.
public enum ClientIDTransform {
    /// The program with `__id` wrapped in client extensions.
    public static func transform(_ program: IR.Program) -> IR.Program {
        program.concurrentlyMapRootSelections { selections, _ in wrap(selections) }
    }

    static func wrap(_ selections: [IR.Selection]) -> [IR.Selection] {
        var kept: [IR.Selection] = []
        var clientIDs: [IR.Selection] = []
        for selection in selections {
            switch selection {
            case .scalarField(let field) where field.name.value == "__id" && field.alias == nil:
                if clientIDs.isEmpty { clientIDs.append(selection) }
            case .scalarField, .fragmentSpread: kept.append(selection)
            case .linkedField(var field):
                field.selections = wrap(field.selections)
                kept.append(.linkedField(field))
            case .inlineFragment(var fragment):
                fragment.selections = wrap(fragment.selections)
                kept.append(.inlineFragment(fragment))
            case .condition(var condition):
                condition.selections = wrap(condition.selections)
                kept.append(.condition(condition))
            case .clientExtension(let nested):
                kept.append(.clientExtension(nested))
            }
        }
        if !clientIDs.isEmpty { kept.append(.clientExtension(clientIDs)) }
        return kept
    }
}
