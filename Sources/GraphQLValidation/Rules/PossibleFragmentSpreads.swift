import GraphQLSchema
import GraphQLSyntax

/// §5.5.2.3: a fragment is only spread where its type condition could apply: the parent
/// type and the condition have an object type in common.
enum PossibleFragmentSpreads {
    static let name = "PossibleFragmentSpreads"

    static func check(_ spread: FragmentSpread, parentType: TypeID?, in walker: DocumentWalker) {
        let context = walker.context
        guard let parentType, let fragment = context.program.fragment(named: spread.name.value),
            let fragmentType = context.program.fragments[Int(fragment)].typeCondition,
            context.kind(of: fragmentType).isComposite,
            !walker.schema.doTypesOverlap(fragmentType, parentType)
        else { return }
        walker.report(
            name,
            "Fragment \"\(spread.name.value)\" cannot be spread here as objects of type"
                + " \"\(context.name(of: parentType))\" can never be of type \"\(context.name(of: fragmentType))\".",
            at: spread.span)
    }

    static func check(_ inline: InlineFragment, type: TypeID?, parentType: TypeID?, in walker: DocumentWalker) {
        let context = walker.context
        guard let type, let parentType, context.kind(of: type).isComposite,
            !walker.schema.doTypesOverlap(type, parentType)
        else { return }
        walker.report(
            name,
            "Fragment cannot be spread here as objects of type \"\(context.name(of: parentType))\" can never be of"
                + " type \"\(context.name(of: type))\".", at: inline.span)
    }
}
