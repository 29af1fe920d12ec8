import GraphQLSchema
import GraphQLSyntax

/// Lowers `@alias(as:)`, as Relay's `fragment_alias_directive` does. An aliased inline
/// fragment keeps the alias (`IR.InlineFragment.alias`); an aliased spread is wrapped in an
/// inline fragment on the spread fragment's type that carries it. The reader AST reads such a
/// fragment as an object of its own (`AliasedInlineFragmentSpread`); the operation side gets
/// the selections back as written (`removingAliases`). `@dangerously_unaliased_fixme`, which
/// only silences newer Relays' demand for an alias, is removed.
///
/// It runs after `RelayDirectiveTransform` and before the other passes, while inline
/// fragments written without a type condition still have none (such a fragment must name its
/// alias) and `@include`/`@skip` are still directives. Relay's checks
/// come with it: `as` is a non-empty string literal; an inline fragment without a type
/// condition has one; a plural fragment is not aliased where it is spread in a list; an
/// unmasked spread is not aliased (its selections are read as the parent's own); an alias
/// names one selection of its object (`FragmentAliasCollisions`).
enum FragmentAliasTransform {
    static let aliasDirective = "alias"
    static let unaliasedDirective = "dangerously_unaliased_fixme"

    /// The program with `@alias` lowered, and every misuse found.
    static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        let fragments = spreadTargets(of: program)
        return program.concurrentlyRewriteDefinitions(onlyWhere: .using(["alias", "dangerously_unaliased_fixme"])) {
            selections, _, _ in
            var walk = Walk(schema: schema, fragments: fragments)
            if let lowered = walk.visit(selections, inList: false) { selections = lowered }
            var collisions = FragmentAliasCollisions()
            collisions.check(selections)
            return walk.diagnostics + collisions.diagnostics
        }
    }

    /// The program as the operation side needs it: each aliased spread back as it was written,
    /// each aliased inline fragment a plain one.
    static func removingAliases(_ program: consuming IR.Program) -> IR.Program {
        program.concurrentlyRewriteDefinitions(onlyWhere: .using(["alias"])) { selections, type, _ in
            if let plain = withoutAliases(selections, parent: type) { selections = plain }
            return []
        }.program
    }

    /// The list without aliases; an aliased inline fragment without a type condition gets its
    /// `parent`'s, as `InlineFragmentTypeTransform` gives one that was never aliased.
    private static func withoutAliases(_ selections: [IR.Selection], parent: TypeID) -> [IR.Selection]? {
        ListEdit.rewriting(selections) { selection in
            guard case .inlineFragment(var fragment) = selection, let alias = fragment.alias else {
                return selection.replacingChildren { withoutAliases($0, parent: selection.typeOfChildren(on: parent)) }
            }
            let type = fragment.typeCondition ?? parent
            let children = withoutAliases(fragment.selections, parent: type) ?? fragment.selections
            if alias.wrapsSpread, children.count == 1 { return children[0] }
            fragment.alias = nil
            fragment.typeCondition = type
            fragment.selections = children
            return .inlineFragment(fragment)
        }
    }

    /// What the aliasing checks need of each fragment a spread may name: its type, and whether
    /// it is plural.
    typealias SpreadTargets = [String: (type: TypeID, plural: Bool)]

    /// (`@relay` is lowered by then: `RelayDirectiveTransform` runs first.)
    static func spreadTargets(of program: borrowing IR.Program) -> SpreadTargets {
        program.fragments.reduce(into: SpreadTargets()) { $0[$1.name.value] = ($1.typeCondition, $1.metadata.plural) }
    }

    /// One definition's walk.
    private struct Walk {
        let schema: GraphQLSchema
        let fragments: SpreadTargets
        var diagnostics: [Diagnostic] = []

        /// The list with its aliases lowered, or `nil` when it holds none. `inList`: the list
        /// selects on each item of a list field.
        mutating func visit(_ selections: [IR.Selection], inList: Bool) -> [IR.Selection]? {
            ListEdit.rewriting(selections) { selection in
                switch selection {
                case .linkedField(let field):
                    return selection.replacingChildren { visit($0, inList: field.type.containsList) }
                case .inlineFragment(var fragment):
                    let children = visit(fragment.selections, inList: inList)
                    guard let directive = Self.take(FragmentAliasTransform.aliasDirective, from: &fragment.directives)
                    else {
                        guard let children else { return nil }
                        fragment.selections = children
                        return .inlineFragment(fragment)
                    }
                    fragment.selections = children ?? fragment.selections
                    if let name = aliasName(directive, defaultName: fragment.typeCondition.map { schema[$0].name }) {
                        fragment.alias = IR.FragmentAlias(name: name, wrapsSpread: false)
                    }
                    return .inlineFragment(fragment)
                case .fragmentSpread(var spread):
                    let unaliased = Self.take(FragmentAliasTransform.unaliasedDirective, from: &spread.directives)
                    guard let directive = Self.take(FragmentAliasTransform.aliasDirective, from: &spread.directives)
                    else { return unaliased == nil ? nil : .fragmentSpread(spread) }
                    return aliased(spread, directive: directive, inList: inList)
                case .scalarField, .condition, .clientExtension:
                    return selection.replacingChildren { visit($0, inList: inList) }
                }
            }
        }

        /// `spread` wrapped in an inline fragment on its fragment's type, under its alias.
        private mutating func aliased(_ spread: IR.FragmentSpread, directive: IR.Directive, inList: Bool)
            -> IR.Selection
        {
            let fragment = fragments[spread.name.value]
            if fragment?.plural == true, inList {
                diagnostics.append(
                    directive.name.error(
                        "Unexpected `@alias` on spread of plural fragment. @alias may not be used on fragments "
                            + "marked as `@relay(plural: true)`."))
            }
            if spread.isUnmasked {
                diagnostics.append(
                    directive.name.error(
                        "Invalid directive combination. @alias may not be combined with other directives."))
            }
            guard let name = aliasName(directive, defaultName: spread.name.value) else {
                return .fragmentSpread(spread)
            }
            // `@include` and `@skip` go to the wrapper: they decide whether the object is read.
            var spread = spread
            let conditions = spread.directives.filter(\.isCondition)
            spread.directives.removeAll(where: \.isCondition)
            return .inlineFragment(
                IR.InlineFragment(
                    typeCondition: fragment?.type, directives: conditions, selections: [.fragmentSpread(spread)],
                    location: directive.location, alias: IR.FragmentAlias(name: name, wrapsSpread: true)))
        }

        /// The alias `directive` names (`as`, else `defaultName`), located at what names it;
        /// `nil`, reported, when it names none.
        private mutating func aliasName(_ directive: IR.Directive, defaultName: String?) -> IR.Name? {
            guard let argument = directive.argument(named: "as"), argument.value != .null else {
                guard let defaultName else {
                    diagnostics.append(
                        directive.name.error(
                            "Missing required argument `as`. The `as` argument of the @alias directive is required "
                                + "on inline fragments without a type condition."))
                    return nil
                }
                return IR.Name(defaultName, location: directive.name.location)
            }
            let location = argument.valueLocation ?? directive.location
            guard case .string(let name) = argument.value else {
                diagnostics.append(
                    location.error("Expected the `as` argument of the @alias directive to be a static string."))
                return nil
            }
            guard !name.isEmpty else {
                diagnostics.append(
                    location.error(
                        "Unexpected empty string supplied for `as` argument of the @alias directive. If provided, "
                            + "the `as` argument of the `@alias` directive must be a non-empty string literal."))
                return nil
            }
            return IR.Name(name, location: location)
        }

        /// Removes the directive named `name` from `directives`, returning it.
        private static func take(_ name: String, from directives: inout [IR.Directive]) -> IR.Directive? {
            guard let index = directives.firstIndex(where: { $0.name.value == name }) else { return nil }
            return directives.remove(at: index)
        }
    }
}
