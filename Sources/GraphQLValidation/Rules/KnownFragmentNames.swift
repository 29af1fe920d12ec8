import GraphQLSchema
import GraphQLSyntax

/// §5.5.2.1: a spread names a fragment defined somewhere in the program. (In Relay's
/// configuration, in Relay's words, with fragments of similar names.)
enum KnownFragmentNames {
    static let name = "KnownFragmentNames"

    static func check(_ spread: FragmentSpread, in walker: DocumentWalker) {
        let program = walker.context.program
        guard program.fragment(named: spread.name.value) == nil else { return }
        guard walker.context.options.reportsAsRelayDoes else {
            walker.report(name, "Unknown fragment \"\(spread.name.value)\".", at: spread.name.span)
            return
        }
        let similar = Suggestions.list(
            for: spread.name.value, among: program.fragments.lazy.map(\.definition.name.value),
            limit: Suggestions.relayLimit)
        walker.report(
            name, "Undefined fragment '\(spread.name.value)'." + Suggestions.relayDidYouMean(similar),
            at: spread.name.span,
            fixIts: Suggestions.fixIts(renaming: spread.name.value, at: spread.name.span, to: similar))
    }
}
