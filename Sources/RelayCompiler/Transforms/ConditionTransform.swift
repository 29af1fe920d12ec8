/// Lowers `@include(if:)` and `@skip(if:)` into `IR.Condition` nodes: `@include` outside,
/// `@skip` inside whatever order they were written in. A literal condition is decided here:
/// the selection is kept without a node, or dropped. Sibling selections under the same
/// condition are merged into one node by `FlattenTransform`.
///
/// Most selections carry neither directive: a list with none below it is kept as it is, not
/// copied.
public enum ConditionTransform {
    /// The program with every `@include`/`@skip` lowered.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        program.concurrentlyMapRootSelections { selections, _ in lower(selections) ?? selections }
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

    /// The selection without its `@include`/`@skip`, wrapped in their conditions: `@skip`
    /// inside, `@include` around it; `nil` when a literal condition excludes it.
    private static func wrapped(_ selection: IR.Selection) -> IR.Selection? {
        let directives = selection.directives
        let include = directives.first { $0.name.value == "include" }
        let skip = directives.first { $0.name.value == "skip" }
        var wrapped = selection
        wrapped.directives = directives.filter { $0.name.value != "include" && $0.name.value != "skip" }
        for (directive, passingValue) in [(skip, false), (include, true)] {
            guard let directive, let value = directive.argument(named: "if")?.value else { continue }
            switch value {
            case .boolean(let literal):
                if literal != passingValue { return nil }
            default:
                wrapped = .condition(
                    IR.Condition(
                        value: value, passingValue: passingValue, selections: [wrapped], location: directive.location))
            }
        }
        return wrapped
    }
}

extension IR.Selection {
    /// Whether the selection carries `@include` or `@skip`.
    fileprivate var hasCondition: Bool {
        directives.contains { $0.name.value == "include" || $0.name.value == "skip" }
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
