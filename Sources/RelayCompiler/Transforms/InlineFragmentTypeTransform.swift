import GraphQLSchema

/// Gives every inline fragment written without a type condition (`... @include(if: $x) { }`)
/// its parent's type, as Relay's artifacts always name one.
public enum InlineFragmentTypeTransform {
    /// The program with every inline fragment typed.
    public static func transform(_ program: IR.Program) -> IR.Program {
        program.concurrentlyMapRootSelections { selections, parent in visit(selections, parent: parent) }
    }

    private static func visit(_ selections: [IR.Selection], parent: TypeID) -> [IR.Selection] {
        selections.map { selection in
            switch selection {
            case .scalarField, .fragmentSpread: return selection
            case .linkedField(var field):
                field.selections = visit(field.selections, parent: field.type.namedType)
                return .linkedField(field)
            case .inlineFragment(var fragment):
                let type = fragment.typeCondition ?? parent
                fragment.typeCondition = type
                fragment.selections = visit(fragment.selections, parent: type)
                return .inlineFragment(fragment)
            case .condition(var condition):
                condition.selections = visit(condition.selections, parent: parent)
                return .condition(condition)
            case .clientExtension(let nested):
                return .clientExtension(visit(nested, parent: parent))
            }
        }
    }
}
