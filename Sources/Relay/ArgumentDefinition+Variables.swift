import RelayNodes

extension [ArgumentDefinition] {
    /// A fragment's variables: `variables` (what its spread passes), then each local argument
    /// they lack at its default and each root argument at the operation's value (Relay's
    /// `getFragmentVariables`).
    func completing(_ variables: VariableData, ownerVariables: VariableData) -> VariableData {
        var completed = variables
        for definition in self where completed[definition.name] == nil {
            switch definition {
            case .local(let name, let defaultValue, _): completed[name] = defaultValue ?? .null
            case .root(let name, _): completed[name] = ownerVariables[name] ?? .null
            }
        }
        return completed
    }
}
