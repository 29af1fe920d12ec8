import GraphQLSchema
import GraphQLSyntax

extension RefetchableTransform {
    /// `@refetchable(directives: ["@live_query(polling_interval: 10)"])`: directives for the
    /// generated query, each written as GraphQL. `nil` (reported at the argument) when one
    /// does not read as a directive the schema allows on a query, or uses a variable (the
    /// query declares only the fragment's).
    mutating func queryDirectives(_ refetchable: IR.Directive) -> [IR.Directive]? {
        guard let argument = refetchable.argument(named: "directives"), argument.value != .null else { return [] }
        let location = argument.valueLocation ?? refetchable.location
        let items: [IR.Value] = if case .list(let items) = argument.value { items } else { [argument.value] }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else {
                diagnostics.append(
                    location.error("Expected the 'directives' argument of @refetchable to be a list of string literals."))
                return nil
            }
            texts.append(text)
        }
        guard !texts.isEmpty else { return [] }
        // Read as the directives of a query, which is where they go.
        let source = Source(text: "query Q " + texts.joined(separator: " ") + " { __typename }")
        guard let document = try? Parser.parseDocument(source), document.definitions.count == 1,
            case .operation(let operation) = document.definitions[0], operation.directives.count == texts.count
        else {
            diagnostics.append(
                location.error(
                    "Expected each item of the 'directives' argument of @refetchable to be one directive, such as "
                        + "\"@name(argument: 1)\"."))
            return nil
        }
        for directive in operation.directives {
            let name = directive.name.value
            guard schema.directive(named: name)?.locations.contains(.query) == true else {
                diagnostics.append(
                    location.error("The directive @\(name) given to @refetchable is not one the schema allows on a query."))
                return nil
            }
            if directive.arguments.contains(where: { !$0.value.isConstant }) {
                diagnostics.append(location.error("The directive @\(name) given to @refetchable must not use variables."))
                return nil
            }
        }
        var builder = IRBuilder(schema: schema)
        return builder.buildDirectives(operation.directives, scope: IRBuilder.Scope(source: source, variables: []))
    }
}
