import GraphQLSchema
import GraphQLSyntax

/// §5.8.2: variables have input types (scalars, enums, input objects).
enum VariablesAreInputTypes {
    static let name = "VariablesAreInputTypes"

    static func check(_ variable: VariableDefinition, type: SchemaTypeReference?, in walker: DocumentWalker) {
        guard let type, !walker.context.kind(of: type.namedType).isInputType else { return }
        walker.report(
            name,
            "Variable \"$\(variable.variable.name.value)\" cannot be non-input type \"\(variable.type.description)\".",
            at: variable.type.span)
    }
}
