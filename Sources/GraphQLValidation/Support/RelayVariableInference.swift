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
///
/// Relay infers the same way within each fragment as it builds it, whether or not an
/// operation spreads it (`checkFragment`); a conflict between two uses in one fragment is
/// reported there, once, and not again for each operation reaching it.
struct RelayVariableInference {
    private struct Inferred {
        var usage: VariableUsage
        var type: SchemaTypeReference
        var document: Int
        /// The fragment the use is in, by position in the program; nil for the operation's own.
        var fragment: Int32?
        var isInFragment: Bool { fragment != nil }
    }

    /// By the position of the variable's definition in the operation.
    private var inferred: [Inferred?]

    init(definitionCount: Int) {
        inferred = Array(repeating: nil, count: definitionCount)
    }

    /// Takes in a use of the operation's variable defined at `position`, written in
    /// `document`, in the fragment at `fragment` (of the program's) or in the operation itself.
    mutating func record(
        _ usage: VariableUsage, of position: Int, document: Int, fragment: Int32?, in context: ValidationContext
    ) {
        guard let type = usage.type else { return }
        let use = Inferred(usage: usage, type: type, document: document, fragment: fragment)
        guard let previous = inferred[position] else {
            inferred[position] = use
            return
        }
        switch Self.merge(use, into: previous, schema: context.schema) {
        case .keep: break
        case .replace: inferred[position] = use
        case .conflict:
            // Two uses in one fragment were reported with the fragment.
            if previous.fragment != fragment { Self.report(use, conflictingWith: previous, in: context) }
        }
    }

    /// Reports the uses of an operation's variable (one it does not declare as an argument)
    /// within the fragment at `position` that conflict with the type inferred from the
    /// fragment's earlier uses, as Relay does while it builds the fragment.
    static func checkFragment(at position: Int32, in context: ValidationContext) {
        let fragment = context.program.fragments[Int(position)]
        var inferred: [Inferred] = []
        for usage in fragment.usages {
            guard let type = usage.type else { continue }
            let use = Inferred(usage: usage, type: type, document: fragment.document, fragment: position)
            guard let index = inferred.firstIndex(where: { $0.usage.name == usage.name }) else {
                inferred.append(use)
                continue
            }
            switch merge(use, into: inferred[index], schema: context.schema) {
            case .keep: break
            case .replace: inferred[index] = use
            case .conflict: report(use, conflictingWith: inferred[index], in: context)
            }
        }
    }

    private enum Merge { case keep, replace, conflict }

    /// What a use does to the type inferred so far: a strictly more precise type replaces it;
    /// one that neither is nor admits it conflicts. (The operation's own uses never conflict
    /// here: Relay checks them against the definition instead.)
    private static func merge(_ use: Inferred, into previous: Inferred, schema: GraphQLSchema) -> Merge {
        if use.type != previous.type, schema.isTypeSubType(use.type, of: previous.type) { return .replace }
        if use.isInFragment, !schema.isTypeSubType(previous.type, of: use.type) { return .conflict }
        return .keep
    }

    private static func report(_ use: Inferred, conflictingWith previous: Inferred, in context: ValidationContext) {
        context.report(
            VariablesInAllowedPosition.name,
            "Variable was previously used as type '\(context.describe(previous.type))' but later used where type "
                + "'\(context.describe(use.type))' is expected.",
            at: use.usage.span, in: use.document,
            related: [("is incompatible with", .init(document: previous.document, span: previous.usage.span))])
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
