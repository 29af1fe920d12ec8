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
    /// The program with `__typename` added where a type switch needs it.
    public static func transform(_ program: IR.Program, schema: GraphQLSchema) -> IR.Program {
        var program = program
        for index in program.operations.indices {
            let operation = program.operations[index]
            program.operations[index].selections = transform(
                operation.selections, on: operation.rootType, schema: schema, location: operation.location)
        }
        for index in program.fragments.indices {
            let fragment = program.fragments[index]
            program.fragments[index].selections = transform(
                fragment.selections, on: fragment.typeCondition, schema: schema, location: fragment.location)
        }
        return program
    }

    /// The selections of one selection set on `type`, with `__typename` added to it (first)
    /// and to every nested selection set that needs it.
    static func transform(
        _ selections: [IR.Selection], on type: TypeID, schema: GraphQLSchema, location: IR.Location
    ) -> [IR.Selection] {
        var result = selections.map { transform($0, on: type, schema: schema, location: location) }
        guard schema[type].kind.isAbstract,
            let refinement = firstObjectRefinement(in: selections, on: type, schema: schema),
            !selectsTypename(result),
            let typename = schema.metaField(named: "__typename", on: type)
        else { return result }
        result.insert(
            .scalarField(
                IR.ScalarField(name: IR.Name("__typename", location: refinement.location), type: typename.type)),
            at: 0)
        return result
    }

    private static func transform(
        _ selection: IR.Selection, on type: TypeID, schema: GraphQLSchema, location: IR.Location
    ) -> IR.Selection {
        switch selection {
        case .scalarField, .fragmentSpread:
            return selection
        case .linkedField(var field):
            field.selections = transform(
                field.selections, on: field.type.namedType, schema: schema, location: field.name.location)
            return .linkedField(field)
        case .inlineFragment(var fragment):
            // The fragment's own selection set is on its type condition; inside it, nested
            // fields are transformed, but the fragment's level belongs to the parent's set
            // when it has no condition.
            let inner = fragment.typeCondition ?? type
            fragment.selections =
                fragment.typeCondition == nil
                ? fragment.selections.map { transform($0, on: inner, schema: schema, location: fragment.location) }
                : transform(fragment.selections, on: inner, schema: schema, location: fragment.location)
            return .inlineFragment(fragment)
        case .condition(var condition):
            condition.selections = condition.selections.map {
                transform($0, on: type, schema: schema, location: condition.location)
            }
            return .condition(condition)
        case .clientExtension(let selections):
            return .clientExtension(selections.map { transform($0, on: type, schema: schema, location: location) })
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
            case .inlineFragment(let fragment):
                if let condition = fragment.typeCondition {
                    if condition != type, schema[condition].kind == .object { return fragment }
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
        selections.contains { selection in
            if case .scalarField(let field) = selection {
                return field.alias == nil && field.name.value == "__typename"
            }
            return false
        }
    }
}
