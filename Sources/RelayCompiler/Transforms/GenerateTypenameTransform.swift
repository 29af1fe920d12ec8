import GraphQLSchema

/// Adds `__typename` as the first selection of every linked field of abstract type, so that
/// the normalizer knows each record's concrete type (normalization AST and query text only).
/// For the normalization program, it also adds a type discriminator first in every inline
/// fragment on an abstract type (`IR.ScalarField.typeDiscriminator`), which keeps the type
/// check when flattening merges the fragment into an enclosing list of the same type.
/// A list shared by many operations (an inlined fragment's) is visited once.
public struct GenerateTypenameTransform: Sendable {
    private let schema: GraphQLSchema
    private let typeDiscriminators: Bool
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program with `__typename` added under abstract linked fields and, with
    /// `typeDiscriminators`, the discriminators of abstract inline fragments.
    public static func transform(
        _ program: consuming IR.Program, schema: GraphQLSchema, typeDiscriminators: Bool = false
    ) -> IR.Program {
        let pass = GenerateTypenameTransform(
            schema: schema, typeDiscriminators: typeDiscriminators,
            memo: SharedListMemo(isEnabled: program.sharesSelectionLists))
        return program.concurrentlyMapRootSelections { selections, _ in pass.visit(selections) ?? selections }
    }

    private init(
        schema: GraphQLSchema, typeDiscriminators: Bool, memo: SharedListMemo<IR.Selection, [IR.Selection]?>
    ) {
        self.schema = schema
        self.typeDiscriminators = typeDiscriminators
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
            case .inlineFragment(let fragment) where typeDiscriminators:
                let children = visit(fragment.selections)
                let discriminator = fragment.typeCondition.flatMap {
                    IR.ScalarField.typeDiscriminator(for: $0, schema: schema, at: fragment.location)
                }
                guard children != nil || discriminator != nil else {
                    edit.keep(index)
                    continue
                }
                var fragment = fragment
                fragment.selections = (discriminator.map { [.scalarField($0)] } ?? []) + (children ?? fragment.selections)
                edit.replace(index, with: .inlineFragment(fragment))
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
