import GraphQLSyntax
import RelayNodes

extension RefetchableTransform {
    /// The paging variables of the fragment's connection, for `refetch.connection`: nil
    /// without one; reported when there are several, when it is below a plural field, or
    /// when it pages with literals.
    mutating func connectionMetadata(_ fragment: IR.Fragment) -> RefetchConnectionMetadata? {
        var found: [(field: IR.LinkedField, path: [String]?)] = []
        collectConnections(fragment.selections, path: [], plural: false, into: &found)
        guard let (field, path) = found.first else { return nil }
        let prefix = "Invalid use of @refetchable with @connection in fragment '\(fragment.name.value)',"
        if found.count > 1 {
            diagnostics.append(
                found[1].field.name.error("\(prefix) at most once @connection can appear in a refetchable fragment."))
            return nil
        }
        guard let path else {
            diagnostics.append(field.name.error("\(prefix) refetchable connections cannot appear inside plural fields."))
            return nil
        }
        let argument = { (name: String) in field.arguments.first { $0.name.value == name } }
        var literal: [String] = []
        func pair(_ countName: String, _ cursorName: String) -> PaginationVariables? {
            guard let count = argument(countName) else { return nil }
            guard let countVariable = count.value.variableName else {
                literal.append(countName)
                return nil
            }
            guard let cursor = argument(cursorName)?.value.variableName else {
                literal.append(cursorName)
                return nil
            }
            return PaginationVariables(count: countVariable, cursor: cursor)
        }
        let forward = pair("first", "after")
        let backward = pair("last", "before")
        guard literal.isEmpty else {
            diagnostics.append(
                field.name.error(
                    "\(prefix) refetchable connections must use variables for the \(literal.joined(separator: " and ")) "
                        + "arguments."))
            return nil
        }
        return RefetchConnectionMetadata(forward: forward, backward: backward, path: path)
    }

    private func collectConnections(
        _ selections: [IR.Selection], path: [String], plural: Bool,
        into found: inout [(field: IR.LinkedField, path: [String]?)]
    ) {
        for selection in selections {
            switch selection {
            case .linkedField(let field):
                let fieldPath = path + [field.responseKey]
                if field.handles.contains(where: { $0.origin == .connection }) {
                    found.append((field, plural ? nil : fieldPath))
                }
                collectConnections(
                    field.selections, path: fieldPath, plural: plural || field.type.containsList, into: &found)
            case .inlineFragment(let fragment):
                let fragmentPath = fragment.alias.map { path + [$0.name.value] } ?? path
                collectConnections(fragment.selections, path: fragmentPath, plural: plural, into: &found)
            case .condition(let condition):
                collectConnections(condition.selections, path: path, plural: plural, into: &found)
            case .clientExtension(let nested):
                collectConnections(nested, path: path, plural: plural, into: &found)
            case .scalarField, .fragmentSpread:
                continue
            }
        }
    }
}
