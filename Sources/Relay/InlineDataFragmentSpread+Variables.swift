import RelayNodes

extension InlineDataFragmentSpread {
    /// The variables the fragment's selections are read with: what the spread passes
    /// (evaluated with the spreading selection's variables), then the fragment's defaults and
    /// the operation's values, as a spread fragment's pointer gives them.
    func fragmentVariables(spreadingVariables: VariableData, ownerVariables: VariableData) -> VariableData {
        argumentDefinitions.completing(
            (args ?? []).values(variables: spreadingVariables), ownerVariables: ownerVariables)
    }
}
