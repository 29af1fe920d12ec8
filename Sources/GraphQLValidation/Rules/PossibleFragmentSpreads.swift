import GraphQLSchema
import GraphQLSyntax

/// §5.5.2.3: a fragment is only spread where its type condition could apply: the parent
/// type and the condition have an object type in common. (In Relay's configuration, in
/// Relay's words.)
enum PossibleFragmentSpreads {
    static let name = "PossibleFragmentSpreads"

    static func check(_ spread: FragmentSpread, parentType: TypeID?, in walker: DocumentWalker) {
        let context = walker.context
        guard let parentType, let fragment = context.program.fragment(named: spread.name.value),
            let fragmentType = context.program.fragments[Int(fragment)].typeCondition,
            context.kind(of: fragmentType).isComposite,
            !walker.schema.doTypesOverlap(fragmentType, parentType)
        else { return }
        if walker.context.options.reportsAsRelayDoes {
            walker.report(
                name,
                "Invalid fragment spread '\(spread.name.value)', the type of this fragment "
                    + "('\(context.name(of: fragmentType))') can never occur for parent type '\(context.name(of: parentType))'",
                at: spread.span)
            return
        }
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
        if walker.context.options.reportsAsRelayDoes, let condition = inline.typeCondition {
            walker.report(
                name,
                "Invalid type '\(context.name(of: type))' in inline fragment, this type can never occur for parent type "
                    + "'\(context.name(of: parentType))'", at: condition.span)
            return
        }
        walker.report(
            name,
            "Fragment cannot be spread here as objects of type \"\(context.name(of: parentType))\" can never be of"
                + " type \"\(context.name(of: type))\".", at: inline.span)
    }
}
