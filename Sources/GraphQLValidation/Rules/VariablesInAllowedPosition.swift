import GraphQLSchema
import GraphQLSyntax

/// §5.8.5: a variable is only used where its type is allowed: the same type or a more
/// precise one, or a nullable variable with a non-null default (or a position with a
/// default) where a non-null value is expected.
enum VariablesInAllowedPosition {
    static let name = "VariablesInAllowedPosition"

    static func check(
        _ operation: Program.Operation, uses: [ProgramRules.Use], defined: [String: Int], in context: ValidationContext
    ) {
        let definitions = operation.definition.variableDefinitions
        guard !definitions.isEmpty else { return }
        // Resolved once per definition rather than once per use.
        var resolved: [SchemaTypeReference??] = Array(repeating: nil, count: definitions.count)
        for use in uses {
            guard let position = defined[use.usage.name], let locationType = use.usage.type else { continue }
            let definition = definitions[position]
            if resolved[position] == nil { resolved[position] = .some(context.resolve(definition.type)) }
            guard let variableType = resolved[position] ?? nil else { continue }
            let hasNonNullDefault = definition.defaultValue.map { $0.kind != .null } ?? false
            guard
                !isAllowed(
                    variableType, hasNonNullDefault: hasNonNullDefault, at: locationType,
                    hasLocationDefault: use.usage.hasLocationDefault, in: context.schema)
            else { continue }
            context.report(
                name, message(use.usage.name, variableType, locationType, context), at: use.usage.span,
                in: use.document,
                related: [
                    (
                        "variable \"$\(use.usage.name)\" defined here",
                        .init(document: operation.document, span: definition.span)
                    )
                ])
        }
    }

    /// Relay's mode: a fragment's own argument (from `@argumentDefinitions`) used in the
    /// fragment, checked against the type it declares.
    static func checkFragmentArgument(
        _ argument: FragmentArgument, usedAt span: SourceSpan, expecting locationType: SchemaTypeReference?,
        hasLocationDefault: Bool, in walker: DocumentWalker
    ) {
        guard let locationType, let variableType = argument.type else { return }
        guard
            !isAllowed(
                variableType, hasNonNullDefault: argument.hasNonNullDefault, at: locationType,
                hasLocationDefault: hasLocationDefault, in: walker.schema)
        else { return }
        walker.report(
            name, message(argument.name, variableType, locationType, walker.context), at: span,
            related: [("argument \"\(argument.name)\" defined here", walker.place(argument.span))])
    }

    private static func message(
        _ variable: String, _ variableType: SchemaTypeReference, _ locationType: SchemaTypeReference,
        _ context: ValidationContext
    ) -> String {
        "Variable \"$\(variable)\" of type \"\(context.describe(variableType))\" used in position expecting type"
            + " \"\(context.describe(locationType))\"."
    }

    /// The reference's `allowedVariableUsage`.
    static func isAllowed(
        _ variableType: SchemaTypeReference, hasNonNullDefault: Bool, at locationType: SchemaTypeReference,
        hasLocationDefault: Bool, in schema: GraphQLSchema
    ) -> Bool {
        if locationType.isNonNull && !variableType.isNonNull {
            guard hasNonNullDefault || hasLocationDefault, let nullableLocation = locationType.ofType else {
                return false
            }
            return schema.isTypeSubType(variableType, of: nullableLocation)
        }
        return schema.isTypeSubType(variableType, of: locationType)
    }
}
