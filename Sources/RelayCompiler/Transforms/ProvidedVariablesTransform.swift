import GraphQLSchema
import GraphQLSyntax

/// Finds the provided variables of each operation: those of the fragments it reaches, in the
/// order a depth-first walk of its spreads meets them (`IR.Metadata.providedVariables`; the
/// request's `params.providedVariables` names their providers). `declaringProvidedVariables`
/// then declares them after the operation's own variables, for the query text and the
/// normalization AST only: the reader and the generated `Variables` keep the operation as
/// written, since callers never pass them.
///
/// It checks, in Relay's words, that every argument with one provider declares one type (the
/// type most of them declare wins), that no two providers give one variable name, and that no
/// operation declares a variable with the prefix Relay reserves.
public enum ProvidedVariablesTransform {
    /// The program with each operation's provided variables found, and the problems.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        var program = program
        var diagnostics = reservedNames(in: program)
        let declared = program.fragments.flatMap(\.metadata.providedVariables)
        guard !declared.isEmpty else { return IR.PassResult(program: program, diagnostics: diagnostics) }
        diagnostics += conflicts(among: declared, schema: schema)
        var walk = Walk(program: program, schema: schema)
        for index in program.operations.indices {
            program.operations[index].metadata.providedVariables = walk.providedVariables(
                reachedFrom: program.operations[index].selections)
        }
        return IR.PassResult(program: program, diagnostics: diagnostics)
    }

    /// The program with each operation declaring its provided variables.
    public static func declaringProvidedVariables(_ program: consuming IR.Program) -> IR.Program {
        var program = program
        for index in program.operations.indices where !program.operations[index].metadata.providedVariables.isEmpty {
            program.operations[index].variables += program.operations[index].metadata.providedVariables.map(
                \.definition)
        }
        return program
    }

    /// The fragments an operation reaches, walked depth first in the order they are spread.
    private struct Walk {
        let fragments: NameMap<IR.Fragment>
        let schema: GraphQLSchema
        /// The fragments each fragment spreads, by name, once known.
        var spreads: [String: [String]] = [:]

        init(program: borrowing IR.Program, schema: GraphQLSchema) {
            fragments = program.fragmentsByName()
            self.schema = schema
        }

        mutating func providedVariables(reachedFrom selections: [IR.Selection]) -> [IR.ProvidedVariable] {
            var found: [IR.ProvidedVariable] = []
            var names = NameSet()
            var visited = NameSet()
            var pending = Array(Self.spreadNames(in: selections, schema: schema).reversed())
            while let name = pending.popLast() {
                guard visited.insert(name), let fragment = fragments[name] else { continue }
                for variable in fragment.metadata.providedVariables where names.insert(variable.definition.name.value) {
                    found.append(variable)
                }
                pending += spreads(of: fragment).reversed()
            }
            return found
        }

        private mutating func spreads(of fragment: IR.Fragment) -> [String] {
            if let known = spreads[fragment.name.value] { return known }
            let names = Self.spreadNames(in: fragment.selections, schema: schema)
            spreads[fragment.name.value] = names
            return names
        }

        private static func spreadNames(in selections: [IR.Selection], schema: GraphQLSchema) -> [String] {
            VariableReferences(selections, schema: schema).spreads.map(\.name.value)
        }
    }

    /// Arguments of one provider that declare other types than most of them do (a tie goes to
    /// the type that sorts first), and providers that give the name of another.
    private static func conflicts(among declared: [IR.ProvidedVariable], schema: GraphQLSchema) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var byProvider: [String: [IR.ProvidedVariable]] = [:]
        var providerByName: [String: String] = [:]
        for variable in declared {
            byProvider[variable.provider, default: []].append(variable)
            let name = variable.definition.name.value
            if let other = providerByName[name], other != variable.provider {
                diagnostics.append(
                    variable.argument.error(
                        "Modules '\(other)' and '\(variable.provider)' used by provided variables have "
                            + "indistinguishable names. (All non ascii-alphanumeric characters are stripped in Relay "
                            + "transform)"))
            } else {
                providerByName[name] = variable.provider
            }
        }
        for (provider, variables) in byProvider.sorted(by: { $0.key < $1.key }) {
            let types = variables.map { schema.describe($0.definition.type) }
            let counts = types.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            guard counts.count > 1,
                let expected = counts.min(by: { ($1.value, $0.key) < ($0.value, $1.key) })?.key
            else { continue }
            for (variable, type) in zip(variables, types) where type != expected {
                diagnostics.append(
                    variable.argument.error(
                        "All provided variables using module '\(provider)' must declare the same type. Expected "
                            + "'\(expected)' but found '\(type)'"))
            }
        }
        return diagnostics
    }

    /// An operation variable named with the prefix Relay reserves, reported at its name.
    private static func reservedNames(in program: borrowing IR.Program) -> [Diagnostic] {
        program.operations.flatMap { operation in
            operation.variables.filter { $0.name.value.hasPrefix("__relay_internal") }.map { variable in
                variable.name.error(
                    "Invalid name `$\(variable.name.value)` for an operation variable. The `__relay_internal` "
                        + "prefix is reserved for relay internal usage.")
            }
        }
    }
}
