import GraphQLSchema

/// Relay's words for the reports that validation (in Relay's configuration) and the compiler's
/// own checks both make, so that the two say the same.
public enum RelayMessages {
    /// A directive the schema does not define (Relay's `UnknownDirective`).
    public static func unknownDirective(_ name: String) -> String {
        "Unknown directive '\(name)'"
    }

    /// A field (or input field) the type does not have, with fields of similar names, and on a
    /// line of its own the page of Relay's error reference that explains the error (the newest
    /// Relay's `UnknownField`).
    public static func unknownField(_ field: String, on type: String, similar: [String]) -> String {
        "The type `\(type)` has no field `\(field)`." + Suggestions.relayDidYouMean(similar)
            + "\nSee https://relay.dev/docs/error-reference/unknown-field/"
    }

    /// A directive used where its definition does not allow it, with the locations it does
    /// allow in the order its definition lists them (the newest Relay's
    /// `InvalidDirectiveUsageUnsupportedLocation`).
    public static func unsupportedLocation(of directive: SchemaDirective) -> String {
        let locations = directive.definition.locations.map(\.value).joined(separator: ", ")
        return "Directive '\(directive.name)' not supported in this location. Supported location(s): \(locations)"
    }
}
