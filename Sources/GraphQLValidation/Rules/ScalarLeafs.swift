import GraphQLSchema
import GraphQLSyntax

/// §5.3.3: leaf fields (scalars, enums) have no selections; other fields have some.
enum ScalarLeafs {
    static let name = "ScalarLeafs"

    static func check(_ field: Field, type: SchemaTypeReference?, in walker: DocumentWalker) {
        guard let type else { return }
        let fieldName = field.name.value
        if walker.context.kind(of: type.namedType).isLeaf {
            if let selectionSet = field.selectionSet {
                walker.report(
                    name,
                    "Field \"\(fieldName)\" must not have a selection since type \"\(walker.context.describe(type))\""
                        + " has no subfields.", at: selectionSet.span)
            }
        } else if field.selectionSet == nil {
            walker.report(
                name,
                "Field \"\(fieldName)\" of type \"\(walker.context.describe(type))\" must have a selection of"
                    + " subfields. Did you mean \"\(fieldName) { ... }\"?", at: field.span)
        }
    }
}
