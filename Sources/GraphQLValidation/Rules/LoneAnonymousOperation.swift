import GraphQLSyntax

/// §5.2.2.1: an anonymous operation (such as the `{ … }` shorthand) must be the only
/// operation, counted over the whole program. Not in Relay's mode: there every operation needs
/// a name (its artifact is named after it), which Relay's compiler reports of each anonymous
/// one, alone or not ("Expected operation to have a name"); this rule's "must be the only
/// defined operation" would point a project's user the wrong way.
enum LoneAnonymousOperation {
    static let name = "LoneAnonymousOperation"

    static func check(_ operation: OperationDefinition, in walker: DocumentWalker) {
        guard operation.name == nil, !walker.context.options.reportsAsRelayDoes,
            walker.context.program.operationCount > 1
        else { return }
        walker.report(name, "This anonymous operation must be the only defined operation.", at: operation.span)
    }
}
