import GraphQLSchema
import GraphQLSyntax

/// Resolves fragment arguments.
///
/// Fills each fragment's `usedGlobalVariables` (Relay's root arguments): the variables it
/// uses without declaring them in `@argumentDefinitions`, and those of the fragments it
/// spreads, transitively. Checks every spread's `@arguments` against the spread fragment's
/// definitions (unknown, missing required and mistyped arguments), and reports local
/// arguments never used (unless marked `unusedLocalVariable_DEPRECATED`, which in turn must
/// not be used).
public struct FragmentArgumentsTransform {
    let schema: GraphQLSchema
    let fragmentsByName: [String: IR.Fragment]
    /// What each fragment's own selections use and spread, by name.
    let referencesByFragment: [String: VariableReferences]
    var globalsByFragment: [String: [IR.VariableDefinition]] = [:]
    var inProgress = Set<String>()
    var diagnostics: [Diagnostic] = []

    /// The program with `usedGlobalVariables` filled, and the problems found.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        // The walks over each definition's selections, the bulk of the work, run on every
        // core; joining them up through spreads is quick.
        let fragmentReferences = program.fragments.concurrentMap { VariableReferences($0.selections, schema: schema) }
        let operationReferences = program.operations.concurrentMap {
            VariableReferences($0.selections, schema: schema)
        }
        var fragmentsByName: [String: IR.Fragment] = [:]
        var referencesByFragment: [String: VariableReferences] = [:]
        for (fragment, references) in zip(program.fragments, fragmentReferences) {
            fragmentsByName[fragment.name.value] = fragment
            referencesByFragment[fragment.name.value] = references
        }
        var pass = FragmentArgumentsTransform(
            schema: schema, fragmentsByName: fragmentsByName, referencesByFragment: referencesByFragment)
        var program = program
        for index in program.fragments.indices {
            program.fragments[index].usedGlobalVariables = pass.globals(of: program.fragments[index].name.value)
        }
        for (operation, references) in zip(program.operations, operationReferences) {
            pass.checkSpreads(references.spreads, variables: operation.variables)
        }
        return IR.PassResult(program: program, diagnostics: pass.diagnostics)
    }

    /// The fragment's root variables, computed once (a cycle, reported elsewhere, ends the walk).
    private mutating func globals(of name: String) -> [IR.VariableDefinition] {
        if let known = globalsByFragment[name] { return known }
        guard let fragment = fragmentsByName[name], let references = referencesByFragment[name],
            inProgress.insert(name).inserted
        else { return [] }
        let locals = Set(fragment.argumentDefinitions.map(\.name.value))
        var globals: [IR.VariableDefinition] = []
        var seen = Set<String>()
        for reference in references.references where !locals.contains(reference.name) {
            guard seen.insert(reference.name).inserted else { continue }
            globals.append(
                IR.VariableDefinition(
                    name: IR.Name(reference.name, location: reference.location ?? fragment.name.location),
                    type: reference.expectedType ?? references.stringType ?? SchemaTypeReference(named: TypeID(0))))
        }
        for spread in references.spreads {
            for global in self.globals(of: spread.name.value) where seen.insert(global.name.value).inserted {
                globals.append(global)
            }
        }
        checkUnused(fragment, references: references)
        checkSpreads(references.spreads, variables: fragment.argumentDefinitions)
        inProgress.remove(name)
        globalsByFragment[name] = globals
        return globals
    }

    private mutating func checkUnused(_ fragment: IR.Fragment, references: VariableReferences) {
        let used = Set(references.references.map(\.name))
        for definition in fragment.argumentDefinitions {
            let marker = definition.directives.first { $0.name.value == "unusedLocalVariable_DEPRECATED" }
            let markedUnused = marker?.arguments.first?.value == .boolean(true)
            let name = definition.name.value, fragmentName = fragment.name.value
            if used.contains(name), markedUnused, let marker {
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
    }

    /// Checks what each spread passes against the spread fragment's argument definitions;
    /// `variables` are the definitions in scope where the spreads are written.
    private mutating func checkSpreads(_ spreads: [IR.FragmentSpread], variables: [IR.VariableDefinition]) {
        for spread in spreads {
            guard let fragment = fragmentsByName[spread.name.value] else { continue }
            for argument in spread.arguments {
                guard
                    let definition = fragment.argumentDefinitions.first(where: { $0.name.value == argument.name.value })
                else {
                    let suggestions = Suggestions.list(
                        for: argument.name.value, among: fragment.argumentDefinitions.map(\.name.value))
                    diagnostics.append(
                        argument.name.error(
                            "Unknown argument '\(argument.name.value)' on fragment '\(fragment.name.value)'."
                                + relaySuggestions(suggestions)))
                    continue
                }
                checkType(of: argument, against: definition, variables: variables)
            }
            for definition in fragment.argumentDefinitions
            where definition.type.isNonNull && definition.defaultValue == nil
                && !spread.arguments.contains(where: { $0.name.value == definition.name.value })
            {
                diagnostics.append(
                    spread.name.error("Missing required argument `\(definition.name.value)` on this fragment spread."))
            }
        }
    }

    private mutating func checkType(
        of argument: IR.Argument, against definition: IR.VariableDefinition, variables: [IR.VariableDefinition]
    ) {
        let location = argument.valueLocation ?? argument.name.location
        if case .variable(let name) = argument.value {
            guard let defined = variables.first(where: { $0.name.value == name }) else { return }
            // A variable with a default may stand where a non-null value is expected.
            var definedType = defined.type
            if defined.defaultValue != nil, !definedType.isNonNull, let nonNull = definedType.wrappedInNonNull() {
                definedType = nonNull
            }
            if !schema.isTypeSubType(definedType, of: definition.type) {
                diagnostics.append(
                    location.error(
                        "Variable was defined as type '\(schema.describe(defined.type))' but used where a variable of "
                            + "type '\(schema.describe(definition.type))' is expected."))
            }
            return
        }
        if !LiteralTypeCheck(schema: schema).accepts(argument.value, as: definition.type) {
            diagnostics.append(
                location.error(
                    "Expected a value of type '\(schema.describe(definition.type))' for argument "
                        + "'\(argument.name.value)', got '\(argument.value.graphQLText)'."))
        }
    }
}
