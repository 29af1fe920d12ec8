import GraphQLSchema
import GraphQLSyntax

/// How Relay's compiler checks the variables an operation's fragments use (its
/// `InferVariablesVisitor` and `ValidateOperationVariables`), for Relay's configuration.
///
/// Relay infers, for each variable, the most precise type its uses need: a use whose type is
/// more precise than the one inferred so far replaces it, and a use whose type neither is
/// nor admits the inferred one is reported there, "Variable was previously used as type 'ID'
/// but later used where type 'String' is expected.", noting the earlier use. The operation's
/// definition is then checked once per variable, against the inferred use. (The operation's
/// own uses Relay checks one by one when it builds the operation, as the specification's
/// rule does; they join the inference but are reported by VariablesInAllowedPosition.)
struct RelayVariableInference {
    private struct Inferred {
        var usage: VariableUsage
        var type: SchemaTypeReference
        var document: Int
        var isInFragment: Bool
    }

    /// By the position of the variable's definition in the operation.
    private var inferred: [Inferred?]

    init(definitionCount: Int) {
        inferred = Array(repeating: nil, count: definitionCount)
    }

    /// Takes in a use of the operation's variable defined at `position`, written in
    /// `document`, in one of the operation's fragments or in the operation itself.
    mutating func record(
        _ usage: VariableUsage, of position: Int, document: Int, isInFragment: Bool, in context: ValidationContext
    ) {
        guard let type = usage.type else { return }
        let use = Inferred(usage: usage, type: type, document: document, isInFragment: isInFragment)
        guard let previous = inferred[position] else {
            inferred[position] = use
            return
        }
        let schema = context.schema
        if type != previous.type, schema.isTypeSubType(type, of: previous.type) {
            inferred[position] = use
        } else if isInFragment, !schema.isTypeSubType(previous.type, of: type) {
            context.report(
                VariablesInAllowedPosition.name,
                "Variable was previously used as type '\(context.describe(previous.type))' but later used where type "
                    + "'\(context.describe(type))' is expected.",
                at: usage.span, in: document,
                related: [("is incompatible with", .init(document: previous.document, span: previous.usage.span))])
        }
    }

    /// Checks the operation's definitions against the types inferred from its fragments' uses.
    func checkDefinitions(
        of operation: Program.Operation, types: inout VariablesInAllowedPosition.ResolvedTypes,
        in context: ValidationContext
    ) {
        let definitions = operation.definition.variableDefinitions
        for (position, definition) in definitions.enumerated() {
            guard let use = inferred[position], use.isInFragment,
                let definedType = types.type(of: position, definition, in: context)
            else { continue }
            let hasNonNullDefault = definition.defaultValue.map { $0.kind != .null } ?? false
            guard
                !VariablesInAllowedPosition.isAllowed(
                    definedType, hasNonNullDefault: hasNonNullDefault, at: use.type,
                    hasLocationDefault: use.usage.hasLocationDefault, in: context.schema)
            else { continue }
            context.report(
                VariablesInAllowedPosition.name,
                VariablesInAllowedPosition.relayMessage(definedType, use.type, context), at: use.usage.span,
                in: use.document,
                related: [
                    (
                        "Variable `$\(definition.variable.name.value)` is defined as '\(context.describe(definedType))'",
                        .init(document: operation.document, span: definition.variable.span)
                    )
                ])
        }
    }
}
