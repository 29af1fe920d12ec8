import GraphQLSchema

/// Adds `id` to every linked field whose type has an `id: ID` field and that does not select
/// it, so that the store can identify the record. For an abstract type without `id`, adds
/// `... on Node { id }` when some possible type implements `Node`, and `... on T { id }` for
/// each possible type `T` with an `id` that does not (normalization AST and query text only).
///
/// The added selections come last in the field's list, before the field's own client
/// extension if it has one (Relay adds `id` before it marks client selections). In the
/// normalization AST, a list that redundancy removal changes then puts its fields first
/// (`SkipRedundantTransform`).
///
/// The compiler runs it together with `GenerateTypenameTransform`, in one walk
/// (`GeneratedSelectionsWalk`).
public struct GenerateIDTransform: Sendable {
    let schema: GraphQLSchema
    let nodeType: TypeID?

    /// The pass's rules, to run in a `GeneratedSelectionsWalk`.
    init(schema: GraphQLSchema) {
        self.schema = schema
        self.nodeType = schema.typeID(named: "Node")
    }

    /// The program with `id` selections added.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.Program {
        GeneratedSelectionsWalk.transform(program, ids: GenerateIDTransform(schema: schema))
    }

    private func idField(of type: TypeID) -> SchemaField? {
        guard let field = schema[type].field(named: "id"), schema[field.type.namedType].name == "ID",
            !field.type.containsList
        else { return nil }
        return field
    }

    /// What the field needs added to be identified: `id`, or inline fragments selecting it;
    /// none when it selects `id` already.
    func idSelections(for field: IR.LinkedField) -> [IR.Selection] {
        let alreadySelected = field.selections.contains { selection in
            if case .scalarField(let child) = selection { return child.name.value == "id" && child.alias == nil }
            return false
        }
        guard !alreadySelected else { return [] }
        let type = field.type.namedType
        let location = field.name.location
        let id = { (idField: SchemaField) in
            IR.Selection.scalarField(IR.ScalarField(name: IR.Name("id", location: location), type: idField.type))
        }
        if let idField = idField(of: type) { return [id(idField)] }
        guard schema.kind(of: type).isAbstract else { return [] }
        var added: [IR.Selection] = []
        let possible = schema.possibleTypes(of: type)
        if let nodeType, let nodeID = idField(of: nodeType),
            possible.contains(where: { schema.isSubType($0, of: nodeType) })
        {
            added.append(
                .inlineFragment(
                    IR.InlineFragment(typeCondition: nodeType, selections: [id(nodeID)], location: location)))
        }
        for member in possible.sorted(by: { schema[$0].name < schema[$1].name }) {
            if let nodeType, schema.isSubType(member, of: nodeType) { continue }
            guard let memberID = idField(of: member) else { continue }
            added.append(
                .inlineFragment(
                    IR.InlineFragment(typeCondition: member, selections: [id(memberID)], location: location)))
        }
        return added
    }
}
