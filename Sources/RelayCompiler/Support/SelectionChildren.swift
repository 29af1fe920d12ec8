import GraphQLSchema

extension IR.Selection {
    /// The type the list directly below the selection selects on, when the selection is on
    /// `parent`: a field's type, an inline fragment's type condition, else `parent` itself.
    func typeOfChildren(on parent: TypeID) -> TypeID {
        switch self {
        case .linkedField(let field): field.type.namedType
        case .inlineFragment(let fragment): fragment.typeCondition ?? parent
        case .scalarField, .fragmentSpread, .condition, .clientExtension: parent
        }
    }

    /// The list directly below the selection (a field's, an inline fragment's, a
    /// condition's, a client extension's); empty for scalars and spreads.
    var children: [IR.Selection] {
        switch self {
        case .linkedField(let field): field.selections
        case .inlineFragment(let fragment): fragment.selections
        case .condition(let condition): condition.selections
        case .clientExtension(let selections): selections
        case .scalarField, .fragmentSpread: []
        }
    }

    /// The selection with the list directly below it (a field's, an inline fragment's, a
    /// condition's, a client extension's) rewritten by `transform`, or `nil` when `transform`
    /// returns `nil` (the list is unchanged) or there is no such list (scalars, spreads).
    ///
    /// Passes that leave most of the tree as it is use this so that an unchanged node is not
    /// copied: it is bound, not rebuilt, and only a changed one is copied with its new list.
    func replacingChildren(_ transform: ([IR.Selection]) -> [IR.Selection]?) -> IR.Selection? {
        switch self {
        case .scalarField, .fragmentSpread:
            return nil
        case .linkedField(let field):
            guard let selections = transform(field.selections) else { return nil }
            var changed = field
            changed.selections = selections
            return .linkedField(changed)
        case .inlineFragment(let fragment):
            guard let selections = transform(fragment.selections) else { return nil }
            var changed = fragment
            changed.selections = selections
            return .inlineFragment(changed)
        case .condition(let condition):
            guard let selections = transform(condition.selections) else { return nil }
            var changed = condition
            changed.selections = selections
            return .condition(changed)
        case .clientExtension(let selections):
            return transform(selections).map(IR.Selection.clientExtension)
        }
    }
}
