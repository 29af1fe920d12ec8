import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

/// Relay's own checks on top of GraphQL validation: no alias starting with `__`, no field but
/// `id` aliased `id` (the store reads a record's identity there; the field may be named
/// otherwise, `CompilerOptions.nodeInterfaceIdField`), nor `__typename` or `__id`, no
/// arguments on `__typename`, and no fragment that spreads itself, directly or not. The
/// fields are checked in the walk that surveys each definition (`DefinitionSurvey`). With
/// them, the operations' checks of their own: no default for a variable of non-null type
/// (`NonNullVariableDefaultsValidation`), no `__typename` at a root (`TypenameOnRootValidation`).
public enum RelayValidations {
    /// Every problem found, in definition order.
    public static func validate(_ program: IR.Program, schema: GraphQLSchema) -> [Diagnostic] {
        validate(program, schema: schema, surveys: DefinitionSurveys(of: program))
    }

    /// The same, from the definitions' surveys (the walk that finds their fields' problems
    /// and their spreads, shared with `InliningLimitsValidation`).
    static func validate(
        _ program: IR.Program, schema: GraphQLSchema, surveys: DefinitionSurveys
    ) -> [Diagnostic] {
        (surveys.operations + surveys.fragments).flatMap(\.problems) + cycles(in: program, surveys: surveys.fragments)
            + NonNullVariableDefaultsValidation.validate(program)
            + TypenameOnRootValidation.validate(program, schema: schema)
    }

    /// Relay's checks of a scalar field: its alias, and no arguments on `__typename`.
    static func check(_ field: IR.ScalarField, idField: String, into diagnostics: inout [Diagnostic]) {
        check(alias: field.alias, of: field.name.value, idField: idField, into: &diagnostics)
        if field.name.value == "__typename", let first = field.arguments.first {
            diagnostics.append(first.name.error("Unexpected arguments on `__typename` field"))
        }
    }

    /// Relay's checks of a field's alias, each reported (an alias `__id` on another field
    /// breaks both): no other field under a name the store reserves (`idField`, the field
    /// identifying a record, `__typename`, `__id`), and no alias starting with `__`.
    static func check(alias: IR.Name?, of name: String, idField: String, into diagnostics: inout [Diagnostic]) {
        guard let alias else { return }
        if alias.value != name, alias.value == idField || alias.value == "__typename" || alias.value == "__id" {
            // The newest Relay's words (older ones added "This name is reserved for the
            // globally unique `id` field on `Node`.").
            diagnostics.append(alias.error("Relay does not allow aliasing fields to `\(alias.value)`."))
        }
        if alias.value.hasPrefix("__") {
            diagnostics.append(alias.error("No fields can have an alias that start with two underscores."))
        }
    }

    /// One diagnostic per fragment that reaches itself, at the spread that closes the cycle.
    /// Fragments are named by position here: the searches below hashed names at every step.
    private static func cycles(in program: IR.Program, surveys: [DefinitionSurvey]) -> [Diagnostic] {
        let onOrBeforeCycle = fragmentsReachingCycles(surveys.map { $0.spreads.map(\.target) })
        var diagnostics: [Diagnostic] = []
        for (index, fragment) in program.fragments.enumerated() where onOrBeforeCycle[index] {
            // Depth-first from the fragment, looking for a spread of the fragment itself.
            var visited = Set<Int>()
            var stack = surveys[index].spreads
            while let next = stack.popLast() {
                if next.target == index {
                    diagnostics.append(
                        next.spread.name.error(RelayMessages.circularReference(from: fragment.name.value)))
                    break
                }
                if visited.insert(next.target).inserted { stack += surveys[next.target].spreads }
            }
        }
        return diagnostics
    }

    /// The fragments from which a cycle can be reached, by index (`targets`: the fragments
    /// each one spreads): what is left after repeatedly setting aside the fragments whose
    /// spreads all lead to fragments set aside (or to none). Only these can reach themselves,
    /// so the search above, which may walk every fragment a fragment reaches, runs for them
    /// alone (in an acyclic project, for none).
    private static func fragmentsReachingCycles(_ targets: [[Int]]) -> [Bool] {
        var pendingSpreads = targets.map(\.count)
        var spreadBy = [[Int]](repeating: [], count: targets.count)
        for (index, spread) in targets.enumerated() {
            for target in spread { spreadBy[target].append(index) }
        }
        var reachesCycle = [Bool](repeating: true, count: targets.count)
        var settled = pendingSpreads.indices.filter { pendingSpreads[$0] == 0 }
        while let index = settled.popLast() {
            reachesCycle[index] = false
            for spreader in spreadBy[index] {
                pendingSpreads[spreader] -= 1
                if pendingSpreads[spreader] == 0 { settled.append(spreader) }
            }
        }
        return reachesCycle
    }
}
