import GraphQLSchema
import GraphQLSyntax

extension RefetchableTransform {
    /// How a fragment on a `@fetchable(field_name:)` type is refetched: the query type's
    /// `fetch__<Type>(<argument>: ID!)` field, given the value of the type's identifying field.
    struct Fetchable {
        /// The identifying field (`field_name`), which the fragment selects.
        var identifierField: SchemaField
        /// `fetch__<Type>` on the query type.
        var fetchField: SchemaField
        /// Its first argument, which takes the identifier.
        var idArgument: SchemaInputValue
    }

    /// What a fragment's type says about refetching it through `@fetchable`.
    enum FetchableLookup {
        /// The type is not `@fetchable`.
        case notFetchable
        /// It is, but the directive, the identifying field or the fetch field is not as Relay
        /// expects (reported, at the fragment's name).
        case invalid
        case fetchable(Fetchable)
    }

    /// How to refetch `fragment` if its type is `@fetchable`.
    mutating func fetchable(_ fragment: IR.Fragment) -> FetchableLookup {
        let type = schema[fragment.typeCondition]
        guard type.kind == .object || type.kind == .interface,
            let directive = type.directives.first(where: { $0.name.value == "fetchable" })
        else { return .notFetchable }
        let prefix = "Invalid use of @refetchable on fragment '\(fragment.name.value)'"
        guard let argument = directive.arguments.first(where: { $0.name.value == "field_name" }),
            case .string(let identifierName, _) = argument.value.kind
        else {
            diagnostics.append(
                fragment.name.error(
                    "Invalid use of @refetchable with @connection in fragment '\(fragment.name.value)', check that "
                        + "your schema defines a `directive @fetchable(field_name: String!) on OBJECT`."))
            return .invalid
        }
        guard let identifierField = type.field(named: identifierName), isID(identifierField.type) else {
            diagnostics.append(
                fragment.name.error(
                    "\(prefix), the type '\(type.name)' is @fetchable but the identifying field '\(identifierName)' "
                        + "does not have type 'ID'."))
            return .invalid
        }
        let fetchName = "fetch__\(type.name)"
        guard let queryType = schema.queryType, let fetchField = schema.field(named: fetchName, on: queryType),
            !fetchField.type.containsList, fetchField.type.namedType == fragment.typeCondition,
            let idArgument = fetchField.arguments.first, !idArgument.type.containsList, isID(idArgument.type)
        else {
            diagnostics.append(
                fragment.name.error(
                    "\(prefix), the type '\(type.name)' is @fetchable but there is no corresponding '\(fetchName)' "
                        + "field or it is invalid (expected '\(fetchName)(id: ID!): $\(type.name)')."))
            return .invalid
        }
        return .fetchable(Fetchable(identifierField: identifierField, fetchField: fetchField, idArgument: idArgument))
    }

    private func isID(_ type: SchemaTypeReference) -> Bool {
        schema.idType.map { type.namedType == $0 } ?? false
    }

    /// Makes the fragment select what a fetchable record is refetched with: its identifying
    /// field and, when `selectsFetchToken`, Relay's `__token` (a field every type has on
    /// servers with Relay's fetch tokens), each when it does not select it already. The token
    /// is the runtime's: generated types leave it out.
    func addFetchFields(to fragment: inout IR.Fragment, _ fetchable: Fetchable) {
        // By field, whatever its alias, as Relay's fetchable generator checks (its `Node`
        // generator, like `addID`, checks the response key instead).
        func selects(_ name: String) -> Bool {
            fragment.selections.contains {
                if case .scalarField(let field) = $0 { return field.name.value == name }
                return false
            }
        }
        let location = fragment.name.location
        let identifier = fetchable.identifierField
        if !selects(identifier.name) {
            fragment.selections.append(
                .scalarField(IR.ScalarField(name: IR.Name(identifier.name, location: location), type: identifier.type)))
        }
        if selectsFetchToken, !selects("__token"), let id = schema.idType,
            let tokenType = SchemaTypeReference(named: id).wrappedInNonNull()
        {
            fragment.selections.append(
                .scalarField(
                    IR.ScalarField(name: IR.Name("__token", location: location), type: tokenType, isGenerated: true)))
        }
    }
}
