import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

/// Resolves fragment arguments.
///
/// Fills each fragment's `usedGlobalVariables` (Relay's root arguments): the variables it
/// uses without declaring them in `@argumentDefinitions`, and those of the fragments it
/// spreads, transitively (but for the variables they provide). Checks every spread's
/// `@arguments` against the spread fragment's definitions (unknown, missing required and
/// mistyped arguments, and values for provided ones), and reports local arguments never used
/// (unless marked `unusedLocalVariable_DEPRECATED`, which in turn must not be used).
public struct FragmentArgumentsTransform {
    /// What one fragment's own selections give, found on any core: the fragments it spreads,
    /// the globals it uses itself, and the problems in it alone.
    private struct FragmentFacts: Sendable {
        /// The fragments spread, by index (a spread of an unknown name is left out), found on
        /// any core so that the join through spreads, on one, hashes no names.
        var spreads: [Int]
        var ownGlobals: [IR.VariableDefinition]
        var diagnostics: [Diagnostic]
    }

    /// The fragments by name (the last of a name wins), as the checks of spreads see them.
    fileprivate struct Fragments: Sendable {
        var indexByName = NameMap<Int>()
        var argumentDefinitions: [[IR.VariableDefinition]] = []
        /// The arguments the app provides, which a spread may not pass.
        var providedArguments: [[IR.ProvidedVariable]] = []
    }

    private let facts: [FragmentFacts]
    private let fragments: Fragments
    /// By fragment index, once known; empty while being found (a cycle back to the fragment
    /// adds nothing).
    private var globalsByFragment: [[IR.VariableDefinition]?]
    /// By fragment index, once known.
    private var reachesArgumentsByFragment: [Bool?]
    private var diagnostics: [Diagnostic] = []

    /// The program with `usedGlobalVariables` filled, and the problems found.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        let fragments = Fragments(
            indexByName: program.fragmentPositions(),
            argumentDefinitions: program.fragments.map(\.argumentDefinitions),
            providedArguments: program.fragments.map(\.metadata.providedVariables))
        // The walks over each definition's selections and the checks of what they spread, the
        // bulk of the work, run on every core; joining the globals up through spreads is quick.
        let checks = SpreadChecks(schema: schema, fragments: fragments)
        let facts = program.fragments.concurrentMap { [fragments] fragment in
            let references = VariableReferences(fragment.selections, schema: schema)
            return FragmentFacts(
                spreads: references.spreads.compactMap { fragments.indexByName[$0.name.value] },
                ownGlobals: ownGlobals(of: fragment, references: references),
                diagnostics: unusedArguments(of: fragment, references: references)
                    + checks.problems(in: references.spreads, variables: fragment.argumentDefinitions))
        }
        let operationFacts = program.operations.concurrentMap { operation in
            let spreads = VariableReferences(operation.selections, schema: schema).spreads
            return (
                spreads: spreads.compactMap { fragments.indexByName[$0.name.value] },
                diagnostics: checks.problems(in: spreads, variables: operation.variables)
            )
        }
        var pass = FragmentArgumentsTransform(facts: facts, fragments: fragments)
        var program = program
        for index in program.fragments.indices {
            program.fragments[index].usedGlobalVariables = pass.globals(of: index)
            program.fragments[index].metadata.reachesFragmentArguments = pass.reachesArguments(index)
        }
        for index in program.operations.indices {
            program.operations[index].metadata.reachesFragmentArguments =
                operationFacts[index].spreads.contains { pass.reachesArguments($0) }
        }
        return IR.PassResult(
            program: program, diagnostics: pass.diagnostics + operationFacts.flatMap(\.diagnostics))
    }

    private init(facts: [FragmentFacts], fragments: Fragments) {
        self.facts = facts
        self.fragments = fragments
        globalsByFragment = Array(repeating: nil, count: facts.count)
        reachesArgumentsByFragment = Array(repeating: nil, count: facts.count)
    }

    /// Whether the fragment declares arguments or spreads, through others too, one that does.
    private mutating func reachesArguments(_ index: Int) -> Bool {
        if let known = reachesArgumentsByFragment[index] { return known }
        reachesArgumentsByFragment[index] = false  // until found otherwise: a cycle ends here
        let reaches =
            !fragments.argumentDefinitions[index].isEmpty || facts[index].spreads.contains { reachesArguments($0) }
        reachesArgumentsByFragment[index] = reaches
        return reaches
    }

    /// The fragment's globals and those of the fragments it spreads, depth first; its own
    /// problems are reported after theirs.
    private mutating func globals(of index: Int) -> [IR.VariableDefinition] {
        if let known = globalsByFragment[index] { return known }
        globalsByFragment[index] = []
        let facts = facts[index]
        var globals = facts.ownGlobals
        // A provided variable is a root argument of the fragment declaring it alone, used or
        // not, as in Relay's (the operations reaching it declare it: `ProvidedVariablesTransform`).
        let provided = fragments.providedArguments[index].map(\.definition)
        if !provided.isEmpty {
            let used = NameSet(globals.map(\.name.value))
            globals += provided.filter { !used.contains($0.name.value) }
        }
        if !facts.spreads.isEmpty {
            var seen = NameSet(globals.map(\.name.value))
            for spreadIndex in facts.spreads {
                let theirs = fragments.providedArguments[spreadIndex]
                for global in self.globals(of: spreadIndex)
                where !theirs.provides(global.name.value) && seen.insert(global.name.value) {
                    globals.append(global)
                }
            }
        }
        diagnostics += facts.diagnostics
        globalsByFragment[index] = globals
        return globals
    }

    /// The variables a fragment's own selections use without declaring them, once each, in
    /// order of first use.
    private static func ownGlobals(
        of fragment: IR.Fragment, references: VariableReferences
    ) -> [IR.VariableDefinition] {
        guard !references.references.isEmpty else { return [] }
        let locals = NameSet(fragment.argumentDefinitions.map(\.name.value))
        var globals: [IR.VariableDefinition] = []
        var seen = NameSet()
        for reference in references.references where !locals.contains(reference.name) {
            guard seen.insert(reference.name) else { continue }
            globals.append(
                IR.VariableDefinition(
                    name: IR.Name(reference.name, location: reference.location ?? fragment.name.location),
                    type: reference.expectedType ?? references.stringType ?? SchemaTypeReference(named: TypeID(0))))
        }
        return globals
    }

    /// Local arguments never used, and those marked unused that are.
    private static func unusedArguments(
        of fragment: IR.Fragment, references: VariableReferences
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let used = NameSet(references.references.map(\.name))
        for definition in fragment.argumentDefinitions {
            let marker = definition.directives.first { $0.name.value == "unusedLocalVariable_DEPRECATED" }
            let markedUnused = marker?.arguments.first?.value == .boolean(true)
            let name = definition.name.value, fragmentName = fragment.name.value
            if let marker, !markedUnused {
                let value = marker.arguments.first
                diagnostics.append(
                    (value?.valueLocation ?? marker.location).error(
                        "`unusedLocalVariable_DEPRECATED` can only be set to a constant `true` value. Remove the "
                            + "`unusedLocalVariable_DEPRECATED` or update the value."))
            } else if used.contains(name), markedUnused, let marker {
                diagnostics.append(
                    marker.name.error(
                        "Variable `$\(name)` of fragment `\(fragmentName)` is marked as unused using "
                            + "`unusedLocalVariable_DEPRECATED: true`, but is actually used. "
                            + "`unusedLocalVariable_DEPRECATED: true` should be removed."))
            } else if !used.contains(name), !markedUnused {
                diagnostics.append(
                    definition.name.error(
                        "Variable `$\(name)` is never used in fragment `\(fragmentName)`. `@argumentDefinitions` "
                            + "defines local variables, global variables are implicitly available."))
            }
        }
        return diagnostics
    }
}

