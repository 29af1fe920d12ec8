import GraphQLSchema
import GraphQLSyntax

/// §5.5.1.3: a type condition names an object, interface or union type.
enum FragmentsOnCompositeTypes {
    static let name = "FragmentsOnCompositeTypes"

    static func check(_ fragment: FragmentDefinition, type: TypeID?, in walker: DocumentWalker) {
        guard let type, !walker.context.kind(of: type).isComposite else { return }
        let condition = fragment.typeCondition
        walker.report(
            name,
            "Fragment \"\(fragment.name.value)\" cannot condition on non composite type \"\(condition.value)\".",
            at: condition.span)
    }

    static func check(_ inline: InlineFragment, condition: Name, type: TypeID?, in walker: DocumentWalker) {
        guard let type, !walker.context.kind(of: type).isComposite else { return }
        walker.report(
            name, "Fragment cannot condition on non composite type \"\(condition.value)\".", at: condition.span)
    }
}
