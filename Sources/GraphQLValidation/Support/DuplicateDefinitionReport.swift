/// A name two definitions of one kind share (UniqueOperationNames, UniqueFragmentNames),
/// reported at the later one as the reference words it ("There can be only one fragment
/// named "F".") or, with `ValidationOptions.reportsAsRelayDoes`, as Relay's compiler does
/// ("Duplicate definitions for 'F'").
enum DuplicateDefinitionReport {
    static func report(
        rule: String, kind: String, name: String, at here: ValidationContext.Place,
        earlier: ValidationContext.Place, in context: ValidationContext
    ) {
        if context.options.reportsAsRelayDoes {
            context.report(
                rule, RelayMessages.duplicateDefinitions(name), at: here.span, in: here.document,
                related: [("previously defined here", earlier)])
        } else {
            context.report(
                rule, "There can be only one \(kind) named \"\(name)\".", at: here.span, in: here.document,
                related: [("first \(kind) named \"\(name)\"", earlier)])
        }
    }
}
