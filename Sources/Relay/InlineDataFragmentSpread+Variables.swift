import RelayNodes

extension InlineDataFragmentSpread {
    /// The variables the fragment's selections are read with: what the spread passes
    /// (evaluated with the spreading selection's variables), each other local argument's
    /// default, and each operation variable the fragment uses (as `FragmentPointer` gives a
    /// spread fragment its own).
    func fragmentVariables(spreadingVariables: VariableData, ownerVariables: VariableData) -> VariableData {
        var variables = (args ?? []).values(variables: spreadingVariables)
        for definition in argumentDefinitions where variables[definition.name] == nil {
            switch definition {
            case .local(let name, let defaultValue, _): variables[name] = defaultValue ?? .null
            case .root(let name, _): variables[name] = ownerVariables[name] ?? .null
            }
        }
        return variables
    }
}
