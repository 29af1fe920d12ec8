import GraphQLSchema

/// Merges selections that ask for the same data: fields with the same response key and
/// arguments (their sub-selections concatenated), inline fragments on the same type with the
/// same directives, conditions on the same value, client extensions, and repeated spreads.
/// The merged selection keeps the position of the first.
///
/// Most lists are already flat: those come back as they were, without copying the tree below.
/// A list shared by many operations (an inlined fragment's) is flattened once.
public struct FlattenTransform: Sendable {
    private let memo = SharedListMemo<IR.Selection, [IR.Selection]?>()

    /// The program with every selection list flattened.
    public static func transform(_ program: IR.Program) -> IR.Program {
        let pass = FlattenTransform()
        return program.concurrentlyMapRootSelections { selections, _ in pass.flattened(selections) ?? selections }
    }

    /// The list flattened, or `nil` when it and everything below it already are.
    private func flattened(_ selections: [IR.Selection]) -> [IR.Selection]? {
        memo.result(for: selections, flattenedUncached)
    }

    private func flattenedUncached(_ selections: [IR.Selection]) -> [IR.Selection]? {
        var result: [IR.Selection]?
        // Nearly every list has nothing to merge, which the cheap keys show; the full keys,
        // arguments and directives spelled out, are built only where those repeat.
        if coarseKeysRepeat(selections), case let keys = selections.map(SelectionKey.init),
            hasRepeats(keys)
        {
            var merged: [IR.Selection] = []
            merged.reserveCapacity(selections.count)
            var indexByKey: [SelectionKey: Int] = [:]
            for (selection, key) in zip(selections, keys) {
                guard let index = indexByKey[key] else {
                    indexByKey[key] = merged.count
                    merged.append(selection)
                    continue
                }
                merged[index] = merge(merged[index], selection)
            }
            result = merged
        }
        let list = result ?? selections
        for index in list.indices {
            guard let child = flattenedChildren(list[index]) else { continue }
            if result == nil { result = list }
            result?[index] = child
        }
        return result
    }

    /// Whether two selections share a cheap key: compared pair by pair, without an array of
    /// keys, in the short lists most are.
    private func coarseKeysRepeat(_ selections: [IR.Selection]) -> Bool {
        guard selections.count <= 12 else { return hasRepeats(selections.map(CoarseSelectionKey.init)) }
        for first in selections.indices.dropLast() {
            let key = CoarseSelectionKey(selections[first])
            for second in (first + 1)..<selections.count where CoarseSelectionKey(selections[second]) == key {
                return true
            }
        }
        return false
    }

    /// Whether any key appears twice: by comparison for the short lists most are, else by hashing.
    private func hasRepeats<Key: Hashable>(_ keys: [Key]) -> Bool {
        if keys.count <= 12 {
            for i in keys.indices {
                for j in keys.indices where j > i && keys[i] == keys[j] { return true }
            }
            return false
        }
        return Set(keys).count != keys.count
    }

    private func merge(_ first: IR.Selection, _ second: IR.Selection) -> IR.Selection {
        switch (first, second) {
        case (.scalarField(var kept), .scalarField(let other)):
            kept.handles = mergedHandles(kept.handles, other.handles)
            kept.isGenerated = kept.isGenerated && other.isGenerated
            return .scalarField(kept)
        case (.linkedField(var kept), .linkedField(let other)):
            kept.handles = mergedHandles(kept.handles, other.handles)
            kept.isGenerated = kept.isGenerated && other.isGenerated
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

    /// The selection with its own list flattened, or `nil` when that changes nothing. (Nodes
    /// are bound with `let` and copied only when they change: most do not.)
    private func flattenedChildren(_ selection: IR.Selection) -> IR.Selection? {
        switch selection {
        case .scalarField, .fragmentSpread: return nil
        case .linkedField(let field):
            guard let selections = flattened(field.selections) else { return nil }
            var changed = field
            changed.selections = selections
            return .linkedField(changed)
        case .inlineFragment(let fragment):
            guard let selections = flattened(fragment.selections) else { return nil }
            var changed = fragment
            changed.selections = selections
            return .inlineFragment(changed)
        case .condition(let condition):
            guard let selections = flattened(condition.selections) else { return nil }
            var changed = condition
            changed.selections = selections
            return .condition(changed)
        case .clientExtension(let selections):
            return flattened(selections).map(IR.Selection.clientExtension)
        }
    }
}
