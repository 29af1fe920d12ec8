import GraphQLSyntax

/// An operation's type must have a root type in the schema (a mutation needs a mutation
/// type). graphql-js 17 names this rule; graphql-js 16 does not check it at all.
enum KnownOperationTypes {
    static let name = "KnownOperationTypes"

    static func check(_ operation: OperationDefinition, in walker: DocumentWalker) {
        guard walker.schema.rootType(for: operation.operation) == nil else { return }
        walker.report(
            name, "The \(operation.operation.rawValue) operation is not supported by the schema.", at: operation.span)
    }
}
