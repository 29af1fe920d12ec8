import GraphQLSyntax

/// Relay's rule on an operation's variables: a variable of non-null type may not have a
/// default value (other than `null`), as Relay's `validate_operation_variables` checks,
/// though the specification allows one. Generated refetch queries are not checked: they are
/// made after this runs, from fragments' argument definitions.
enum NonNullVariableDefaultsValidation {
    /// One diagnostic per such variable of the user's operations, at its name.
    static func validate(_ program: IR.Program) -> [Diagnostic] {
        program.operations.flatMap { operation in
            operation.variables.compactMap { variable -> Diagnostic? in
                guard variable.type.isNonNull, let value = variable.defaultValue, value != .null else { return nil }
                return variable.name.error("Non-nullable variable '\(variable.name.value)' has a default value.")
            }
        }
    }
}
