/// §5.8.4: every variable an operation defines is used, in its selections or in a fragment
/// it reaches. (In Relay's configuration, in the newest Relay's words, at the variable.)
enum NoUnusedVariables {
    static let name = "NoUnusedVariables"

    /// `used` tells, for each of the operation's variable definitions, whether it is used.
    static func check(_ operation: Program.Operation, used: [Bool], in context: ValidationContext) {
        let operationName = operation.definition.name?.value
        for (position, definition) in operation.definition.variableDefinitions.enumerated() where !used[position] {
            let variable = definition.variable.name.value
            if context.options.reportsAsRelayDoes, let operationName {
                context.report(
                    name, "Variable `$\(variable)` is never used in operation `\(operationName)`",
                    at: definition.variable.span, in: operation.document)
                continue
            }
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
