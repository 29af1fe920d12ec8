/// §5.8.4: every variable an operation defines is used, in its selections or in a fragment
/// it reaches.
enum NoUnusedVariables {
    static let name = "NoUnusedVariables"

    static func check(_ operation: Program.Operation, uses: [ProgramRules.Use], in context: ValidationContext) {
        let definitions = operation.definition.variableDefinitions
        guard !definitions.isEmpty else { return }
        let usedNames = Set(uses.lazy.map(\.usage.name))
        let operationName = operation.definition.name?.value
        for definition in definitions where !usedNames.contains(definition.variable.name.value) {
            let variable = definition.variable.name.value
            let message =
                if let operationName {
                    "Variable \"$\(variable)\" is never used in operation \"\(operationName)\"."
                } else {
                    "Variable \"$\(variable)\" is never used."
                }
            context.report(name, message, at: definition.span, in: operation.document)
        }
    }
}
