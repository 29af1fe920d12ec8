import GraphQLSchema
import GraphQLSyntax

/// Relay's rule: each argument a spread passes with `@arguments` is one its fragment declares
/// with `@argumentDefinitions`. Reported in Relay's words, "Unknown argument 'size'.", at the
/// argument, under KnownArgumentNames (the specification's rule for the arguments of fields
/// and directives); a declared argument of a similar name is noted where it is declared.
///
/// Relay's compiler finds this while building its IR, before the checks that run on the
/// whole program; found here, it comes with every other problem of the program rather than
/// after them.
enum KnownFragmentArguments {
    static let argumentsDirectiveName = "arguments"

    static func check(_ spread: FragmentSpread, in walker: DocumentWalker) {
        guard
            let passed = spread.directives.first(where: { $0.name.value == argumentsDirectiveName }),
            !passed.arguments.isEmpty,
            let position = walker.context.program.fragment(named: spread.name.value)
        else { return }
        let fragment = walker.context.program.fragments[Int(position)]
        let declared = fragment.definition.directives.lazy
            .filter { $0.name.value == FragmentArgument.directiveName }
            .flatMap(\.arguments)
        for argument in passed.arguments where !declared.contains(where: { $0.name.value == argument.name.value }) {
            var related: [(message: String, place: ValidationContext.Place)] = []
            if let similar = Suggestions.list(for: argument.name.value, among: declared.map(\.name.value)).first,
                let declaration = declared.first(where: { $0.name.value == similar })
            {
                let place = ValidationContext.Place(document: fragment.document, span: declaration.name.span)
                related.append(("did you mean `\(similar)`, declared here?", place))
            }
            walker.report(
                KnownArgumentNames.name, "Unknown argument '\(argument.name.value)'.", at: argument.span,
                related: related)
        }
    }
}
