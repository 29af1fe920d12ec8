import GraphQLSyntax

/// §5.4.2: a field or directive is given each argument once. (In Relay's configuration, in
/// Relay's words.)
enum UniqueArgumentNames {
    static let name = "UniqueArgumentNames"

    static func check(_ arguments: [Argument], in walker: DocumentWalker) {
        guard arguments.count > 1 else { return }
        for duplicate in DuplicateNames.find(in: arguments.map(\.name)) {
            if walker.context.options.reportsAsRelayDoes {
                // Relay: at the first, noting the first repetition.
                walker.report(
                    name, "Duplicate argument `\(duplicate.name)`", at: duplicate.others[0],
                    related: [("conflicts with", walker.place(duplicate.repeated[0]))])
                continue
            }
            walker.report(
                name, "There can be only one argument named \"\(duplicate.name)\".", at: duplicate.repeated[0],
                related: duplicate.others.map { ("argument \"\(duplicate.name)\"", walker.place($0)) })
        }
    }
}
