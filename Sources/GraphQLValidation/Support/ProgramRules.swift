import GraphQLSchema
import GraphQLSyntax

/// The rules that look across definitions, run once after every document has been walked:
/// by then each operation and fragment knows the fragments it spreads and the variables it
/// uses, so an operation's variables are checked through its fragments without walking
/// them again.
enum ProgramRules {
    static func run(in context: ValidationContext) {
        UniqueOperationNames.check(in: context)
        UniqueFragmentNames.check(in: context)
        let program = context.program
        var used = [Bool](repeating: false, count: program.fragments.count)
        var visited = VisitedSet()
        for index in program.operations.indices {
            let referenced = program.referencedFragments(of: index, visited: &visited)
            for fragment in referenced { used[Int(fragment)] = true }
            checkVariables(ofOperation: index, referencing: referenced, in: context)
        }
        NoUnusedFragments.check(used: used, in: context)
        NoFragmentCycles.check(in: context)
        if context.options.reportsAsRelayDoes {
            for fragment in program.fragments.indices {
                RelayVariableInference.checkFragment(at: Int32(fragment), in: context)
            }
        }
    }

    /// The three variable rules in one pass over the operation's uses: each use is matched
    /// with its definition once.
    private static func checkVariables(
        ofOperation index: Int, referencing fragments: [Int32], in context: ValidationContext
    ) {
        let program = context.program
        let operation = program.operations[index]
        let definitions = operation.definition.variableDefinitions
        var used = [Bool](repeating: false, count: definitions.count)
        var resolvedTypes = VariablesInAllowedPosition.ResolvedTypes(count: definitions.count)
        var undefined: [NoUndefinedVariables.Use] = []
        var inference =
            context.options.reportsAsRelayDoes ? RelayVariableInference(definitionCount: definitions.count) : nil
        func check(_ usage: VariableUsage, document: Int, fragment: Int32?) {
            let isInFragment = fragment != nil
            // The last definition of a name is the one the reference compares uses against.
            guard let position = definitions.lastIndex(where: { $0.variable.name.value == usage.name }) else {
                undefined.append(.init(usage: usage, document: document, isInFragment: isInFragment))
                return
            }
            if !used[position] {
                used[position] = true
                // Every definition of a used name is used.
                for other in definitions.indices where definitions[other].variable.name.value == usage.name {
                    used[other] = true
                }
            }
            if inference != nil {
                inference?.record(usage, of: position, document: document, fragment: fragment, in: context)
                // Relay checks the uses in fragments once per variable, below.
                if isInFragment { return }
            }
            VariablesInAllowedPosition.check(
                usage, document: document, definition: position, of: operation, types: &resolvedTypes, in: context)
        }
        for usage in operation.usages { check(usage, document: operation.document, fragment: nil) }
        let all = program.fragments
        for fragment in fragments {
            let document = all[Int(fragment)].document
            for usage in all[Int(fragment)].usages { check(usage, document: document, fragment: fragment) }
        }
        inference?.checkDefinitions(of: operation, types: &resolvedTypes, in: context)
        NoUndefinedVariables.report(undefined, operation: operation, in: context)
        NoUnusedVariables.check(operation, used: used, in: context)
    }
}
