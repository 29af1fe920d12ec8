import GraphQLSchema

/// Relay's words for the reports that validation (in Relay's configuration) and the compiler's
/// own checks both make, so that the two say the same.
public enum RelayMessages {
    /// A directive the schema does not define (Relay's `UnknownDirective`).
    public static func unknownDirective(_ name: String) -> String {
        "Unknown directive '\(name)'"
    }

    /// A type the schema does not define, with types of similar names (Relay's `UnknownType`).
    public static func unknownType(_ name: String, similar: [String]) -> String {
        "Unknown type '\(name)'." + Suggestions.relayDidYouMean(similar)
    }

    /// An argument that a field, directive or fragment does not define, with arguments of
    /// similar names (Relay's `UnknownArgument`).
    public static func unknownArgument(_ name: String, similar: [String]) -> String {
        "Unknown argument '\(name)'." + Suggestions.relayDidYouMean(similar)
    }

    /// Two definitions of one name (Relay's `DuplicateDefinition`).
    public static func duplicateDefinitions(_ name: String) -> String {
        "Duplicate definitions for '\(name)'"
    }

    /// A fragment that spreads itself, directly or through others.
    public static func circularReference(from fragment: String) -> String {
        "Found a circular reference from fragment '\(fragment)'."
    }

    /// Selections on a leaf field, named with the type it is selected on (`parent`).
    public static func selectionsOnScalarField(_ field: String, of parent: String) -> String {
        "Expected no selections on scalar field `\(field)` of type `\(parent)`"
    }

    /// No selections on a field of composite type, named with the type it is selected on.
    public static func missingSelections(_ field: String, of parent: String) -> String {
        "Expected selections on field `\(field)` of type `\(parent)`"
    }

    /// Two fields of one response key that take different arguments, with the first's
    /// arguments as printed (the note gives the other's: `differingArgumentsNote`).
    public static func differingArguments(key: String, applied: String) -> String {
        "Expected all fields on the same parent with the name or alias `\(key)` to have the same argument values "
            + "after applying fragment arguments. This field has the applied argument values: " + applied
    }

    /// The note at the other field of `differingArguments`.
    public static func differingArgumentsNote(applied: String) -> String {
        "which conflicts with this field with applied argument values " + applied
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
