import GraphQLSchema
import GraphQLSyntax

/// §5.4.2.1: every required argument (non-null, without a default) is given. (In Relay's
/// configuration in Relay's words: once per field, "Missing required arguments: `a`, `b`", at
/// its name, as Relay's IR builder reports it; once per argument of a directive, naming the
/// operation or fragment, as its `validate_required_arguments` does, except on the directives
/// whose own passes report a missing argument first in Relay's compiler: `@connection`'s
/// `key`, the declarative mutation directives' `connections` and `edgeTypeName`.)
enum ProvidedRequiredArguments {
    static let name = "ProvidedRequiredArguments"

    static func check(_ field: Field, definition: SchemaField, in walker: DocumentWalker) {
        let missing = missingArguments(definition.arguments, given: field.arguments)
        guard !missing.isEmpty else { return }
        if walker.context.options.reportsAsRelayDoes {
            reportTogether(missing, at: field.name.span, in: walker)
            return
        }
        for argument in missing {
            walker.report(
                name,
                "Field \"\(field.name.value)\" argument \"\(argument.name)\" of type"
                    + " \"\(walker.context.describe(argument.type))\" is required, but it was not provided.",
                at: field.span)
        }
    }

    static func check(_ directive: Directive, definition: SchemaDirective, in walker: DocumentWalker) {
        let missing = missingArguments(definition.arguments, given: directive.arguments)
        guard !missing.isEmpty else { return }
        guard walker.context.options.reportsAsRelayDoes else {
            for argument in missing {
                walker.report(
                    name,
                    "Directive \"@\(directive.name.value)\" argument \"\(argument.name)\" of type"
                        + " \"\(walker.context.describe(argument.type))\" is required, but it was not provided.",
                    at: directive.span)
            }
            return
        }
        guard !checkedByTheirOwnPass.contains(directive.name.value) else { return }
        guard let root = walker.root else {
            reportTogether(missing, at: directive.name.span, in: walker)
            return
        }
        for argument in missing {
            walker.report(
                name,
                "Required argument '\(argument.name): \(walker.context.describe(argument.type))' is missing on "
                    + "'\(directive.name.value)' in '\(root.value)'.",
                at: directive.name.span, related: [("Root definition:", walker.place(root.span))])
        }
    }

    /// Relay's directives that the compiler's passes check for missing arguments.
    private static let checkedByTheirOwnPass = GraphQLSchema.connectionsDirectiveNames.union(["connection"])

    private static func missingArguments(_ definitions: [SchemaInputValue], given: [Argument]) -> [SchemaInputValue] {
        definitions.filter { definition in
            definition.isRequired && !given.contains { $0.name.value == definition.name }
        }
    }

    /// Relay's IR builder's report: "Missing required arguments: `a`, `b`".
    private static func reportTogether(_ missing: [SchemaInputValue], at span: SourceSpan, in walker: DocumentWalker) {
        let noun = missing.count == 1 ? "argument" : "arguments"
        let names = missing.map { "`\($0.name)`" }.joined(separator: ", ")
        walker.report(name, "Missing required \(noun): \(names)", at: span)
    }
}
