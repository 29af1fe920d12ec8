import GraphQLSyntax

/// §5.7.3: a directive that is not repeatable is used at most once at one location. (In
/// Relay's configuration, in Relay's words, at the directives' names.)
enum UniqueDirectivesPerLocation {
    static let name = "UniqueDirectivesPerLocation"

    static func check(_ directives: [Directive], in walker: DocumentWalker) {
        guard directives.count > 1 else { return }
        for (index, directive) in directives.enumerated() {
            let directiveName = directive.name.value
            guard let first = directives[..<index].first(where: { $0.name.value == directiveName }),
                let definition = walker.schema.directive(named: directiveName), !definition.isRepeatable
            else { continue }
            // Each repetition is reported with the first use, as the reference does.
            if walker.context.options.reportsAsRelayDoes {
                walker.report(
                    name, "The directive `@\(directiveName)` can only be used once at this location.",
                    at: directive.name.span, related: [("previously used here", walker.place(first.name.span))])
            } else {
                walker.report(
                    name, "The directive \"@\(directiveName)\" can only be used once at this location.",
                    at: directive.span, related: [("first use of \"@\(directiveName)\"", walker.place(first.span))])
            }
        }
    }
}
