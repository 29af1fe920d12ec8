import GraphQLSchema
import GraphQLSyntax

/// §5.8.5: a variable is only used where its type is allowed: the same type or a more
/// precise one, or a nullable variable with a non-null default (or a position with a
/// default) where a non-null value is expected.
enum VariablesInAllowedPosition {
    static let name = "VariablesInAllowedPosition"

    /// The operation's variable types, resolved on first use rather than once per use.
    struct ResolvedTypes {
        private var types: [SchemaTypeReference??]

        init(count: Int) { types = Array(repeating: nil, count: count) }

        mutating func type(of position: Int, _ definition: VariableDefinition, in context: ValidationContext)
            -> SchemaTypeReference?
        {
            if let resolved = types[position] { return resolved }
            let resolved = context.resolve(definition.type)
            types[position] = .some(resolved)
            return resolved
        }
    }

    /// A use (in `document`) of the operation's variable definition at `position`.
    static func check(
        _ usage: VariableUsage, document: Int, definition position: Int, of operation: Program.Operation,
        types: inout ResolvedTypes, in context: ValidationContext
    ) {
        guard let locationType = usage.type else { return }
        let definition = operation.definition.variableDefinitions[position]
        guard let variableType = types.type(of: position, definition, in: context) else { return }
        let hasNonNullDefault = definition.defaultValue.map { $0.kind != .null } ?? false
        guard
            !isAllowed(
                variableType, hasNonNullDefault: hasNonNullDefault, at: locationType,
                hasLocationDefault: usage.hasLocationDefault, in: context.schema)
        else { return }
        context.report(
            name, message(usage.name, variableType, locationType, context), at: usage.span, in: document,
            related: [
                (
                    "variable \"$\(usage.name)\" defined here",
                    .init(document: operation.document, span: definition.span)
                )
            ])
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

    /// The reference's message, or Relay's (`ValidationOptions.reportsAsRelayDoes`).
    private static func message(
        _ variable: String, _ variableType: SchemaTypeReference, _ locationType: SchemaTypeReference,
        _ context: ValidationContext
    ) -> String {
        if context.options.reportsAsRelayDoes { return relayMessage(variableType, locationType, context) }
        return "Variable \"$\(variable)\" of type \"\(context.describe(variableType))\" used in position expecting type"
            + " \"\(context.describe(locationType))\"."
    }

    /// The newest Relay's message (its `InvalidVariableUsage`).
    static func relayMessage(
        _ variableType: SchemaTypeReference, _ locationType: SchemaTypeReference, _ context: ValidationContext
    ) -> String {
        "Variable of type '\(context.describe(variableType))' cannot be used where "
            + "'\(context.describe(locationType))' is expected."
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
