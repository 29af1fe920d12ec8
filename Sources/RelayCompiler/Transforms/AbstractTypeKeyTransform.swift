import GraphQLSchema

/// Adds `__is<Type>: __typename` first in every inline fragment on an abstract type, and in
/// every fragment on an abstract type spread somewhere the parent has another type, for the
/// query text: the server's answer tells the normalizer whether the record is of that type
/// (the normalization AST names the key in `abstractKey`).
public enum AbstractTypeKeyTransform {
    /// The program with the type keys added.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        var refined = Set<String>()
        var fragmentTypes: [String: TypeID] = [:]
        for fragment in program.fragments { fragmentTypes[fragment.name.value] = fragment.typeCondition }
        for operation in program.operations {
            collectRefinedSpreads(operation.selections, parent: operation.rootType, fragmentTypes, into: &refined)
        }
        for fragment in program.fragments {
            collectRefinedSpreads(fragment.selections, parent: fragment.typeCondition, fragmentTypes, into: &refined)
        }
        var program = program.concurrentlyMapRootSelections { selections, _ in visit(selections, schema) }
        for index in program.fragments.indices where refined.contains(program.fragments[index].name.value) {
            let fragment = program.fragments[index]
            if let key = typeKey(fragment.typeCondition, schema, at: fragment.name.location) {
                program.fragments[index].selections.insert(key, at: 0)
            }
        }
        return program
    }

    /// The names of the fragments spread where the parent type differs from theirs.
    private static func collectRefinedSpreads(
        _ selections: [IR.Selection], parent: TypeID, _ fragmentTypes: [String: TypeID], into refined: inout Set<String>
    ) {
        for selection in selections {
            switch selection {
            case .scalarField: continue
            case .linkedField(let field):
                collectRefinedSpreads(field.selections, parent: field.type.namedType, fragmentTypes, into: &refined)
            case .inlineFragment(let fragment):
                collectRefinedSpreads(
                    fragment.selections, parent: fragment.typeCondition ?? parent, fragmentTypes, into: &refined)
            case .condition(let condition):
                collectRefinedSpreads(condition.selections, parent: parent, fragmentTypes, into: &refined)
            case .clientExtension(let nested):
                collectRefinedSpreads(nested, parent: parent, fragmentTypes, into: &refined)
            case .fragmentSpread(let spread):
                if let type = fragmentTypes[spread.name.value], type != parent { refined.insert(spread.name.value) }
            }
        }
    }

    private static func typeKey(_ type: TypeID, _ schema: GraphQLSchema, at location: IR.Location) -> IR.Selection? {
        guard schema.kind(of: type).isAbstract, let typename = schema.metaField(named: "__typename", on: type) else {
            return nil
        }
        return .scalarField(
            IR.ScalarField(
                alias: IR.Name("__is" + schema[type].name, location: location),
                name: IR.Name("__typename", location: location), type: typename.type))
    }

    private static func visit(_ selections: [IR.Selection], _ schema: GraphQLSchema) -> [IR.Selection] {
        selections.map { selection in
            switch selection {
            case .scalarField, .fragmentSpread: return selection
            case .linkedField(var field):
                field.selections = visit(field.selections, schema)
                return .linkedField(field)
            case .inlineFragment(var fragment):
                fragment.selections = visit(fragment.selections, schema)
                if let type = fragment.typeCondition, let key = typeKey(type, schema, at: fragment.location) {
                    fragment.selections.insert(key, at: 0)
                }
                return .inlineFragment(fragment)
            case .condition(var condition):
                condition.selections = visit(condition.selections, schema)
                return .condition(condition)
            case .clientExtension(let nested):
                return .clientExtension(visit(nested, schema))
            }
        }
    }
}
