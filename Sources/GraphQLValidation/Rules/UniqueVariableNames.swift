import GraphQLSyntax

/// §5.8.1: an operation defines each variable once. (In Relay's configuration, in Relay's
/// words.)
enum UniqueVariableNames {
    static let name = "UniqueVariableNames"

    static func check(_ operation: OperationDefinition, in walker: DocumentWalker) {
        let names = operation.variableDefinitions.map(\.variable.name)
        for duplicate in DuplicateNames.find(in: names) {
            if walker.context.options.reportsAsRelayDoes {
                walker.report(
                    name, "Duplicate variable `\(duplicate.name)`", at: duplicate.repeated[0],
                    related: [("conflicts with", walker.place(duplicate.others[0]))])
                continue
            }
            walker.report(
                name, "There can be only one variable named \"$\(duplicate.name)\".", at: duplicate.repeated[0],
                related: duplicate.others.map { ("variable \"$\(duplicate.name)\"", walker.place($0)) })
        }
    }
}
