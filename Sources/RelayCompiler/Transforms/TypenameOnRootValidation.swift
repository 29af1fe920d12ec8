import GraphQLSchema
import GraphQLSyntax

/// Relay's rule that an operation, or a fragment on the query type, does not select
/// `__typename` directly (its `disallow_typename_on_root`: once per definition, at the first
/// such field, aliased or not; inline fragments and fragments on the other root types are
/// not checked).
enum TypenameOnRootValidation {
    static func validate(_ program: IR.Program, schema: GraphQLSchema) -> [Diagnostic] {
        let roots =
            program.operations.map(\.selections)
            + program.fragments.filter { $0.typeCondition == schema.queryType }.map(\.selections)
        return roots.compactMap { selections in
            for case .scalarField(let field) in selections where field.name.value == "__typename" {
                return field.name.error("Relay does not allow `__typename` field on Query, Mutation or Subscription.")
            }
            return nil
        }
    }
}
