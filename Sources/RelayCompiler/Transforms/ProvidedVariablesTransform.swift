import GraphQLSchema
import GraphQLSyntax

/// Finds the provided variables of each operation: those of the fragments it reaches, in the
/// order a depth-first walk of its spreads meets them (`IR.Metadata.providedVariables`; the
/// request's `params.providedVariables` names their providers). `declaringProvidedVariables`
/// then declares them after the operation's own variables, for the query text and the
/// normalization AST only: the reader and the generated `Variables` keep the operation as
/// written, since callers never pass them.
///
/// It checks, in Relay's words, that the arguments giving one variable agree on its provider
/// and type, and that no operation declares a variable with the prefix Relay reserves.
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

    /// The arguments that disagree with the others giving their variable, as Relay finds them:
    /// of the providers and types the arguments giving one variable name declare, the pair most
    /// of them declare wins (a tie goes to the pair that sorts first); each other argument is
    /// reported, as another provider giving the same name or as another type for one provider.
    private static func conflicts(among declared: [IR.ProvidedVariable], schema: GraphQLSchema) -> [Diagnostic] {
        var byName: [String: [(variable: IR.ProvidedVariable, type: String)]] = [:]
        for variable in declared {
            byName[variable.definition.name.value, default: []].append(
                (variable, schema.describe(variable.definition.type)))
        }
        var diagnostics: [Diagnostic] = []
        for (_, uses) in byName.sorted(by: { $0.key < $1.key }) {
            let counts = uses.reduce(into: [PairKey: Int]()) {
                $0[PairKey($1.variable.provider, $1.type), default: 0] += 1
            }
            guard counts.count > 1, let winner = counts.min(by: { ($1.value, $0.key) < ($0.value, $1.key) })?.key
            else { continue }
            for (variable, type) in uses where PairKey(variable.provider, type) != winner {
                let message =
                    variable.provider != winner.provider
                    ? "Modules '\(winner.provider)' and '\(variable.provider)' used by provided variables have "
                        + "indistinguishable names. (All non ascii-alphanumeric characters are stripped in Relay "
                        + "transform)"
                    : "All provided variables using module '\(variable.provider)' must declare the same type. Expected "
                        + "'\(winner.type)' but found '\(type)'"
                diagnostics.append(variable.argument.error(message))
            }
        }
        return diagnostics
    }

    /// A provider and the type an argument declares for it, ordered by provider, then type.
    private struct PairKey: Hashable, Comparable {
        var provider: String
        var type: String

        init(_ provider: String, _ type: String) {
            self.provider = provider
            self.type = type
        }

        static func < (lhs: PairKey, rhs: PairKey) -> Bool { (lhs.provider, lhs.type) < (rhs.provider, rhs.type) }
    }

    /// Each operation declaring variables with the prefix Relay reserves, reported at the first,
    /// the others noted.
    private static func reservedNames(in program: borrowing IR.Program) -> [Diagnostic] {
        let prefix = IR.ProvidedVariable.reservedPrefix
        return program.operations.compactMap { operation in
            let reserved = operation.variables.filter {
                $0.name.value.utf8.first == UInt8(ascii: "_") && $0.name.value.hasPrefix(prefix)
            }
            guard let first = reserved.first else { return nil }
            return first.name.error(
                "Invalid name `$\(first.name.value)` for an operation variable. The `\(prefix)` prefix is reserved "
                    + "for relay internal usage.",
                notes: reserved.dropFirst().map { $0.name.location.note("related location") })
        }
    }
}
