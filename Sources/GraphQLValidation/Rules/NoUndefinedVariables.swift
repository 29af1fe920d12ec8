import GraphQLSyntax

/// §5.8.3: every variable an operation uses, in its selections or in any fragment it
/// reaches, is defined by the operation.
enum NoUndefinedVariables {
    static let name = "NoUndefinedVariables"

    /// A use of a variable the operation does not define.
    struct Use {
        var usage: VariableUsage
        var document: Int
        /// Whether the use is in one of the operation's fragments (not in its own selections).
        var isInFragment: Bool
    }

    /// Reports the uses of variables that `operation` does not define: each use, as the
    /// reference does, or with `ValidationOptions.reportsAsRelayDoes` as Relay's compiler
    /// does (for a named operation).
    static func report(_ uses: [Use], operation: Program.Operation, in context: ValidationContext) {
        guard !uses.isEmpty else { return }
        let operationName = operation.definition.name?.value
        let operationPlace = (
            operationName.map { "operation \"\($0)\"" } ?? "anonymous operation",
            ValidationContext.Place(document: operation.document, span: operation.definition.span)
        )
        if context.options.reportsAsRelayDoes, let operationName {
            reportAsRelayDoes(uses, operationName: operationName, operationPlace: operationPlace, in: context)
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

    /// Relay finds a variable the operation's own selections use while it builds the
    /// operation: "Expected variable `$x` to be defined on the operation 'Q'", once per variable,
    /// at the use that needs the most precise type (the later of equally precise ones). The
    /// variables only its fragments use it reports once for the operation, each name once in
    /// the order first used: "Operation 'Q' references undefined variables: '$a', '$b'.".
    private static func reportAsRelayDoes(
        _ uses: [Use], operationName: String, operationPlace: (String, ValidationContext.Place),
        in context: ValidationContext
    ) {
        var direct: [Use] = []
        for use in uses where !use.isInFragment {
            guard let index = direct.firstIndex(where: { $0.usage.name == use.usage.name }) else {
                direct.append(use)
                continue
            }
            if let type = use.usage.type, let previous = direct[index].usage.type,
                context.schema.isTypeSubType(type, of: previous)
            {
                direct[index] = use
            }
        }
        for use in direct {
            context.report(
                name, "Expected variable `$\(use.usage.name)` to be defined on the operation '\(operationName)'",
                at: use.usage.span, in: use.document, related: [operationPlace])
        }
        let throughFragments = uses.filter { use in
            use.isInFragment && !direct.contains { $0.usage.name == use.usage.name }
        }
        guard let first = throughFragments.first else { return }
        var names: [String] = []
        for use in throughFragments where !names.contains(use.usage.name) { names.append(use.usage.name) }
        let noun = names.count == 1 ? "variable" : "variables"
        let list = names.map { "'$\($0)'" }.joined(separator: ", ")
        context.report(
            name, "Operation '\(operationName)' references undefined \(noun): \(list).", at: first.usage.span,
            in: first.document, related: [operationPlace])
    }
}
