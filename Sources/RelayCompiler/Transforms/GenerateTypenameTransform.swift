import GraphQLSchema

/// Adds `__typename` as the first selection of every linked field of abstract type, so that
/// the normalizer knows each record's concrete type (normalization AST and query text only).
/// A list shared by many operations (an inlined fragment's) is visited once.
public struct GenerateTypenameTransform: Sendable {
    private let schema: GraphQLSchema
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program with `__typename` added under abstract linked fields.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        let pass = GenerateTypenameTransform(
            schema: schema, memo: SharedListMemo(isEnabled: program.sharesSelectionLists))
        return program.concurrentlyMapRootSelections { selections, _ in pass.visit(selections) ?? selections }
    }

    private init(schema: GraphQLSchema, memo: SharedListMemo<IR.Selection, [IR.Selection]?>) {
        self.schema = schema
        self.memo = memo
    }

    /// The list with `__typename` added below it, or `nil` when nothing is added (then
    /// nothing is copied).
    private func visit(_ selections: [IR.Selection]) -> [IR.Selection]? {
        memo.result(for: selections, visitUncached)
    }

    private func visitUncached(_ selections: [IR.Selection]) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField, .fragmentSpread:
                edit.keep(index)
            case .linkedField(let field):
                let children = visit(field.selections)
                let typename = typenameSelection(for: field)
                guard children != nil || typename != nil else {
                    edit.keep(index)
                    continue
                }
                var field = field
                field.selections = (typename.map { [$0] } ?? []) + (children ?? field.selections)
                edit.replace(index, with: .linkedField(field))
            case .inlineFragment, .condition, .clientExtension:
                if let changed = selection.replacingChildren(visit) {
                    edit.replace(index, with: changed)
                } else {
                    edit.keep(index)
                }
            }
        }
        return edit.result
    }

    /// `__typename` for a field of abstract type, else `nil`.
    private func typenameSelection(for field: IR.LinkedField) -> IR.Selection? {
        let type = field.type.namedType
        guard schema.kind(of: type).isAbstract, let typename = schema.metaField(named: "__typename", on: type) else {
            return nil
        }
        return .scalarField(
            IR.ScalarField(name: IR.Name("__typename", location: field.name.location), type: typename.type))
    }
}
