import GraphQLSchema
import GraphQLSyntax

/// Lowers `@relay`: `plural:` and `mask:` on fragment definitions into the fragment's
/// `Metadata`, and `mask: false` on spreads into `FragmentSpread.isUnmasked` (which
/// `MaskTransform` applies to the reader), removing the directive everywhere: the server never
/// sees it. Relay's checks come with it: the arguments are boolean literals, and a fragment
/// spread unmasked has no directives of its own, `@argumentDefinitions` among them (its
/// selections become the spreading selection's, where none would mean anything).
public struct RelayDirectiveTransform: Sendable {
    static let directiveName = "relay"

    /// Per fragment name: the directives that keep a spread of it from being unmasked, as the
    /// notes of the report, in the order they were written.
    private let unmaskProblems: [String: [Diagnostic.Note]]
    private var diagnostics: [Diagnostic] = []

    /// The program with `@relay` lowered, and every misuse found.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        var program = program
        var diagnostics: [Diagnostic] = []
        var unmaskProblems: [String: [Diagnostic.Note]] = [:]
        for index in program.fragments.indices {
            var fragment = program.fragments[index]
            let problems = unmaskingProblems(fragment)
            if !problems.isEmpty { unmaskProblems[fragment.name.value] = problems }
            guard let directive = fragment.directives.first(where: { $0.name.value == directiveName }) else { continue }
            if let plural = booleanLiteral("plural", of: directive, into: &diagnostics) {
                fragment.metadata.plural = plural
            }
            if let mask = booleanLiteral("mask", of: directive, into: &diagnostics) { fragment.metadata.mask = mask }
            fragment.directives.removeAll { $0.name.value == directiveName }
            program.fragments[index] = fragment
        }
        let pass = RelayDirectiveTransform(unmaskProblems: unmaskProblems)
        let spreads = program.concurrentlyRewriteDefinitions(onlyWhere: .using(["relay"])) { selections, _, _ in
            var definitionPass = pass
            if let lowered = definitionPass.visit(selections) { selections = lowered }
            return definitionPass.diagnostics
        }
        return IR.PassResult(program: spreads.program, diagnostics: diagnostics + spreads.diagnostics)
    }

    /// The list with `@relay` on its spreads (and below) lowered, or `nil` when there is none.
    private mutating func visit(_ selections: [IR.Selection]) -> [IR.Selection]? {
        ListEdit.rewriting(selections) { selection in
            guard case .fragmentSpread(var spread) = selection else {
                return selection.replacingChildren { visit($0) }
            }
            guard let directive = spread.directives.first(where: { $0.name.value == Self.directiveName }) else {
                return nil
            }
            spread.directives.removeAll { $0.name.value == Self.directiveName }
            if Self.booleanLiteral("mask", of: directive, into: &diagnostics) == false {
                spread.isUnmasked = check(unmasking: spread)
            }
            return .fragmentSpread(spread)
        }
    }

    /// The fragment's directives but `@relay`, `@argumentDefinitions` among them as Relay keeps
    /// it, each a note of the report of an unmasked spread.
    private static func unmaskingProblems(_ fragment: IR.Fragment) -> [Diagnostic.Note] {
        let others = fragment.directives.filter { $0.name.value != directiveName }
        guard !others.isEmpty || fragment.argumentDefinitionsDirective != nil else { return [] }
        var directives = others.map { IR.Name($0.name.value, location: $0.nameLocation) }
        if let argumentDefinitions = fragment.argumentDefinitionsDirective { directives.append(argumentDefinitions) }
        return directives.sorted { $0.location.span.start < $1.location.span.start }.map {
            $0.location.note("related '\($0.value)' directive")
        }
    }

    /// Whether the spread may be unmasked; reported when not.
    private mutating func check(unmasking spread: IR.FragmentSpread) -> Bool {
        guard let notes = unmaskProblems[spread.name.value] else { return true }
        diagnostics.append(
            spread.name.error(
                "Cannot use @relay(mask: false) on fragment spreads for fragments with directives.", notes: notes))
        return false
    }

    /// The argument's boolean, `nil` when it is absent or `null`; reported when it is not a
    /// boolean literal.
    private static func booleanLiteral(
        _ name: String, of directive: IR.Directive, into diagnostics: inout [Diagnostic]
    ) -> Bool? {
        guard let argument = directive.argument(named: name), argument.value != .null else { return nil }
        guard case .boolean(let value) = argument.value else {
            diagnostics.append(
                (argument.valueLocation ?? directive.location).error(
                    "Expected the `\(name)` argument to @relay to be a boolean literal if specified."))
            return nil
        }
        return value
    }
}
