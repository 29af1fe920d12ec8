import GraphQLSyntax

/// §5.2.2.1: an anonymous operation (such as the `{ … }` shorthand) must be the only
/// operation, counted over the whole program.
enum LoneAnonymousOperation {
    static let name = "LoneAnonymousOperation"

    static func check(_ operation: OperationDefinition, in walker: DocumentWalker) {
        guard operation.name == nil, walker.context.program.operationCount > 1 else { return }
        walker.report(name, "This anonymous operation must be the only defined operation.", at: operation.span)
    }
}
