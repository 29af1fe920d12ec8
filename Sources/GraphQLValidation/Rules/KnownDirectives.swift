import GraphQLSchema
import GraphQLSyntax

/// §5.7.1, §5.7.2: a directive is defined by the schema and used where it may be. (In Relay's
/// configuration, in Relay's words.)
enum KnownDirectives {
    static let name = "KnownDirectives"

    /// `location` is nil where the reference knows no location (never, for parsed input).
    static func check(
        _ directive: Directive, definition: SchemaDirective?, location: DirectiveLocation?, in walker: DocumentWalker
    ) {
        guard let definition else {
            if walker.context.options.reportsAsRelayDoes {
                walker.report(name, RelayMessages.unknownDirective(directive.name.value), at: directive.name.span)
            } else {
                walker.report(name, "Unknown directive \"@\(directive.name.value)\".", at: directive.span)
            }
            return
        }
        guard let location, !definition.locations.contains(location) else { return }
        if walker.context.options.reportsAsRelayDoes {
            walker.report(name, RelayMessages.unsupportedLocation(of: definition), at: directive.name.span)
            return
        }
        walker.report(
            name, "Directive \"@\(directive.name.value)\" may not be used on \(location.rawValue).", at: directive.span)
    }
}
