import GraphQLSchema

/// Adds `id` to every linked field whose type has an `id: ID` field and that does not select
/// it, so that the store can identify the record. For an abstract type without `id`, adds
/// `... on Node { id }` when some possible type implements `Node`, and `... on T { id }` for
/// each possible type `T` with an `id` that does not (normalization AST and query text only).
/// The field may be named otherwise (`CompilerOptions.nodeInterfaceIdField`).
///
/// The added selections come last in the field's list, before the field's own client
/// extension if it has one (Relay adds `id` before it marks client selections). In the
/// normalization AST, a list that redundancy removal changes then puts its fields first
/// (`SkipRedundantTransform`).
///
/// The compiler runs it together with `GenerateTypenameTransform`, in one walk
/// (`GeneratedSelectionsWalk`).
public struct GenerateIDTransform: Sendable {
    /// What a field of each type (by index) needs added to be identified, unless it selects
    /// `id`; `nil` when nothing can identify it. Worked out once: tens of thousands of linked
    /// fields ask, of a few hundred types.
    private let additions: [Addition?]
    /// The identifying field's name.
    private let idField: String

    /// What identifies a record of one type.
    private enum Addition: Sendable {
        /// `id`, of this type.
        case id(SchemaTypeReference)
        /// Inline fragments on these types, each selecting `id` of that type.
        case fragments([(typeCondition: TypeID, idType: SchemaTypeReference)])
    }

    /// The pass's rules, to run in a `GeneratedSelectionsWalk`.
    init(schema: GraphQLSchema, idField: String = "id") {
        let nodeType = schema.typeID(named: "Node")
        self.idField = idField
        additions = schema.types.indices.map { index in
            Self.addition(for: TypeID(Int32(index)), nodeType: nodeType, idField: idField, schema: schema)
        }
    }

    /// The program with `id` selections added.
    public static func transform(
        _ program: consuming IR.Program, schema: GraphQLSchema, idField: String = "id"
    ) -> IR.Program {
        GeneratedSelectionsWalk.transform(program, ids: GenerateIDTransform(schema: schema, idField: idField))
    }

    /// The type of the type's identifying field (`id: ID`), if it has one.
    private static func idType(of type: TypeID, idField: String, schema: GraphQLSchema) -> SchemaTypeReference? {
        guard let field = schema[type].field(named: idField), schema[field.type.namedType].name == "ID",
            !field.type.containsList
        else { return nil }
        return field.type
    }

    private static func addition(
        for type: TypeID, nodeType: TypeID?, idField: String, schema: GraphQLSchema
    ) -> Addition? {
        if let idType = idType(of: type, idField: idField, schema: schema) { return .id(idType) }
        guard schema.kind(of: type).isAbstract else { return nil }
        var fragments: [(typeCondition: TypeID, idType: SchemaTypeReference)] = []
        let possible = schema.possibleTypes(of: type)
        if let nodeType, let nodeID = idType(of: nodeType, idField: idField, schema: schema),
            possible.contains(where: { schema.isSubType($0, of: nodeType) })
        {
            fragments.append((nodeType, nodeID))
        }
        for member in possible.sorted(by: { schema[$0].name < schema[$1].name }) {
            if let nodeType, schema.isSubType(member, of: nodeType) { continue }
            guard let memberID = idType(of: member, idField: idField, schema: schema) else { continue }
            fragments.append((member, memberID))
        }
        return fragments.isEmpty ? nil : .fragments(fragments)
    }

    /// What the field needs added to be identified: `id`, or inline fragments selecting it;
    /// none when it selects `id` already.
    func idSelections(for field: IR.LinkedField) -> [IR.Selection] {
        guard let addition = additions[field.type.namedType.index] else { return [] }
        let alreadySelected = field.selections.contains { $0.isUnaliasedScalarField(named: idField) }
        guard !alreadySelected else { return [] }
        let location = field.name.location
        let id = { (type: SchemaTypeReference) in
            IR.Selection.scalarField(IR.ScalarField(name: IR.Name(idField, location: location), type: type))
        }
        switch addition {
        case .id(let type):
            return [id(type)]
        case .fragments(let fragments):
            return fragments.map {
                .inlineFragment(
                    IR.InlineFragment(typeCondition: $0.typeCondition, selections: [id($0.idType)], location: location))
            }
        }
    }
}
