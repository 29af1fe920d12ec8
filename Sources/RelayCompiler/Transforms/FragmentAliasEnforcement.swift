import GraphQLSchema
import GraphQLSyntax

/// Relay 21's demand for `@alias` where a spread may not match
/// (`enforce_fragment_alias_where_ambiguous`; `CompilerOptions.enforcesFragmentAliases`): a
/// spread of a fragment whose type the selection's type is not always of, or a spread under
/// `@include`/`@skip`, must be aliased, so that the generated type holds the fragment as an
/// optional object. `@dangerously_unaliased_fixme` exempts a spread; so does a plural
/// fragment spread in a list.
///
/// As in Relay, an inline fragment without `@alias` does not narrow the selection's type: the
/// generated types do not always model its refinement. A linked field or an aliased inline
/// fragment starts afresh, its type and no condition. It runs once `@relay` is lowered, on the
/// selections otherwise as written (conditions and aliases still directives).
enum FragmentAliasEnforcement {
    /// Every spread that needs an alias it lacks.
    static func validate(_ program: IR.Program, schema: GraphQLSchema) -> [Diagnostic] {
        let fragments = FragmentAliasTransform.spreadTargets(of: program)
        let operations = program.operations.map { ($0.selections, $0.rootType) }
        let definitions = operations + program.fragments.map { ($0.selections, $0.typeCondition) }
        return definitions.concurrentMap { selections, type in
            var walk = Walk(schema: schema, fragments: fragments)
            walk.visit(selections, scope: Scope(type: type))
            return walk.diagnostics
        }.flatMap { $0 }
    }

    /// What a spread is checked against: the selection's type, whether it selects on the
    /// items of a list, the condition it is under, and whether it is within a typed inline
    /// fragment (which Relay's message mentions).
    private struct Scope {
        var type: TypeID
        var inList = false
        var condition: IR.Directive?
        var withinTypedInlineFragment = false
    }

    private struct Walk {
        let schema: GraphQLSchema
        let fragments: FragmentAliasTransform.SpreadTargets
        var diagnostics: [Diagnostic] = []

        mutating func visit(_ selections: [IR.Selection], scope: Scope) {
            for selection in selections {
                switch selection {
                case .scalarField:
                    continue
                case .linkedField(let field):
                    // (Relay's message keeps noting an enclosing typed inline fragment.)
                    var inner = Scope(type: field.type.namedType, inList: field.type.containsList)
                    inner.withinTypedInlineFragment = scope.withinTypedInlineFragment
                    visit(field.selections, scope: inner)
                case .inlineFragment(let fragment):
                    var inner = scope
                    inner.withinTypedInlineFragment = fragment.typeCondition != nil
                    if Self.has(FragmentAliasTransform.aliasDirective, fragment.directives) {
                        inner.type = fragment.typeCondition ?? scope.type
                        inner.condition = nil
                    } else {
                        inner.condition = Self.condition(fragment.directives) ?? scope.condition
                    }
                    visit(fragment.selections, scope: inner)
                case .fragmentSpread(let spread):
                    check(spread, scope: scope)
                case .condition(let condition):
                    visit(condition.selections, scope: scope)
                case .clientExtension(let selections):
                    visit(selections, scope: scope)
                }
            }
        }

        private mutating func check(_ spread: IR.FragmentSpread, scope: Scope) {
            let directives = spread.directives
            guard !Self.has(FragmentAliasTransform.aliasDirective, directives),
                !Self.has(FragmentAliasTransform.unaliasedDirective, directives),
                let fragment = fragments[spread.name.value], !(fragment.plural && scope.inList)
            else { return }
            let name = spread.name.value
            if let condition = Self.condition(directives) ?? scope.condition {
                let conditionName = condition.name.value
                diagnostics.append(
                    spread.name.error(
                        "Expected `@alias` directive. Fragment spreads with (or within an inline fragment with) "
                            + "`@\(conditionName)` are conditionally fetched. Add `@alias` to this spread to expose "
                            + "the fragment reference as a nullable property.",
                        notes: [condition.location.note("The condition is defined here:")]))
            } else if scope.type != fragment.type, !schema.isSubType(scope.type, of: fragment.type) {
                var message =
                    "Expected `@alias` directive. `\(name)` is defined on `\(schema[fragment.type].name)` which might "
                    + "not match this selection type of `\(schema[scope.type].name)`. Add `@alias` to this spread "
                    + "to expose the fragment reference as a nullable property."
                if scope.withinTypedInlineFragment {
                    message +=
                        " NOTE: The selection type inferred here does not include inline fragments because Relay "
                        + "does not always model inline fragment type refinements in its generated types."
                }
                diagnostics.append(spread.name.error(message))
            }
        }

        private static func has(_ name: String, _ directives: [IR.Directive]) -> Bool {
            directives.contains { $0.name.value == name }
        }

        /// The selection's `@include` or `@skip`, if any.
        private static func condition(_ directives: [IR.Directive]) -> IR.Directive? {
            directives.first(where: \.isCondition)
        }
    }
}
