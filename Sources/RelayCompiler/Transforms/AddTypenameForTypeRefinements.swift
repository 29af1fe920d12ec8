import GraphQLSchema

/// Adds `__typename` to every selection set on an abstract type that has inline fragments on
/// object types, in the reader IR.
///
/// Generated Swift code reads such a selection set as an enum with one case per object type,
/// chosen by `__typename`; Relay's reader AST selects `__typename` only where the user wrote
/// it, so this pass makes sure the reader reads it. Runs on the reader IR after the other
/// transforms (so that inline fragments created by them count too); the normalization AST
/// and the query text select `__typename` on abstract types anyway.
public enum AddTypenameForTypeRefinements {
    /// The program with `__typename` added where a type switch needs it. Each definition is
    /// rewritten on any core, and only the lists that change are copied.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        program.concurrentlyMapRootSelections { selections, type in
            selectionSet(selections, on: type, schema: schema) ?? selections
        }
    }

    /// One selection set on `type`, with `__typename` added to it (first) and to every nested
    /// selection set that needs it; `nil` when nothing is added.
    private static func selectionSet(
        _ selections: [IR.Selection], on type: TypeID, schema: GraphQLSchema
    ) -> [IR.Selection]? {
        let members = self.members(selections, on: type, schema: schema)
        guard schema.kind(of: type).isAbstract,
            let refinement = firstObjectRefinement(in: selections, on: type, schema: schema),
            !selectsTypename(selections),
            let typename = schema.metaField(named: "__typename", on: type)
        else { return members }
        let field = IR.ScalarField(name: IR.Name("__typename", location: refinement.location), type: typename.type)
        return [.scalarField(field)] + (members ?? selections)
    }

    /// The members of a selection set on `type` with their own nested sets rewritten, or `nil`
    /// when none changed. An inline fragment without a type condition, a condition and a
    /// client extension hold members of the parent's set, not a set of their own.
    private static func members(
        _ selections: [IR.Selection], on type: TypeID, schema: GraphQLSchema
    ) -> [IR.Selection]? {
        ListEdit.rewriting(selections) { selection in
            switch selection {
            case .scalarField, .fragmentSpread:
                return nil
            case .linkedField(let field):
                return selection.replacingChildren { selectionSet($0, on: field.type.namedType, schema: schema) }
            case .inlineFragment(let fragment):
                // A spread `@inline` fragment's data is an object of the fragment's type.
                if let condition = fragment.inlineData?.fragmentType ?? fragment.typeCondition {
                    return selection.replacingChildren { selectionSet($0, on: condition, schema: schema) }
                } else {
                    return selection.replacingChildren { members($0, on: type, schema: schema) }
                }
            case .condition, .clientExtension:
                return selection.replacingChildren { members($0, on: type, schema: schema) }
            }
        }
    }

    /// The first inline fragment of this selection set (looking through conditions, client
    /// extensions and inline fragments without a type condition) whose type condition is an
    /// object type other than `type`.
    private static func firstObjectRefinement(
        in selections: [IR.Selection], on type: TypeID, schema: GraphQLSchema
    ) -> IR.InlineFragment? {
        for selection in selections {
            switch selection {
            case .inlineFragment(let fragment) where fragment.isReadOnItsOwn:
                // Read as an object of its own, not as one of the record's cases.
                continue
            case .inlineFragment(let fragment):
                if let condition = fragment.typeCondition {
                    if condition != type, schema.kind(of: condition) == .object { return fragment }
                } else if let found = firstObjectRefinement(in: fragment.selections, on: type, schema: schema) {
                    return found
                }
            case .condition(let condition):
                if let found = firstObjectRefinement(in: condition.selections, on: type, schema: schema) {
                    return found
                }
            case .clientExtension(let selections):
                if let found = firstObjectRefinement(in: selections, on: type, schema: schema) { return found }
            case .scalarField, .linkedField, .fragmentSpread:
                continue
            }
        }
        return nil
    }

    /// Whether the set selects `__typename` unaliased and unconditionally.
    private static func selectsTypename(_ selections: [IR.Selection]) -> Bool {
        selections.contains { $0.isUnaliasedScalarField(named: "__typename") }
    }
}
