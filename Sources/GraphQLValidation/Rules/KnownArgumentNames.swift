import GraphQLSchema
import GraphQLSyntax

/// §5.4.1: every argument given to a field or a directive is one it defines.
enum KnownArgumentNames {
    static let name = "KnownArgumentNames"

    static func reportUnknown(
        _ argument: Argument, field: SchemaField, parentType: TypeID, in walker: DocumentWalker
    ) {
        let suggestions = Suggestions.list(for: argument.name.value, among: field.arguments.map(\.name))
        walker.report(
            name,
            "Unknown argument \"\(argument.name.value)\" on field \"\(walker.context.name(of: parentType)).\(field.name)\"."
                + Suggestions.didYouMean(suggestions), at: argument.span)
    }

    static func check(_ directive: Directive, definition: SchemaDirective, in walker: DocumentWalker) {
        for argument in directive.arguments where definition.argument(named: argument.name.value) == nil {
            let suggestions = Suggestions.list(for: argument.name.value, among: definition.arguments.map(\.name))
            walker.report(
                name,
                "Unknown argument \"\(argument.name.value)\" on directive \"@\(directive.name.value)\"."
                    + Suggestions.didYouMean(suggestions), at: argument.span)
        }
    }
}
