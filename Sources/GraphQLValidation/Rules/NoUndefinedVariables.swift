import GraphQLSyntax

/// §5.8.3: every variable an operation uses, in its selections or in any fragment it
/// reaches, is defined by the operation.
enum NoUndefinedVariables {
    static let name = "NoUndefinedVariables"

    /// Reports the uses (each in its document) of variables that `operation` does not define:
    /// each use, as the reference does, or with `ValidationOptions.reportsAsRelayDoes`
    /// once for a named operation, as Relay's compiler does.
    static func report(
        _ uses: [(usage: VariableUsage, document: Int)], operation: Program.Operation, in context: ValidationContext
    ) {
        guard let first = uses.first else { return }
        let operationName = operation.definition.name?.value
        let operationPlace = (
            operationName.map { "operation \"\($0)\"" } ?? "anonymous operation",
            ValidationContext.Place(document: operation.document, span: operation.definition.span)
        )
        if context.options.reportsAsRelayDoes, let operationName {
            // Each name once, in the order first used: "references undefined variables: '$a', '$b'".
            var names: [String] = []
            for use in uses where !names.contains(use.usage.name) { names.append(use.usage.name) }
            let noun = names.count == 1 ? "variable" : "variables"
            context.report(
                name,
                "Operation '\(operationName)' references undefined \(noun): "
                    + names.map { "'$\($0)'" }.joined(separator: ", ") + ".",
                at: first.usage.span, in: first.document, related: [operationPlace])
            return
        }
        for use in uses {
            let message =
                if let operationName {
                    "Variable \"$\(use.usage.name)\" is not defined by operation \"\(operationName)\"."
                } else {
                    "Variable \"$\(use.usage.name)\" is not defined."
                }
            context.report(name, message, at: use.usage.span, in: use.document, related: [operationPlace])
        }
    }
}
