/// Replaces every fragment spread of the operations with an inline fragment on the
/// fragment's type holding its selections: what the normalization AST describes. Run after
/// `ApplyFragmentArgumentsTransform`, so that the fragments have no arguments left.
public enum InlineFragmentsTransform {
    /// The operations with their spreads inlined (the fragments are dropped).
    public static func transform(_ program: IR.Program) -> IR.Program {
        var fragmentsByName: [String: IR.Fragment] = [:]
        for fragment in program.fragments { fragmentsByName[fragment.name.value] = fragment }
        var result = IR.Program()
        result.operations = program.operations.map { operation in
            var operation = operation
            operation.selections = inline(operation.selections, fragmentsByName, depth: 0)
            return operation
        }
        return result
    }

    private static func inline(
        _ selections: [IR.Selection], _ fragments: [String: IR.Fragment], depth: Int
    ) -> [IR.Selection] {
        selections.compactMap { selection in
            switch selection {
            case .scalarField: return selection
            case .linkedField(var field):
                field.selections = inline(field.selections, fragments, depth: depth)
                return .linkedField(field)
            case .inlineFragment(var fragment):
                fragment.selections = inline(fragment.selections, fragments, depth: depth)
                return .inlineFragment(fragment)
            case .condition(var condition):
                condition.selections = inline(condition.selections, fragments, depth: depth)
                return .condition(condition)
            case .clientExtension(let nested):
                return .clientExtension(inline(nested, fragments, depth: depth))
            case .fragmentSpread(let spread):
                // An unknown fragment was reported by validation; a cycle cannot be inlined.
                guard depth < 100, let fragment = fragments[spread.name.value] else { return nil }
                return .inlineFragment(
                    IR.InlineFragment(
                        typeCondition: fragment.typeCondition,
                        selections: inline(fragment.selections, fragments, depth: depth + 1),
                        location: spread.name.location))
            }
        }
    }
}
