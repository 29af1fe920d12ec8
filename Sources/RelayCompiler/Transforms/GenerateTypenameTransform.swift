import GraphQLSchema

/// Adds `__typename` as the first selection of every linked field of abstract type, so that
/// the normalizer knows each record's concrete type (normalization AST and query text only).
/// For the normalization program, it also adds a type discriminator first in every inline
/// fragment on an abstract type (`IR.ScalarField.typeDiscriminator`), which keeps the type
/// check when flattening merges the fragment into an enclosing list of the same type.
///
/// The compiler runs it together with `GenerateIDTransform`, in one walk
/// (`GeneratedSelectionsWalk`).
public struct GenerateTypenameTransform: Sendable {
    let schema: GraphQLSchema
    /// Whether abstract inline fragments get a type discriminator too.
    let typeDiscriminators: Bool

    /// The pass's rules, to run in a `GeneratedSelectionsWalk`.
    init(schema: GraphQLSchema, typeDiscriminators: Bool) {
        self.schema = schema
        self.typeDiscriminators = typeDiscriminators
    }

    /// The program with `__typename` added under abstract linked fields and, with
    /// `typeDiscriminators`, the discriminators of abstract inline fragments.
    public static func transform(
        _ program: consuming IR.Program, schema: GraphQLSchema, typeDiscriminators: Bool = false
    ) -> IR.Program {
        GeneratedSelectionsWalk.transform(
            program, typenames: GenerateTypenameTransform(schema: schema, typeDiscriminators: typeDiscriminators))
    }

    /// `__typename` for a field of abstract type, else `nil`.
    func typenameSelection(for field: IR.LinkedField) -> IR.Selection? {
        let type = field.type.namedType
        guard schema.kind(of: type).isAbstract, let typename = schema.metaField(named: "__typename", on: type) else {
            return nil
        }
        return .scalarField(
            IR.ScalarField(name: IR.Name("__typename", location: field.name.location), type: typename.type))
    }

    /// The type discriminator an inline fragment starts with, if it gets one.
    func discriminator(for fragment: IR.InlineFragment) -> IR.Selection? {
        guard typeDiscriminators, let type = fragment.typeCondition else { return nil }
        return IR.ScalarField.typeDiscriminator(for: type, schema: schema, at: fragment.location).map {
            .scalarField($0)
        }
    }
}
