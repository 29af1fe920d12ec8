import GraphQLSyntax

/// §5.6.3: an input object value gives each field once. (In Relay's configuration, in Relay's
/// words.)
enum UniqueInputFieldNames {
    static let name = "UniqueInputFieldNames"

    static func check(_ fields: [ObjectField], in walker: DocumentWalker) {
        guard fields.count > 1 else { return }
        // One diagnostic per repetition, each with the first occurrence, as the reference.
        for (index, field) in fields.enumerated() {
            guard let first = fields[..<index].first(where: { $0.name.value == field.name.value }) else { continue }
            if walker.context.options.reportsAsRelayDoes {
                // Relay: at the first, noting the repetition.
                walker.report(
                    name, "Duplicate values found for field '\(field.name.value)'", at: first.name.span,
                    related: [("also defined here", walker.place(field.name.span))])
                continue
            }
            walker.report(
                name, "There can be only one input field named \"\(field.name.value)\".", at: field.name.span,
                related: [("first input field named \"\(field.name.value)\"", walker.place(first.name.span))])
        }
    }
}
