import GraphQLSchema

/// Replaces every fragment spread of the operations with an inline fragment on the
/// fragment's type holding its selections: what the normalization AST describes. Always an
/// inline fragment, even on the enclosing type: a fragment on an abstract type gets its type
/// discriminator there before flattening merges it. Run after
/// `ApplyFragmentArgumentsTransform`, so that the fragments have no arguments left.
///
/// A fragment is inlined once, as one list that every spread of it shares: the passes after
/// this one visit such a list once however many operations reach it (`SharedListMemo`).
///
/// The compiler runs it together with `GenerateTypenameTransform` and `GenerateIDTransform`,
/// in one walk (`GeneratedSelectionsWalk`).
public struct InlineFragmentsTransform: Sendable {
    /// What inlining needs of each fragment (the whole definition would be copied per spread):
    /// its type, whether that type is the client's own, and its selections.
    private let fragments: NameMap<(typeCondition: TypeID, onClientType: Bool, selections: [IR.Selection])>

    /// The pass's rules for `program`'s fragments, to run in a `GeneratedSelectionsWalk`.
    init(fragmentsOf program: borrowing IR.Program, schema: GraphQLSchema) {
        var fragments = NameMap<(typeCondition: TypeID, onClientType: Bool, selections: [IR.Selection])>(
            capacity: program.fragments.count)
        for fragment in program.fragments {
            fragments[fragment.name.value] = (
                fragment.typeCondition, schema.isClientExtension(type: fragment.typeCondition), fragment.selections
            )
        }
        self.fragments = fragments
    }

    /// The operations with their spreads inlined (the fragments are dropped).
    public static func transform(_ program: IR.Program, schema: GraphQLSchema) -> IR.Program {
        GeneratedSelectionsWalk.transform(
            program, inlining: InlineFragmentsTransform(fragmentsOf: program, schema: schema))
    }

    /// The inline fragment that replaces `spread`, its selections (the fragment's) made by
    /// `inline`, and whether it is on a type that client schema extensions define (then it is
    /// the client's, as an inline fragment written on that type is; `inline` is told too).
    /// `nil` for a spread that is dropped: of an unknown fragment, or past the depth limit (a
    /// cycle), both reported before this pass runs, or of a fragment left with no selections
    /// once inlined (all under `@include(if: false)` once its arguments were applied, or in
    /// fragments so emptied), as Relay's `skip_unreachable_node` drops it.
    func replacement(
        for spread: IR.FragmentSpread, depth: Int,
        inline: (_ selections: [IR.Selection], _ onClientType: Bool) -> [IR.Selection]
    ) -> (fragment: IR.InlineFragment, onClientType: Bool)? {
        guard depth < InliningLimitsValidation.maximumDepth, let fragment = fragments[spread.name.value] else {
            return nil
        }
        let selections = inline(fragment.selections, fragment.onClientType)
        guard !selections.isEmpty else { return nil }
        let inlined = IR.InlineFragment(
            typeCondition: fragment.typeCondition, selections: selections, location: spread.name.location)
        return (inlined, fragment.onClientType)
    }
}
