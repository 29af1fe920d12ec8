import GraphQLSchema
import GraphQLSyntax

/// §5.3.3: leaf fields (scalars, enums) have no selections; other fields have some. (In
/// Relay's configuration, in Relay's words: at the field's name, naming the type the field is
/// selected on.)
enum ScalarLeafs {
    static let name = "ScalarLeafs"

    static func check(_ field: Field, type: SchemaTypeReference?, parentType: TypeID?, in walker: DocumentWalker) {
        guard let type else { return }
        let isLeaf = walker.context.kind(of: type.namedType).isLeaf
        // Only a field that breaks the rule is looked at further (the rule sees every field).
        if isLeaf, let selectionSet = field.selectionSet {
            report(field, onLeaf: true, type: type, parentType: parentType, at: selectionSet.span, in: walker)
        } else if !isLeaf, field.selectionSet == nil {
            report(field, onLeaf: false, type: type, parentType: parentType, at: field.span, in: walker)
        }
    }

    /// Reports selections on a leaf field (`onLeaf`) or their absence on another field.
    private static func report(
        _ field: Field, onLeaf: Bool, type: SchemaTypeReference, parentType: TypeID?, at span: SourceSpan,
        in walker: DocumentWalker
    ) {
        let context = walker.context
        let fieldName = field.name.value
        if context.options.reportsAsRelayDoes, let parentType {
            let parentName = context.schema[parentType].name
            // Relay's words name the type the field is selected on; a note (ours) names the
            // field's own type, which is what the selections are about.
            let fieldType = context.describe(type)
            let note =
                onLeaf
                ? "`\(fieldName)` is of type `\(fieldType)`, which has no fields to select"
                : "`\(fieldName)` is of type `\(fieldType)`: select some of its fields, `\(fieldName) { … }`"
            walker.report(
                name,
                onLeaf
                    ? RelayMessages.selectionsOnScalarField(fieldName, of: parentName)
                    : RelayMessages.missingSelections(fieldName, of: parentName),
                at: field.name.span, related: [(note, walker.place(field.name.span))])
        } else if onLeaf {
            walker.report(
                name,
                "Field \"\(fieldName)\" must not have a selection since type \"\(context.describe(type))\""
                    + " has no subfields.", at: span)
        } else {
            walker.report(
                name,
                "Field \"\(fieldName)\" of type \"\(context.describe(type))\" must have a selection of"
                    + " subfields. Did you mean \"\(fieldName) { ... }\"?", at: span)
        }
    }
}
