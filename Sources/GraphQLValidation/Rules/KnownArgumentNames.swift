import GraphQLSchema
import GraphQLSyntax

/// §5.4.1: every argument given to a field or a directive is one it defines. (In Relay's
/// configuration, in Relay's words: "Unknown argument 'x'.", with arguments of similar names.)
enum KnownArgumentNames {
    static let name = "KnownArgumentNames"

    static func reportUnknown(
        _ argument: Argument, field: SchemaField, parentType: TypeID, in walker: DocumentWalker
    ) {
        let suggestions = Suggestions.list(for: argument.name.value, among: field.arguments.map(\.name))
        if walker.context.options.reportsAsRelayDoes {
            // Relay's words name neither the field nor what it takes: with no name to suggest, a
            // note (ours) does.
            let owner = "`\(walker.context.name(of: parentType)).\(field.name)`"
            let takes =
                field.arguments.isEmpty
                ? "\(owner) takes no arguments"
                : "\(owner) takes " + field.arguments.map(\.name).joined(separator: ", ")
            reportAsRelayDoes(
                argument, suggestions: suggestions, at: argument.name.span, in: walker,
                note: suggestions.isEmpty ? (takes, walker.place(argument.name.span)) : nil)
            return
        }
        walker.report(
            name,
            "Unknown argument \"\(argument.name.value)\" on field \"\(walker.context.name(of: parentType)).\(field.name)\"."
                + Suggestions.didYouMean(suggestions), at: argument.span, fixIts: fixIts(argument, suggestions))
    }

    static func check(_ directive: Directive, definition: SchemaDirective, in walker: DocumentWalker) {
        for argument in directive.arguments where definition.argument(named: argument.name.value) == nil {
            let suggestions = Suggestions.list(for: argument.name.value, among: definition.arguments.map(\.name))
            if walker.context.options.reportsAsRelayDoes {
                reportAsRelayDoes(argument, suggestions: suggestions, at: argument.name.span, in: walker)
                continue
            }
            walker.report(
                name,
                "Unknown argument \"\(argument.name.value)\" on directive \"@\(directive.name.value)\"."
                    + Suggestions.didYouMean(suggestions), at: argument.span, fixIts: fixIts(argument, suggestions))
        }
    }

    /// Relay's words, for the arguments of fields, directives and (`KnownFragmentArguments`)
    /// fragments alike (Relay points at a field's or directive's argument by its name, at a
    /// fragment's whole).
    static func reportAsRelayDoes(
        _ argument: Argument, suggestions: [String], at span: SourceSpan, in walker: DocumentWalker,
        note: (message: String, place: ValidationContext.Place)? = nil
    ) {
        walker.report(
            name, RelayMessages.unknownArgument(argument.name.value, similar: suggestions), at: span,
            related: note.map { [$0] } ?? [], fixIts: fixIts(argument, suggestions))
    }

    /// The argument renamed to each suggestion.
    private static func fixIts(_ argument: Argument, _ suggestions: [String]) -> [Diagnostic.FixIt] {
        Suggestions.fixIts(renaming: argument.name.value, at: argument.name.span, to: suggestions)
    }
}
