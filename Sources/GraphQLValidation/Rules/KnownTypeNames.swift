import GraphQLSchema
import GraphQLSyntax

/// §5.5.1.2, §5.8.2: the types named by variable definitions and type conditions exist. (In
/// Relay's configuration, in Relay's words.)
enum KnownTypeNames {
    static let name = "KnownTypeNames"

    /// `allowsStandardNames`: in type-system definitions the standard scalars and
    /// introspection types may be named whether or not the schema has them. The message
    /// suggests types of every kind, as the reference's does; its fix-its offer only those
    /// that `fit` the place (an input type for a variable, a composite type for a condition).
    static func check(
        _ typeName: Name, allowsStandardNames: Bool = false, fits: (TypeKind) -> Bool = { _ in true },
        in walker: DocumentWalker
    ) {
        let schema = walker.schema
        guard schema.typeID(named: typeName.value) == nil else { return }
        if allowsStandardNames, standardTypeNames.contains(typeName.value) { return }
        var options = schema.types.map(\.name)
        if allowsStandardNames { options = standardTypeNames + options }
        // Among all of a schema's types (thousands in a large one): only as many as are named.
        let asRelay = walker.context.options.reportsAsRelayDoes
        let suggestions = Suggestions.list(
            for: typeName.value, among: options, limit: asRelay ? Suggestions.relayLimit : Suggestions.referenceLimit)
        let message =
            asRelay
            ? RelayMessages.unknownType(typeName.value, similar: suggestions)
            : "Unknown type \"\(typeName.value)\"." + Suggestions.didYouMean(suggestions)
        walker.report(
            name, message, at: typeName.span,
            fixIts: Suggestions.typeFixIts(
                renaming: typeName.value, at: typeName.span, to: suggestions, in: schema, fits: fits))
    }

    static let standardTypeNames = [
        "String", "Int", "Float", "Boolean", "ID", "__Schema", "__Directive", "__DirectiveLocation", "__Type",
        "__Field", "__InputValue", "__EnumValue", "__TypeKind",
    ]
}
