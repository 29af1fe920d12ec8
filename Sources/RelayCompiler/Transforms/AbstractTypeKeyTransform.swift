import GraphQLSchema

/// Adds `__is<Type>: __typename` first in every inline fragment on an abstract type, and in
/// every fragment on an abstract type spread somewhere the parent has another type, for the
/// query text: the server's answer tells the normalizer whether the record is of that type
/// (the normalization AST names the key in `abstractKey`).
public enum AbstractTypeKeyTransform {
    /// The program with the type keys added.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        let refined = refinedFragments(in: program)
        var program = program.concurrentlyMapRootSelections { selections, _ in visit(selections, schema) ?? selections }
        for index in program.fragments.indices where refined.contains(program.fragments[index].name.value) {
            let fragment = program.fragments[index]
            if let key = typeKey(fragment.typeCondition, schema, at: fragment.name.location) {
                program.fragments[index].selections.insert(key, at: 0)
            }
        }
        return program
    }

    /// The names of the fragments spread somewhere the parent type differs from theirs. Each
    /// definition is walked on any core, operations and fragments in one pool.
    private static func refinedFragments(in program: borrowing IR.Program) -> Set<String> {
        let fragmentTypes = Dictionary(
            program.fragments.lazy.map { ($0.name.value, $0.typeCondition) }, uniquingKeysWith: { _, last in last })
        let operations = program.operations, fragments = program.fragments
        let refinedByDefinition = Array(0..<(operations.count + fragments.count)).concurrentMap { index in
            var refined = Set<String>()
            if index < operations.count {
                let operation = operations[index]
                collectRefinedSpreads(operation.selections, parent: operation.rootType, fragmentTypes, into: &refined)
            } else {
                let fragment = fragments[index - operations.count]
                collectRefinedSpreads(
                    fragment.selections, parent: fragment.typeCondition, fragmentTypes, into: &refined)
            }
            return refined
        }
        var refined = Set<String>()
        for names in refinedByDefinition { refined.formUnion(names) }
        return refined
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
