import GraphQLSchema

/// Adds `__is<Type>: __typename` first in every inline fragment and every fragment on an
/// abstract type, for the query text: the server's answer tells the normalizer whether the
/// record is of that type (the normalization AST names the key in `abstractKey`, or in a
/// `TypeDiscriminator` where flattening merged the fragment into its parent).
///
/// The compiler runs it after `GenerateIDTransform`, so that an added `... on Node { id }`
/// gets a key too, in one walk with it (`GeneratedSelectionsWalk`).
public struct AbstractTypeKeyTransform: Sendable {
    let schema: GraphQLSchema

    /// The pass's rules, to run in a `GeneratedSelectionsWalk`.
    init(schema: GraphQLSchema) { self.schema = schema }

    /// The program with the type keys added.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        GeneratedSelectionsWalk.transform(program, typeKeys: AbstractTypeKeyTransform(schema: schema))
    }

    /// The key a selection list on `type` starts with, if `type` is abstract (and the
    /// server's: Relay keys no type of the client's schema extensions).
    func typeKey(_ type: TypeID?, at location: IR.Location) -> IR.Selection? {
        guard let type else { return nil }
        return IR.ScalarField.typeKey(for: type, schema: schema, at: location).map(IR.Selection.scalarField)
    }

    /// The fragments of `program` on abstract types with their keys first.
    func keyingFragments(of program: inout IR.Program) {
        for index in program.fragments.indices {
            let fragment = program.fragments[index]
            if let key = typeKey(fragment.typeCondition, at: fragment.name.location) {
                program.fragments[index].selections.insert(key, at: 0)
            }
        }
    }
}
