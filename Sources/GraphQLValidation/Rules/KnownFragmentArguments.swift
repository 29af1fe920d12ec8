import GraphQLSchema
import GraphQLSyntax

/// Relay's rule: each argument a spread passes with `@arguments` is one its fragment declares
/// with `@argumentDefinitions`. Reported in Relay's words, "Unknown argument 'size'.", at the
/// argument, with declared arguments of similar names, under KnownArgumentNames (the
/// specification's rule for the arguments of fields and directives).
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
        let fragment = walker.context.program.fragments[Int(position)].definition
        let declaredNames = fragment.declaredArguments.map(\.name.value)
        for argument in passed.arguments where !declaredNames.contains(argument.name.value) {
            KnownArgumentNames.reportAsRelayDoes(
                argument, suggestions: Suggestions.list(for: argument.name.value, among: declaredNames),
                at: argument.span, in: walker)
        }
    }
}
