import GraphQLSchema

/// Merges selections that ask for the same data: fields with the same response key and
/// arguments (their sub-selections concatenated), inline fragments on the same type with the
/// same alias and directives, conditions on the same value, client extensions, and repeated
/// spreads. The merged selection keeps the position of the first. An inline fragment that
/// refines nothing (no directives or alias, and no type condition or the enclosing type's)
/// gives its selections to the enclosing list, as Relay's flattening does.
///
/// Most lists are already flat: those come back as they were, without copying the tree below.
/// A list shared by many operations (an inlined fragment's) is flattened once per enclosing
/// type.
public struct FlattenTransform: Sendable {
    private let memo: SharedListMemo<IR.Selection, [IR.Selection]?>

    /// The program with every selection list flattened.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        let pass = FlattenTransform(memo: SharedListMemo(isEnabled: program.sharesSelectionLists))
        return program.concurrentlyMapRootSelections { selections, type in
            pass.flattened(selections, parent: type) ?? selections
        }
    }

    /// The list (selections of a `parent`) flattened, or `nil` when it and everything below it
    /// already are.
    private func flattened(_ selections: [IR.Selection], parent: TypeID) -> [IR.Selection]? {
        memo.result(for: selections, context: Int(parent.rawValue)) { flattenedUncached($0, parent: parent) }
    }

    private func flattenedUncached(_ selections: [IR.Selection], parent: TypeID) -> [IR.Selection]? {
        var result = spliced(selections, parent: parent)
        let unmerged = result ?? selections
        // Nearly every list has nothing to merge, which the cheap keys show; selections are
        // compared in full only with those that share their cheap key.
        if hasRepeats(unmerged), let merged = merged(unmerged) {
            result = merged
        }
        let list = result ?? selections
        for index in list.indices {
            let selection = list[index]
            let childParent = selection.typeOfChildren(on: parent)
            guard let child = selection.replacingChildren({ flattened($0, parent: childParent) }) else { continue }
            if result == nil { result = list }
            result?[index] = child
        }
        return result
    }

    /// The list with each selection merged into the first that is the same, or `nil` when
    /// none is. A short list is searched in order; in a long one, selections sharing a cheap
    /// key are chained, so that each is compared in full only with those.
    private func merged(_ selections: [IR.Selection]) -> [IR.Selection]? {
        guard selections.count > 16 else {
            var merged: [IR.Selection] = []
            merged.reserveCapacity(selections.count)
            // The merged selections' cheap keys, on the stack: most pairs differ in them.
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: selections.count) { keys in
                for selection in selections {
                    let key = selection.coarseKey
                    let same = merged.indices.first { keys[$0] == key && merged[$0].isSame(as: selection) }
                    if let index = same {
                        merged[index] = merge(merged[index], selection)
                    } else {
                        keys[merged.count] = key
                        merged.append(selection)
                    }
                }
                return merged.count < selections.count ? merged : nil
            }
        }
        var merged: [IR.Selection] = []
        merged.reserveCapacity(selections.count)
        // For each merged selection, the next one with its cheap key, or -1.
        var nextWithKey: [Int] = []
        nextWithKey.reserveCapacity(selections.count)
        var firstWithKey: [UInt64: Int] = [:]
        firstWithKey.reserveCapacity(selections.count)
        for selection in selections {
            let key = selection.coarseKey
            guard var index = firstWithKey[key] else {
                firstWithKey[key] = merged.count
                nextWithKey.append(-1)
                merged.append(selection)
                continue
            }
            while true {
                if merged[index].isSame(as: selection) {
                    merged[index] = merge(merged[index], selection)
                    break
                }
                guard nextWithKey[index] >= 0 else {
                    nextWithKey[index] = merged.count
                    nextWithKey.append(-1)
                    merged.append(selection)
                    break
                }
                index = nextWithKey[index]
            }
        }
        return merged.count < selections.count ? merged : nil
    }

    /// The list with each inline fragment that refines nothing replaced by its selections (and
    /// theirs, where they hold such fragments too), or `nil` when it holds none.
    private func spliced(_ selections: [IR.Selection], parent: TypeID) -> [IR.Selection]? {
        func refinesNothing(_ selection: IR.Selection) -> Bool {
            guard case .inlineFragment(let fragment) = selection else { return false }
            return fragment.directives.isEmpty && !fragment.isReadOnItsOwn
                && (fragment.typeCondition ?? parent) == parent
        }
        guard selections.contains(where: refinesNothing) else { return nil }
        var result: [IR.Selection] = []
        result.reserveCapacity(selections.count)
        for selection in selections {
            if refinesNothing(selection), case .inlineFragment(let fragment) = selection {
                result += spliced(fragment.selections, parent: parent) ?? fragment.selections
            } else {
                result.append(selection)
            }
        }
        return result
    }

    /// Whether two selections share a cheap key (`coarseKey`): pair by pair, the keys on the
    /// stack, in the short lists most are; by hashing in long ones.
    private func hasRepeats(_ selections: [IR.Selection]) -> Bool {
        let count = selections.count
        guard count > 12 else {
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { keys in
                for (index, selection) in selections.enumerated() {
                    let key = selection.coarseKey
                    if keys[..<index].contains(key) { return true }
                    keys[index] = key
                }
                return false
            }
        }
        var seen = Set<UInt64>(minimumCapacity: count)
        for selection in selections where !seen.insert(selection.coarseKey).inserted { return true }
        return false
    }

    private func merge(_ first: IR.Selection, _ second: IR.Selection) -> IR.Selection {
        switch (first, second) {
        case (.scalarField(var kept), .scalarField(let other)):
            // Changed only where it must be: most repeats (an `id` that several fragments
            // select) change nothing, and the node is kept as it is, not copied.
            if !other.handles.isEmpty { kept.handles = mergedHandles(kept.handles, other.handles) }
            if kept.isGenerated && !other.isGenerated { kept.isGenerated = false }
            return .scalarField(kept)
        case (.linkedField(var kept), .linkedField(let other)):
            if !other.handles.isEmpty { kept.handles = mergedHandles(kept.handles, other.handles) }
            if kept.isGenerated && !other.isGenerated { kept.isGenerated = false }
            kept.selections += other.selections
            return .linkedField(kept)
        case (.inlineFragment(var kept), .inlineFragment(let other)):
            kept.selections += other.selections
            return .inlineFragment(kept)
        case (.condition(var kept), .condition(let other)):
            kept.selections += other.selections
            return .condition(kept)
        case (.clientExtension(let kept), .clientExtension(let other)):
            return .clientExtension(kept + other)
        default:
            return first
        }
    }

    private func mergedHandles(_ kept: [IR.FieldHandle], _ other: [IR.FieldHandle]) -> [IR.FieldHandle] {
        var handles = kept
        for handle in other where !handles.contains(where: { $0.handle == handle.handle && $0.key == handle.key }) {
            handles.append(handle)
        }
        return handles
    }
}
