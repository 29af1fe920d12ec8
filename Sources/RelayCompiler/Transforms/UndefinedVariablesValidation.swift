import GraphQLSchema
import GraphQLSyntax

/// Reports each operation that uses a variable it does not define, directly or through the
/// fragments it spreads (their root variables), with Relay's message, at the first use.
/// Runs after `@refetchable`, so that generated queries are checked too. The variables a
/// fragment provides are defined wherever it is spread (`ProvidedVariablesTransform` declares
/// them).
public enum UndefinedVariablesValidation {
    /// One diagnostic per operation with undefined variables.
    public static func validate(_ program: IR.Program, schema: GraphQLSchema) -> [Diagnostic] {
        let fragmentsByName = program.fragmentsByName()
        // Each operation is checked on its own, on any core.
        return program.operations.concurrentMap { [fragmentsByName] operation -> Diagnostic? in
            let defined = NameSet(operation.variables.map(\.name.value))
            let references = VariableReferences(operation.selections, schema: schema)
            var undefined: [(name: String, location: IR.Location?)] = []
            var seen = NameSet()
            for reference in references.references where !defined.contains(reference.name) {
                if seen.insert(reference.name) { undefined.append((reference.name, reference.location)) }
            }
            for spread in references.spreads {
                guard let fragment = fragmentsByName[spread.name.value] else { continue }
                let provided = fragment.metadata.providedVariables
                for global in fragment.usedGlobalVariables
                where !defined.contains(global.name.value) && !provided.provides(global.name.value)
                    && seen.insert(global.name.value)
                {
                    undefined.append((global.name.value, global.name.location))
                }
            }
            guard let first = undefined.first else { return nil }
            let names = undefined.map { "'$\($0.name)'" }.joined(separator: ", ")
            let noun = undefined.count == 1 ? "variable" : "variables"
            return (first.location ?? operation.name.location).error(
                "Operation '\(operation.name.value)' references undefined \(noun): \(names).")
        }.compactMap { $0 }
    }
}
