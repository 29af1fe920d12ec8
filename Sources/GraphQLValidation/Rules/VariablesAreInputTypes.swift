import GraphQLSchema
import GraphQLSyntax

/// §5.8.2: variables have input types (scalars, enums, input objects). (In Relay's
/// configuration, in Relay's words.)
enum VariablesAreInputTypes {
    static let name = "VariablesAreInputTypes"

    static func check(_ variable: VariableDefinition, type: SchemaTypeReference?, in walker: DocumentWalker) {
        guard let type, !walker.context.kind(of: type.namedType).isInputType else { return }
        if walker.context.options.reportsAsRelayDoes {
            walker.report(
                name,
                "Expected variable definition to have an input type (scalar, enum, or input object), found type "
                    + "'\(walker.context.name(of: type.namedType))'", at: variable.type.span)
            return
        }
        walker.report(
            name,
            "Variable \"$\(variable.variable.name.value)\" cannot be non-input type \"\(variable.type.description)\".",
            at: variable.type.span)
    }
}
