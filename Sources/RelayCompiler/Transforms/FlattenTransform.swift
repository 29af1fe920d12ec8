import GraphQLSchema

/// Merges selections that ask for the same data: fields with the same response key and
/// arguments (their sub-selections concatenated), inline fragments on the same type with the
/// same directives, conditions on the same value, client extensions, and repeated spreads.
/// The merged selection keeps the position of the first.
public enum FlattenTransform {
    /// The program with every selection list flattened.
    public static func transform(_ program: IR.Program) -> IR.Program {
        program.mapRootSelections { selections, _ in flatten(selections) }
    }

    /// One selection list flattened, recursively.
    public static func flatten(_ selections: [IR.Selection]) -> [IR.Selection] {
        var merged: [IR.Selection] = []
        merged.reserveCapacity(selections.count)
        var indexByKey: [String: Int] = [:]
        for selection in selections {
            let key = mergeKey(of: selection)
            guard let index = indexByKey[key] else {
                indexByKey[key] = merged.count
                merged.append(selection)
                continue
            }
            merged[index] = merge(merged[index], selection)
        }
        return merged.map(flattenChildren)
    }

    private static func mergeKey(of selection: IR.Selection) -> String {
        switch selection {
        case .scalarField(let field): "s:" + field.mergeKey
        case .linkedField(let field): "l:" + field.mergeKey
        case .inlineFragment(let fragment):
            "i:" + (fragment.typeCondition.map { String($0.rawValue) } ?? "") + ":"
                + fragment.directives.map(\.signature).joined()
        case .fragmentSpread(let spread):
            "f:" + spread.name.value + "(" + spread.arguments.signature + ")" + spread.directives.map(\.signature).joined()
        case .condition(let condition): "c:" + condition.value.graphQLText + ":" + String(condition.passingValue)
        case .clientExtension: "x"
        }
    }

    private static func merge(_ first: IR.Selection, _ second: IR.Selection) -> IR.Selection {
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

    private static func mergedHandles(_ kept: [IR.FieldHandle], _ other: [IR.FieldHandle]) -> [IR.FieldHandle] {
        var handles = kept
        for handle in other where !handles.contains(where: { $0.handle == handle.handle && $0.key == handle.key }) {
            handles.append(handle)
        }
        return handles
    }

    private static func flattenChildren(_ selection: IR.Selection) -> IR.Selection {
        switch selection {
        case .scalarField, .fragmentSpread: return selection
        case .linkedField(var field):
            field.selections = flatten(field.selections)
            return .linkedField(field)
        case .inlineFragment(var fragment):
            fragment.selections = flatten(fragment.selections)
            return .inlineFragment(fragment)
        case .condition(var condition):
            condition.selections = flatten(condition.selections)
            return .condition(condition)
        case .clientExtension(let selections):
            return .clientExtension(flatten(selections))
        }
    }
}
