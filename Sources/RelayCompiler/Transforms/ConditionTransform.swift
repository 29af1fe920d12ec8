/// Lowers `@include(if:)` and `@skip(if:)` into `IR.Condition` nodes. With both on one
/// selection, the nodes nest in the order of their variables' names, the first innermost,
/// whatever order they were written in (as Relay does, so that the artifact does not change
/// when the directives are reordered). A literal condition is decided here: the selection is
/// kept without a node, or dropped. Sibling selections under the same condition are merged
/// into one node by `FlattenTransform`.
///
/// Most selections carry neither directive: a definition whose text uses neither is not
/// walked, and a list with none below it is kept as it is, not copied.
public enum ConditionTransform {
    /// The program with every `@include`/`@skip` lowered.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        program.concurrentlyRewriteDefinitions(onlyWhere: .using(["include", "skip"])) { selections, _, _ in
            if let lowered = lower(selections) { selections = lowered }
            return []
        }.program
    }

    /// The list with `@include`/`@skip` lowered, or `nil` when neither is anywhere below it.
    private static func lower(_ selections: [IR.Selection]) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        for (index, selection) in selections.enumerated() {
            let lowered = selection.replacingChildren(lower)
            let current = lowered ?? selection
            guard current.hasCondition else {
                if let lowered { edit.replace(index, with: lowered) } else { edit.keep(index) }
                continue
            }
            edit.replace(index, with: wrapped(current))
        }
        return edit.result
    }

    /// The selection without its `@include`/`@skip`, wrapped in their conditions, innermost
    /// the one whose variable's name sorts first; `nil` when a literal condition excludes it.
    private static func wrapped(_ selection: IR.Selection) -> IR.Selection? {
        var conditions: [IR.Condition] = []
        var rest: [IR.Directive] = []
        for directive in selection.directives {
            let passingValue = directive.name.value == "include"
            guard directive.isCondition, let value = directive.argument(named: "if")?.value
            else {
                rest.append(directive)
                continue
            }
            if case .boolean(let literal) = value {
                if literal != passingValue { return nil }
            } else {
                conditions.append(
                    IR.Condition(value: value, passingValue: passingValue, selections: [], location: directive.location))
            }
        }
        // Validation leaves only variables here (`if:` takes a `Boolean!`).
        conditions.sort { $0.value.graphQLText < $1.value.graphQLText }
        var wrapped = selection
        wrapped.directives = rest
        for var condition in conditions {
            condition.selections = [wrapped]
            wrapped = .condition(condition)
        }
        return wrapped
    }
}

extension IR.Selection {
    /// Whether the selection carries `@include` or `@skip`.
    fileprivate var hasCondition: Bool {
        directives.contains(where: \.isCondition)
    }

    /// The directives of a field, an inline fragment or a spread (none for other selections).
    fileprivate var directives: [IR.Directive] {
        get {
            switch self {
            case .scalarField(let field): field.directives
            case .linkedField(let field): field.directives
            case .inlineFragment(let fragment): fragment.directives
            case .fragmentSpread(let spread): spread.directives
            case .condition, .clientExtension: []
            }
        }
        set {
            switch self {
            case .scalarField(var field):
                field.directives = newValue
                self = .scalarField(field)
            case .linkedField(var field):
                field.directives = newValue
                self = .linkedField(field)
            case .inlineFragment(var fragment):
                fragment.directives = newValue
                self = .inlineFragment(fragment)
            case .fragmentSpread(var spread):
                spread.directives = newValue
                self = .fragmentSpread(spread)
            case .condition, .clientExtension:
                break
            }
        }
    }
}