/// The checks of `@arguments` on spreads: unknown, missing required and mistyped arguments.
private struct SpreadChecks: Sendable {
    let schema: GraphQLSchema
    let fragments: FragmentArgumentsTransform.Fragments

    /// The problems of the arguments `spreads` pass, where `variables` are in scope.
    func problems(in spreads: [IR.FragmentSpread], variables: [IR.VariableDefinition]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for spread in spreads {
            guard let index = fragments.indexByName[spread.name.value] else { continue }
            let definitions = fragments.argumentDefinitions[index]
            for argument in spread.arguments {
                if let provided = fragments.providedArguments[index].first(where: {
                    $0.argument.value == argument.name.value
                }) {
                    diagnostics.append(
                        argument.name.error(
                            "Passing a value to '\(argument.name.value)' (a provided variable) through @arguments is "
                                + "not supported.",
                            notes: [provided.argument.location.note("Provided variable defined here")]))
                    continue
                }
                guard let definition = definitions.first(where: { $0.name.value == argument.name.value }) else {
                    // Validation reports the same in Relay's configuration.
                    let similar = Suggestions.list(for: argument.name.value, among: definitions.map(\.name.value))
                    diagnostics.append(
                        argument.name.error(
                            RelayMessages.unknownArgument(argument.name.value, similar: similar),
                            fixIts: Suggestions.fixIts(
                                renaming: argument.name.value, at: argument.name.location.span, to: similar)))
                    continue
                }
                if let problem = typeProblem(of: argument, against: definition, variables: variables) {
                    diagnostics.append(problem)
                }
            }
            for definition in definitions
            where definition.type.isNonNull && definition.defaultValue == nil
                && !spread.arguments.contains(where: { $0.name.value == definition.name.value })
            {
                diagnostics.append(
                    spread.name.error("Missing required argument `\(definition.name.value)` on this fragment spread."))
            }
        }
        return diagnostics
    }

    /// The problem with the type of the value `argument` passes, if any.
    private func typeProblem(
        of argument: IR.Argument, against definition: IR.VariableDefinition, variables: [IR.VariableDefinition]
    ) -> Diagnostic? {
        let location = argument.valueLocation ?? argument.name.location
        if case .variable(let name) = argument.value {
            guard let defined = variables.first(where: { $0.name.value == name }) else { return nil }
            // A variable with a default may stand where a non-null value is expected.
            var definedType = defined.type
            if defined.defaultValue != nil, !definedType.isNonNull, let nonNull = definedType.wrappedInNonNull() {
                definedType = nonNull
            }
            guard !schema.isTypeSubType(definedType, of: definition.type) else { return nil }
            return location.error(
                "Variable was defined as type '\(schema.describe(defined.type))' but used where a variable of "
                    + "type '\(schema.describe(definition.type))' is expected.")
        }
        guard !LiteralTypeCheck(schema: schema).accepts(argument.value, as: definition.type) else { return nil }
        return location.error(
            "Expected a value of type '\(schema.describe(definition.type))' for argument "
                + "'\(argument.name.value)', got '\(argument.value.graphQLText)'.")
    }
}
