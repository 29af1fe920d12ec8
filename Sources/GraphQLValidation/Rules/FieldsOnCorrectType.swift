import GraphQLSchema
import GraphQLSyntax

/// §5.3.1: a selected field is defined by its parent type (or is a meta-field such as
/// `__typename`).
enum FieldsOnCorrectType {
    static let name = "FieldsOnCorrectType"

    static func check(_ field: Field, parentType: TypeID?, definition: SchemaField?, in walker: DocumentWalker) {
        guard let parentType, definition == nil else { return }
        let schema = walker.schema
        let fieldName = field.name.value
        if walker.context.options.reportsAsRelayDoes {
            reportAsRelayDoes(field, parentType: schema[parentType], in: walker)
            return
        }
        // Types to condition on first; only when there are none, fields with a similar name.
        var hint = Suggestions.didYouMean(
            suggestedTypeNames(for: fieldName, on: parentType, in: schema), subject: "to use an inline fragment on")
        var fixIts: [Diagnostic.FixIt] = []
        if hint.isEmpty {
            let similar = Suggestions.list(for: fieldName, among: fieldNames(of: schema[parentType]))
            hint = Suggestions.didYouMean(similar)
            fixIts = Suggestions.fixIts(renaming: fieldName, at: field.name.span, to: similar)
        }
        walker.report(
            name, "Cannot query field \"\(fieldName)\" on type \"\(schema[parentType].name)\"." + hint, at: field.span,
            fixIts: fixIts)
    }

    /// The fields a type has (a union, none but `__typename`, which is never unknown).
    private static func fieldNames(of type: SchemaType) -> [String] {
        type.kind == .object || type.kind == .interface ? type.fields.map(\.name) : []
    }

    /// Relay's words, at the field's name, with fields of similar names as suggestions (Relay
    /// suggests no inline fragments).
    private static func reportAsRelayDoes(_ field: Field, parentType: SchemaType, in walker: DocumentWalker) {
        let similar = Suggestions.list(for: field.name.value, among: fieldNames(of: parentType))
        walker.report(
            name, RelayMessages.unknownField(field.name.value, on: parentType.name, similar: similar),
            at: field.name.span,
            fixIts: Suggestions.fixIts(renaming: field.name.value, at: field.name.span, to: similar))
    }

    /// The object and interface types below an abstract type that define the field, most
    /// used first, interfaces before their implementations, then by name (the reference's
    /// `getSuggestedTypeNames`).
    static func suggestedTypeNames(for fieldName: String, on type: TypeID, in schema: GraphQLSchema) -> [String] {
        guard schema.kind(of: type).isAbstract else { return [] }
        var suggested: [TypeID] = []
        var usageCount: [TypeID: Int] = [:]
        for possibleType in schema.possibleTypes(of: type) where schema[possibleType].field(named: fieldName) != nil {
            if usageCount[possibleType] == nil { suggested.append(possibleType) }
            usageCount[possibleType] = 1
            for interface in schema[possibleType].interfaces where schema[interface].field(named: fieldName) != nil {
                if usageCount[interface] == nil { suggested.append(interface) }
                usageCount[interface, default: 0] += 1
            }
        }
        return suggested.sorted { lhs, rhs in
            let left = usageCount[lhs] ?? 0, right = usageCount[rhs] ?? 0
            if left != right { return left > right }
            if schema.kind(of: lhs) == .interface, schema.isSubType(rhs, of: lhs) { return true }
            if schema.kind(of: rhs) == .interface, schema.isSubType(lhs, of: rhs) { return false }
            return Suggestions.naturalCompare(schema[lhs].name, schema[rhs].name) < 0
        }.map { schema[$0].name }
    }
}
