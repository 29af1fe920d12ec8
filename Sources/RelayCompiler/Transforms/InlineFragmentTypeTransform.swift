import GraphQLSchema

/// Gives every inline fragment written without a type condition (`... @include(if: $x) { }`)
/// its parent's type, as Relay's artifacts always name one (but for an `@alias`ed one's). Definitions whose text holds no
/// such fragment, nearly all, are not walked; lists with none below them are kept as they are.
public enum InlineFragmentTypeTransform {
    /// The program with every inline fragment typed.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        program.concurrentlyRewriteDefinitions(onlyWhere: .untypedInlineFragments) { selections, parent, _ in
            if let typed = visit(selections, parent: parent) { selections = typed }
            return []
        }.program
    }

    /// The list with its untyped inline fragments typed, or `nil` when it has none below it.
    private static func visit(_ selections: [IR.Selection], parent: TypeID) -> [IR.Selection]? {
        ListEdit.rewriting(selections) { selection in
            switch selection {
            case .scalarField, .fragmentSpread:
                return nil
            case .linkedField(let field):
                return selection.replacingChildren { visit($0, parent: field.type.namedType) }
            case .inlineFragment(var fragment) where fragment.typeCondition == nil:
                // (Relay's reader AST names no type for an aliased one, which always matches.)
                if fragment.alias == nil { fragment.typeCondition = parent }
                fragment.selections = visit(fragment.selections, parent: parent) ?? fragment.selections
                return .inlineFragment(fragment)
            case .inlineFragment(let fragment):
                return selection.replacingChildren { visit($0, parent: fragment.typeCondition ?? parent) }
            case .condition, .clientExtension:
                return selection.replacingChildren { visit($0, parent: parent) }
            }
        }
    }
}
