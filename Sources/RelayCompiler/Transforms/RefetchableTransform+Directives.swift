import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

extension RefetchableTransform {
    /// `@refetchable(preferFetchable: true)`: refetch through the type's `@fetchable` field
    /// rather than `node` when it has both. `nil` (reported, in Relay's words) when the value
    /// is not a Boolean literal.
    mutating func prefersFetchable(_ refetchable: IR.Directive) -> Bool? {
        guard let argument = refetchable.argument(named: "preferFetchable"), argument.value != .null else {
            return false
        }
        guard case .boolean(let prefers) = argument.value else {
            diagnostics.append(
                (argument.valueLocation ?? refetchable.location).error(
                    "Expected the 'preferFetchable' argument of @refetchable to be a literal Boolean value, got "
                        + "'\(argument.value.graphQLText)'"))
            return nil
        }
        return prefers
    }

    /// `@refetchable(directives: ["@live_query(polling_interval: 10)"])`: directives for the
    /// generated query, each written as GraphQL. `nil` (reported at the argument, in Relay's
    /// words where Relay has them) when one does not read as a directive the schema allows on
    /// a query, or uses a variable (the query declares only the fragment's).
    mutating func queryDirectives(_ refetchable: IR.Directive) -> [IR.Directive]? {
        guard let argument = refetchable.argument(named: "directives"), argument.value != .null else { return [] }
        let location = argument.valueLocation ?? refetchable.location
        let items: [IR.Value] = if case .list(let items) = argument.value { items } else { [argument.value] }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else {
                diagnostics.append(location.error(Self.directivesMustBeStrings))
                return nil
            }
            // Relay reads each as a directive, so a text not starting with one fails at its `@`.
            guard text.drop(while: \.isWhitespace).first == "@" else {
                diagnostics.append(location.error("Expected a at ('@')"))
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
            guard let definition = schema.directive(named: name) else {
                diagnostics.append(location.error(RelayMessages.unknownDirective(name)))
                return nil
            }
            guard definition.locations.contains(.query) else {
                diagnostics.append(location.error(RelayMessages.unsupportedLocation(of: definition)))
                return nil
            }
            if directive.arguments.contains(where: { !$0.value.isConstant }) {
                diagnostics.append(
                    location.error("The directive @\(name) given to @refetchable must not use variables."))
                return nil
            }
        }
        var builder = IRBuilder(schema: schema)
        return builder.buildDirectives(operation.directives, scope: IRBuilder.Scope(source: source, variables: []))
    }

    /// Relay's report of a `directives` argument that is not a list of string literals.
    private static let directivesMustBeStrings =
        "When provided, the `directives` argument to `@refetchable` needs to be a list of literal strings. Each "
        + "string should be a server directive valid on queries. Example: "
        + #"`@refetchable(queryName: "ExampleQuery", directives: ["@owner(name: \"an owner\")"])"#
}
