import GraphQLSyntax

/// §5.5.2.1: a spread names a fragment defined somewhere in the program.
enum KnownFragmentNames {
    static let name = "KnownFragmentNames"

    static func check(_ spread: FragmentSpread, in walker: DocumentWalker) {
        guard walker.context.program.fragment(named: spread.name.value) == nil else { return }
        walker.report(name, "Unknown fragment \"\(spread.name.value)\".", at: spread.name.span)
    }
}
