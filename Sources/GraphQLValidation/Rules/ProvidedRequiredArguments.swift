import GraphQLSchema
import GraphQLSyntax

/// §5.4.2.1: every required argument (non-null, without a default) is given.
enum ProvidedRequiredArguments {
    static let name = "ProvidedRequiredArguments"

    static func check(_ field: Field, definition: SchemaField, in walker: DocumentWalker) {
        for argument in definition.arguments where argument.isRequired {
            guard !field.arguments.contains(where: { $0.name.value == argument.name }) else { continue }
            walker.report(
                name,
                "Field \"\(field.name.value)\" argument \"\(argument.name)\" of type"
                    + " \"\(walker.context.describe(argument.type))\" is required, but it was not provided.",
                at: field.span)
        }
    }

    static func check(_ directive: Directive, definition: SchemaDirective, in walker: DocumentWalker) {
        for argument in definition.arguments where argument.isRequired {
            guard !directive.arguments.contains(where: { $0.name.value == argument.name }) else { continue }
            walker.report(
                name,
                "Directive \"@\(directive.name.value)\" argument \"\(argument.name)\" of type"
                    + " \"\(walker.context.describe(argument.type))\" is required, but it was not provided.",
                at: directive.span)
        }
    }
}
