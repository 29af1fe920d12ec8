import GraphQLSyntax

/// What one walk over a definition's selections finds for the checks that run before any
/// transform (`InliningLimitsValidation`, `RelayValidations`): the fragments it spreads, how
/// many selections inlining it copies, and Relay's own problems with its fields; and, for
/// the passes after, whether it uses `@required` or `@alias`. Each check walked every definition itself
/// before; one walk serves them all.
struct DefinitionSurvey: Sendable {
    /// A spread of a known fragment, in document order: the spread and the fragment's
    /// position in the program.
    struct Spread: Sendable {
        var spread: IR.FragmentSpread
        var target: Int
    }

    var spreads: [Spread] = []
    /// Fields, inline fragments and conditions: what inlining the definition copies.
    var selectionCount = 0
    /// Relay's problems with the definition's fields (`RelayValidations`), in document order.
    var problems: [Diagnostic] = []
    /// Whether a field is marked `@required`.
    var usesRequired = false
    /// Whether a spread or inline fragment is marked `@alias` (or `@dangerously_unaliased_fixme`).
    var usesAlias = false
    /// The field identifying a record, which no other field may be aliased to.
    let idField: String

    fileprivate mutating func visit(_ selections: [IR.Selection], positions: NameMap<Int>) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                selectionCount += 1
                // Only an alias or arguments can be wrong (checked so, the walk costs nothing more).
                if field.alias != nil || !field.arguments.isEmpty {
                    RelayValidations.check(field, idField: idField, into: &problems)
                }
                if !field.directives.isEmpty { note(field.directives) }
            case .linkedField(let field):
                selectionCount += 1
                if field.alias != nil {
                    RelayValidations.check(alias: field.alias, of: field.name.value, idField: idField, into: &problems)
                }
                if !field.directives.isEmpty { note(field.directives) }
                visit(field.selections, positions: positions)
            case .inlineFragment(let fragment):
                selectionCount += 1
                if !fragment.directives.isEmpty { note(fragment.directives) }
                visit(fragment.selections, positions: positions)
            case .condition(let condition):
                selectionCount += 1
                visit(condition.selections, positions: positions)
            case .clientExtension(let nested):
                visit(nested, positions: positions)
            case .fragmentSpread(let spread):
                if !spread.directives.isEmpty { note(spread.directives) }
                if let target = positions[spread.name.value] { spreads.append(Spread(spread: spread, target: target)) }
            }
        }
    }

    private mutating func note(_ directives: [IR.Directive]) {
        for directive in directives {
            switch directive.name.value {
            case "required": usesRequired = true
            case FragmentAliasTransform.aliasDirective, FragmentAliasTransform.unaliasedDirective: usesAlias = true
            default: continue
            }
        }
    }
}

/// The surveys of a program's operations and of its fragments, in the program's order.
struct DefinitionSurveys: Sendable {
    let operations: [DefinitionSurvey]
    let fragments: [DefinitionSurvey]

    /// Whether any definition marks a field `@required` (no pass adds one).
    var useRequired: Bool { operations.contains(where: \.usesRequired) || fragments.contains(where: \.usesRequired) }

    /// Whether any definition uses `@alias` or `@dangerously_unaliased_fixme`.
    var useAlias: Bool { operations.contains(where: \.usesAlias) || fragments.contains(where: \.usesAlias) }

    /// Every definition of `program` surveyed, on every core; `idField` is the field that
    /// identifies a record (`CompilerOptions.nodeInterfaceIdField`).
    init(of program: borrowing IR.Program, idField: String = "id") {
        let positions = program.fragmentPositions()
        // One pool for both: the operations, few and large, are handed out first.
        let lists = program.operations.map(\.selections) + program.fragments.map(\.selections)
        let surveys = lists.concurrentMap { [positions] selections in
            var survey = DefinitionSurvey(idField: idField)
            survey.visit(selections, positions: positions)
            return survey
        }
        operations = Array(surveys[..<program.operations.count])
        fragments = Array(surveys[program.operations.count...])
    }
}
