/// §5.8.3: every variable an operation uses, in its selections or in any fragment it
/// reaches, is defined by the operation.
enum NoUndefinedVariables {
    static let name = "NoUndefinedVariables"

    static func check(
        _ operation: Program.Operation, uses: [ProgramRules.Use], defined: [String: Int], in context: ValidationContext
    ) {
        let operationName = operation.definition.name?.value
        for use in uses where defined[use.usage.name] == nil {
            let message =
                if let operationName {
                    "Variable \"$\(use.usage.name)\" is not defined by operation \"\(operationName)\"."
                } else {
                    "Variable \"$\(use.usage.name)\" is not defined."
                }
            context.report(
                name, message, at: use.usage.span, in: use.document,
                related: [
                    (
                        operationName.map { "operation \"\($0)\"" } ?? "anonymous operation",
                        .init(document: operation.document, span: operation.definition.span)
                    )
                ])
        }
    }
}
