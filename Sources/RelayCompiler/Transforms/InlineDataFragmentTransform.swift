import GraphQLSchema
import GraphQLSyntax

/// Lowers spreads of `@inline` fragments in the reader program, as Relay's
/// `inline_data_fragment` does: each becomes an inline fragment carrying the spread
/// (`IR.InlineDataSpread`) around one on the fragment's type holding the fragment's
/// selections, its own `@inline` spreads lowered too. The reader reads them in place, as the
/// fragment's data (`InlineDataFragmentSpread`); flattening merges the inner fragment where the
/// fragment's type is the record's. The query text and normalization keep the spread.
///
/// Relay's check comes with it: a spread of an `@inline` fragment carries no directive
/// (`@include` and `@skip` are conditions by then, around it; `@alias` has wrapped it).
enum InlineDataFragmentTransform {
    /// The reader program with every spread of an `@inline` fragment lowered.
    static func transform(_ program: consuming IR.Program) -> IR.PassResult {
        guard program.fragments.contains(where: \.isInlineData) else { return IR.PassResult(program: program) }
        let fragments = program.fragmentsByName()
        return program.concurrentlyRewriteDefinitions { selections, type, metadata in
            var walk = Walk(fragments: fragments)
            if let lowered = walk.lowered(selections, parent: type, depth: 0) { selections = lowered }
            metadata.inlineDataFragments = walk.inlined
            return walk.diagnostics
        }
    }

    private struct Walk {
        let fragments: NameMap<IR.Fragment>
        var diagnostics: [Diagnostic] = []
        /// The names of the fragments lowered, once each.
        var inlined: [String] = []

        /// The list with its spreads of `@inline` fragments lowered, or `nil` when it has none.
        mutating func lowered(_ selections: [IR.Selection], parent: TypeID, depth: Int) -> [IR.Selection]? {
            ListEdit.rewriting(selections) { selection in
                guard case .fragmentSpread(let spread) = selection else {
                    let type = selection.typeOfChildren(on: parent)
                    return selection.replacingChildren { lowered($0, parent: type, depth: depth) }
                }
                // (Validation has reported spread cycles, and `InliningLimitsValidation` deeper
                // chains; the depth only keeps them finite.)
                guard let fragment = fragments[spread.name.value], let inline = fragment.inlineDirective,
                    depth < InliningLimitsValidation.maximumDepth
                else { return nil }
                if let directive = spread.directives.first {
                    diagnostics.append(
                        directive.location.error(
                            "The directive @\(directive.name.value) on fragment spreads for @inline fragments are not "
                                + "yet supported",
                            notes: [inline.location.note("spread is marked as `@inline` here")]))
                }
                if !inlined.contains(spread.name.value) { inlined.append(spread.name.value) }
                let type = fragment.typeCondition
                let selections =
                    lowered(fragment.selections, parent: type, depth: depth + 1) ?? fragment.selections
                let data = IR.InlineDataSpread(
                    fragmentName: spread.name, fragmentType: type, arguments: spread.arguments,
                    argumentDefinitions: fragment.argumentDefinitions,
                    usedGlobalVariables: fragment.usedGlobalVariables)
                let refinement = IR.InlineFragment(
                    typeCondition: type, selections: selections, location: spread.name.location)
                return .inlineFragment(
                    IR.InlineFragment(
                        typeCondition: parent, selections: [.inlineFragment(refinement)],
                        location: spread.name.location, inlineData: data))
            }
        }
    }
}
