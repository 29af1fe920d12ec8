import GraphQLSchema

/// Adds `__typename` as the first selection of every linked field of abstract type, so that
/// the normalizer knows each record's concrete type (normalization AST and query text only).
/// A list shared by many operations (an inlined fragment's) is visited once.
public struct GenerateTypenameTransform {
    private let schema: GraphQLSchema
    private let memo = SharedListMemo<IR.Selection, [IR.Selection]>()

    /// The program with `__typename` added under abstract linked fields.
    public static func transform(_ program: IR.Program, schema: GraphQLSchema) -> IR.Program {
        let pass = GenerateTypenameTransform(schema: schema)
        return program.mapRootSelections { selections, _ in pass.visit(selections) }
    }

    private init(schema: GraphQLSchema) { self.schema = schema }

    private func visit(_ selections: [IR.Selection]) -> [IR.Selection] {
        memo.result(for: selections, visitUncached)
    }

    private func visitUncached(_ selections: [IR.Selection]) -> [IR.Selection] {
        selections.map { selection in
            switch selection {
            case .scalarField, .fragmentSpread: return selection
            case .linkedField(var field):
                field.selections = visit(field.selections)
                let type = field.type.namedType
                if schema[type].kind.isAbstract, let typename = schema.metaField(named: "__typename", on: type) {
                    field.selections.insert(
                        .scalarField(
                            IR.ScalarField(
                                name: IR.Name("__typename", location: field.name.location), type: typename.type)),
                        at: 0)
                }
                return .linkedField(field)
            case .inlineFragment(var fragment):
                fragment.selections = visit(fragment.selections)
                return .inlineFragment(fragment)
            case .condition(var condition):
                condition.selections = visit(condition.selections)
                return .condition(condition)
            case .clientExtension(let nested):
                return .clientExtension(visit(nested))
            }
        }
    }
}
