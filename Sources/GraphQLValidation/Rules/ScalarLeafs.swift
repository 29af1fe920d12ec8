import GraphQLSchema
import GraphQLSyntax

/// §5.3.3: leaf fields (scalars, enums) have no selections; other fields have some. (In
/// Relay's configuration, in Relay's words: at the field's name, naming the type the field is
/// selected on.)
enum ScalarLeafs {
    static let name = "ScalarLeafs"

    static func check(_ field: Field, type: SchemaTypeReference?, parentType: TypeID?, in walker: DocumentWalker) {
        guard let type else { return }
        let context = walker.context
        let fieldName = field.name.value
        let relayParentName = context.options.reportsAsRelayDoes ? parentType.map { context.schema[$0].name } : nil
        if context.kind(of: type.namedType).isLeaf {
            guard let selectionSet = field.selectionSet else { return }
            if let relayParentName {
                walker.report(
                    name, "Expected no selections on scalar field `\(fieldName)` of type `\(relayParentName)`",
                    at: field.name.span)
            } else {
                walker.report(
                    name,
                    "Field \"\(fieldName)\" must not have a selection since type \"\(context.describe(type))\""
                        + " has no subfields.", at: selectionSet.span)
            }
        } else if field.selectionSet == nil {
            if let relayParentName {
                walker.report(
                    name, "Expected selections on field `\(fieldName)` of type `\(relayParentName)`",
                    at: field.name.span)
            } else {
                walker.report(
                    name,
                    "Field \"\(fieldName)\" of type \"\(context.describe(type))\" must have a selection of"
                        + " subfields. Did you mean \"\(fieldName) { ... }\"?", at: field.span)
            }
        }
    }
}
