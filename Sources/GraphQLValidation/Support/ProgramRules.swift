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
    }

    /// A variable used in an operation, in it or in a fragment it reaches, and the document
    /// the use is written in.
    struct Use {
        var usage: VariableUsage
        var document: Int
    }

    private static func checkVariables(ofOperation index: Int, referencing fragments: [Int32], in context: ValidationContext) {
        let program = context.program
        let operation = program.operations[index]
        var uses = operation.usages.map { Use(usage: $0, document: operation.document) }
        for fragment in fragments {
            let entry = program.fragments[Int(fragment)]
            uses.append(contentsOf: entry.usages.lazy.map { Use(usage: $0, document: entry.document) })
        }
        let definitions = operation.definition.variableDefinitions
        // The last definition of a name is the one the reference compares uses against.
        var definitionsByName: [String: Int] = [:]
        definitionsByName.reserveCapacity(definitions.count)
        for (position, definition) in definitions.enumerated() {
            definitionsByName[definition.variable.name.value] = position
        }
        NoUndefinedVariables.check(operation, uses: uses, defined: definitionsByName, in: context)
        NoUnusedVariables.check(operation, uses: uses, in: context)
        VariablesInAllowedPosition.check(operation, uses: uses, defined: definitionsByName, in: context)
    }
}
