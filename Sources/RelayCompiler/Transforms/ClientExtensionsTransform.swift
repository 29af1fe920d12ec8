import GraphQLSchema

/// Gathers the selections only the client knows into one client extension placed after the
/// other selections of their list, as Relay's `client_extensions` does: `__id`, fields that
/// client schema extensions define, and inline fragments on types they define. The runtime
/// reads and writes them like any other (without treating their absence from a response as
/// missing data); the query text leaves them out. Lists with none below them are kept as they
/// are.
public struct ClientExtensionsTransform: Sendable {
    let schema: GraphQLSchema

    /// The program with its client-only selections wrapped in client extensions.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        let pass = ClientExtensionsTransform(schema: schema)
        // Without client schema extensions, only a definition that selects `__id` has any.
        let filter: DefinitionTextFilter? = schema.hasClientExtensions ? nil : .mentioning("__id")
        return program.concurrentlyRewriteDefinitions(onlyWhere: filter) { selections, type, _ in
            if let wrapped = pass.wrapped(selections, parent: type) { selections = wrapped }
            return []
        }.program
    }

    /// The list (selections on `parent`) with its client-only selections moved into a client
    /// extension, or `nil` when there are none in it or below it.
    private func wrapped(_ selections: [IR.Selection], parent: TypeID) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        var clientSelections: [IR.Selection] = []
        for (index, selection) in selections.enumerated() {
            if isClientOnly(selection, parent: parent) {
                clientSelections.append(selection)
                edit.replace(index, with: nil)
                continue
            }
            let childParent = selection.typeOfChildren(on: parent)
            if let changed = selection.replacingChildren({ wrapped($0, parent: childParent) }) {
                edit.replace(index, with: changed)
            } else {
                edit.keep(index)
            }
        }
        guard var result = edit.result else { return nil }
        if !clientSelections.isEmpty { result.append(.clientExtension(clientSelections)) }
        return result
    }

    /// Whether the server knows nothing of a selection (a client field's own selections are
    /// all the client's: they are not looked into).
    private func isClientOnly(_ selection: IR.Selection, parent: TypeID) -> Bool {
        switch selection {
        case .scalarField(let field):
            if field.name.value == "__id" { return true }
            return isClientField(field.name.value, on: parent)
        case .linkedField(let field):
            return isClientField(field.name.value, on: parent)
        case .inlineFragment(let fragment):
            guard let type = fragment.typeCondition else { return false }
            return schema.isClientExtension(type: type)
        case .fragmentSpread, .condition, .clientExtension:
            return false
        }
    }

    private func isClientField(_ name: String, on parent: TypeID) -> Bool {
        guard schema.hasClientExtensions, let field = schema.field(named: name, on: parent) else { return false }
        return schema.isClientExtension(field)
    }
}
