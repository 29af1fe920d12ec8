import GraphQLSchema

extension IR.ScalarField {
    /// The directive that marks `__is<Type>: __typename` in the normalization program as a type
    /// discriminator: the runtime records from it whether the record is of the abstract type.
    /// Marked, it stays apart from a `__typename` the user aliased the same way, and the
    /// normalization AST prints it as a `TypeDiscriminator` node.
    static let typeDiscriminatorDirective = "__TypeDiscriminator"

    /// `__is<Type>: __typename` for the abstract `type`: the query text's type key, from which
    /// the normalizer records whether a record is of that type. None for a type of the client's
    /// schema extensions, as Relay keys server types only.
    static func typeKey(for type: TypeID, schema: GraphQLSchema, at location: IR.Location) -> Self? {
        guard schema.kind(of: type).isAbstract, !schema.isClientExtension(type: type),
            let typename = schema.metaField(named: "__typename", on: type)
        else { return nil }
        return IR.ScalarField(
            alias: IR.Name(abstractKey(of: type, schema: schema), location: location),
            name: IR.Name("__typename", location: location), type: typename.type)
    }

    /// The type key of `type` (`typeKey(for:schema:at:)`), marked as a type discriminator.
    static func typeDiscriminator(for type: TypeID, schema: GraphQLSchema, at location: IR.Location) -> Self? {
        guard var key = typeKey(for: type, schema: schema, at: location) else { return nil }
        key.directives = [
            IR.Directive(name: IR.Name(typeDiscriminatorDirective, location: location), location: location)
        ]
        key.isGenerated = true
        return key
    }

    /// The key under which a record says whether it is of the abstract `type`: `__is<Type>`.
    static func abstractKey(of type: TypeID, schema: GraphQLSchema) -> String { "__is" + schema[type].name }

    /// Whether this is a type discriminator (`typeDiscriminator(for:schema:at:)`).
    var isTypeDiscriminator: Bool {
        directives.count == 1 && directives[0].name.value == Self.typeDiscriminatorDirective
    }
}
