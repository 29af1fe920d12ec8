import GraphQLSchema

/// Adds `__is<Type>: __typename` first in every inline fragment and every fragment on an
/// abstract type, for the query text: the server's answer tells the normalizer whether the
/// record is of that type (the normalization AST names the key in `abstractKey`, or in a
/// `TypeDiscriminator` where flattening merged the fragment into its parent).
public enum AbstractTypeKeyTransform {
    /// The program with the type keys added.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        var program = program.concurrentlyMapRootSelections { selections, _ in visit(selections, schema) ?? selections }
        for index in program.fragments.indices {
            let fragment = program.fragments[index]
            if let key = typeKey(fragment.typeCondition, schema, at: fragment.name.location) {
                program.fragments[index].selections.insert(key, at: 0)
            }
        }
        return program
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

    /// The list with the type keys added in and below it, or `nil` when none is: lists are
    /// copied only where something changes.
    private static func visit(_ selections: [IR.Selection], _ schema: GraphQLSchema) -> [IR.Selection]? {
        ListEdit.rewriting(selections) { selection in
            guard case .inlineFragment(var fragment) = selection else {
                return selection.replacingChildren { visit($0, schema) }
            }
            let key = fragment.typeCondition.flatMap { typeKey($0, schema, at: fragment.location) }
            let children = visit(fragment.selections, schema)
            guard key != nil || children != nil else { return nil }
            var selections = children ?? fragment.selections
            if let key { selections.insert(key, at: 0) }
            fragment.selections = selections
            return .inlineFragment(fragment)
        }
    }
}
