import GraphQLSchema

/// Replaces every fragment spread of the operations with an inline fragment on the
/// fragment's type holding its selections: what the normalization AST describes. A spread
/// whose fragment is on the very type of its parent is spliced in without an inline fragment,
/// as Relay does. Run after `ApplyFragmentArgumentsTransform`, so that the fragments have no
/// arguments left.
///
/// A fragment is inlined once, as one list that every spread of it shares: the passes after
/// this one visit such a list once however many operations reach it (`SharedListMemo`).
public struct InlineFragmentsTransform: Sendable {
    /// What inlining needs of each fragment (the whole definition would be copied per spread).
    private let fragments: [String: (typeCondition: TypeID, selections: [IR.Selection])]
    /// Results by list and parent type (`nil`: the list has no spread in or below it).
    private let memo = SharedListMemo<IR.Selection, [IR.Selection]?>()

    /// The operations with their spreads inlined (the fragments are dropped).
    public static func transform(_ program: IR.Program) -> IR.Program {
        var fragmentsByName: [String: (typeCondition: TypeID, selections: [IR.Selection])] = [:]
        fragmentsByName.reserveCapacity(program.fragments.count)
        for fragment in program.fragments {
            fragmentsByName[fragment.name.value] = (fragment.typeCondition, fragment.selections)
        }
        let pass = InlineFragmentsTransform(fragments: fragmentsByName)
        var result = IR.Program(sharesSelectionLists: true)
        result.operations = program.operations.concurrentMap { operation in
            var operation = operation
            operation.selections = pass.inline(operation.selections, parent: operation.rootType, depth: 0)
            return operation
        }
        return result
    }

    private init(fragments: [String: (typeCondition: TypeID, selections: [IR.Selection])]) {
        self.fragments = fragments
    }

    /// `depth` is not part of what is remembered: it only stops cycles and chains past the
    /// limit, which `InliningLimitsValidation` rejected before this pass runs.
    private func inline(_ selections: [IR.Selection], parent: TypeID, depth: Int) -> [IR.Selection] {
        inlined(selections, parent: parent, depth: depth) ?? selections
    }

    /// `inline`, or `nil` when the list has no spread in or below it.
    private func inlined(_ selections: [IR.Selection], parent: TypeID, depth: Int) -> [IR.Selection]? {
        memo.result(for: selections, context: Int(parent.rawValue)) { inlineUncached($0, parent: parent, depth: depth) }
    }

    /// The list with the spreads in and below it inlined, or `nil` when it has none: lists
    /// without spreads are kept as they are, not copied.
    private func inlineUncached(_ selections: [IR.Selection], parent: TypeID, depth: Int) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField:
                edit.keep(index)
                continue
            case .fragmentSpread(let spread):
                // An unknown fragment, a cycle and a chain past the limit were reported before.
                guard depth < InliningLimitsValidation.maximumDepth, let fragment = fragments[spread.name.value]
                else {
                    edit.replace(index, with: nil)
                    continue
                }
                // Always as an inline fragment, even on the enclosing type: a fragment on an
                // abstract type gets its type discriminator there before flattening merges it.
                let selections = inline(fragment.selections, parent: fragment.typeCondition, depth: depth + 1)
                edit.replace(
                    index,
                    with: .inlineFragment(
                        IR.InlineFragment(
                            typeCondition: fragment.typeCondition, selections: selections,
                            location: spread.name.location)))
                continue
            case .linkedField, .inlineFragment, .condition, .clientExtension:
                break
            }
            let childParent = selection.typeOfChildren(on: parent)
            if let changed = selection.replacingChildren({ inlined($0, parent: childParent, depth: depth) }) {
                edit.replace(index, with: changed)
            } else {
                edit.keep(index)
            }
        }
        return edit.result
    }
}
