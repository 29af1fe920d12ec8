import GraphQLSchema
import RelayCompiler

/// Finds the variables an operation passes only as the `connections` argument of a
/// declarative mutation directive (`@appendEdge(connections: $connections)`): their values
/// are connection record IDs, so generated `Variables` declare them as `DataID`s.
struct ConnectionsVariables {
    private var inConnections: Set<String> = []
    private var elsewhere: Set<String> = []

    /// The names of the variables used only as `connections` in `operation`.
    static func find(in operation: IR.Operation) -> Set<String> {
        var finder = ConnectionsVariables()
        finder.visit(operation.directives)
        finder.visit(operation.selections)
        return finder.inConnections.subtracting(finder.elsewhere)
    }

    private mutating func visit(_ selections: [IR.Selection]) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                visit(field.arguments)
                visit(field.directives)
                visit(field.handles)
            case .linkedField(let field):
                visit(field.arguments)
                visit(field.directives)
                visit(field.handles)
                visit(field.selections)
            case .inlineFragment(let fragment):
                visit(fragment.directives)
                // A spread `@inline` fragment's selections use the fragment's own variables.
                if let data = fragment.inlineData { visit(data.arguments) } else { visit(fragment.selections) }
            case .fragmentSpread(let spread):
                visit(spread.arguments)
                visit(spread.directives)
            case .condition(let condition):
                Self.addVariables(of: condition.value, to: &elsewhere)
                visit(condition.selections)
            case .clientExtension(let selections):
                visit(selections)
            }
        }
    }

    private mutating func visit(_ handles: [IR.FieldHandle]) {
        for handle in handles {
            if let dynamicKey = handle.dynamicKey { Self.addVariables(of: dynamicKey, to: &elsewhere) }
            for argument in handle.handleArguments {
                if argument.name.value == "connections" {
                    Self.addVariables(of: argument.value, to: &inConnections)
                } else {
                    Self.addVariables(of: argument.value, to: &elsewhere)
                }
            }
        }
    }

    private mutating func visit(_ directives: [IR.Directive]) {
        for directive in directives {
            // Recognised also before the transform lowers the directives into handles, so that
            // the IR's stage does not change types.
            guard GraphQLSchema.connectionsDirectiveNames.contains(directive.name.value) else {
                visit(directive.arguments)
                continue
            }
            for argument in directive.arguments {
                if argument.name.value == "connections" {
                    Self.addVariables(of: argument.value, to: &inConnections)
                } else {
                    Self.addVariables(of: argument.value, to: &elsewhere)
                }
            }
        }
    }

    private mutating func visit(_ arguments: [IR.Argument]) {
        for argument in arguments { Self.addVariables(of: argument.value, to: &elsewhere) }
    }

    private static func addVariables(of value: IR.Value, to names: inout Set<String>) {
        switch value {
        case .variable(let name): names.insert(name)
        case .list(let items): for item in items { addVariables(of: item, to: &names) }
        case .object(let fields): for field in fields { addVariables(of: field.value, to: &names) }
        case .null, .int, .float, .string, .boolean, .enumValue: break
        }
    }
}
