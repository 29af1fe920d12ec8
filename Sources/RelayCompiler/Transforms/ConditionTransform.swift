/// Lowers `@include(if:)` and `@skip(if:)` into `IR.Condition` nodes: `@include` outside,
/// `@skip` inside whatever order they were written in. A literal condition is decided here:
/// the selection is kept without a node, or dropped. Sibling selections under the same
/// condition are merged into one node by `FlattenTransform`.
public enum ConditionTransform {
    /// The program with every `@include`/`@skip` lowered.
    public static func transform(_ program: IR.Program) -> IR.Program {
        program.concurrentlyMapRootSelections { selections, _ in lower(selections) }
    }

    static func lower(_ selections: [IR.Selection]) -> [IR.Selection] {
        selections.compactMap(lower)
    }

    private static func lower(_ selection: IR.Selection) -> IR.Selection? {
        switch selection {
        case .scalarField(var field):
            let (directives, wrap) = conditions(field.directives)
            field.directives = directives
            return wrap(.scalarField(field))
        case .linkedField(var field):
            let (directives, wrap) = conditions(field.directives)
            field.directives = directives
            field.selections = lower(field.selections)
            return wrap(.linkedField(field))
        case .inlineFragment(var fragment):
            let (directives, wrap) = conditions(fragment.directives)
            fragment.directives = directives
            fragment.selections = lower(fragment.selections)
            return wrap(.inlineFragment(fragment))
        case .fragmentSpread(var spread):
            let (directives, wrap) = conditions(spread.directives)
            spread.directives = directives
            return wrap(.fragmentSpread(spread))
        case .condition(var condition):
            condition.selections = lower(condition.selections)
            return .condition(condition)
        case .clientExtension(let selections):
            return .clientExtension(lower(selections))
        }
    }

    /// The directives without `@include`/`@skip`, and what wraps the selection in their
    /// conditions (nil when a literal condition excludes it).
    private static func conditions(
        _ directives: [IR.Directive]
    ) -> ([IR.Directive], (IR.Selection) -> IR.Selection?) {
        let include = directives.first { $0.name.value == "include" }
        let skip = directives.first { $0.name.value == "skip" }
        guard include != nil || skip != nil else { return (directives, { $0 }) }
        let rest = directives.filter { $0.name.value != "include" && $0.name.value != "skip" }
        return (
            rest,
            { selection in
                var wrapped = selection
                // Inside first: `@skip`, then `@include` around it.
                for (directive, passingValue) in [(skip, false), (include, true)] {
                    guard let directive else { continue }
                    guard let value = directive.argument(named: "if")?.value else { continue }
                    switch value {
                    case .boolean(let literal):
                        if literal != passingValue { return nil }
                    default:
                        wrapped = .condition(
                            IR.Condition(
                                value: value, passingValue: passingValue, selections: [wrapped],
                                location: directive.location))
                    }
                }
                return wrapped
            }
        )
    }
}
