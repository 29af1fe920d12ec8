import GraphQLSyntax

/// §5.8.3: every variable an operation uses, in its selections or in any fragment it
/// reaches, is defined by the operation.
enum NoUndefinedVariables {
    static let name = "NoUndefinedVariables"

    /// A use (in `document`) of a variable that `operation` does not define.
    static func report(
        _ usage: VariableUsage, document: Int, operation: Program.Operation, in context: ValidationContext
    ) {
        let operationName = operation.definition.name?.value
        let message =
            if let operationName {
                "Variable \"$\(usage.name)\" is not defined by operation \"\(operationName)\"."
            } else {
                "Variable \"$\(usage.name)\" is not defined."
            }
        context.report(
            name, message, at: usage.span, in: document,
            related: [
                (
                    operationName.map { "operation \"\($0)\"" } ?? "anonymous operation",
                    .init(document: operation.document, span: operation.definition.span)
                )
            ])
    }
}
