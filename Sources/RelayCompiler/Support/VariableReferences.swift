import GraphQLSchema

/// A variable used somewhere in a definition: its name, the type the place expects (when
/// known), and where it was written.
struct VariableReference {
    var name: String
    var expectedType: SchemaTypeReference?
    var location: IR.Location?
}

/// The variables a selection list uses directly (not through the fragments it spreads, but
/// for the operation variables of the `@inline` fragments it reads in place), in document
/// order, and the spreads it makes.
struct VariableReferences {
    private(set) var references: [VariableReference] = []
    private(set) var spreads: [IR.FragmentSpread] = []
    let booleanType: SchemaTypeReference?
    let stringType: SchemaTypeReference?

    init(_ selections: [IR.Selection], schema: GraphQLSchema) {
        booleanType = schema.booleanType.flatMap { SchemaTypeReference(named: $0).wrappedInNonNull() }
        stringType = schema.stringType.map { SchemaTypeReference(named: $0) }
        visit(selections)
    }

    private mutating func visit(_ selections: [IR.Selection]) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                add(field.arguments)
                add(field.directives)
                add(field.handles)
            case .linkedField(let field):
                add(field.arguments)
                add(field.directives)
                add(field.handles)
                visit(field.selections)
            case .inlineFragment(let fragment):
                add(fragment.directives)
                guard let data = fragment.inlineData else {
                    visit(fragment.selections)
                    continue
                }
                // A spread `@inline` fragment's selections are read with its own variables:
                // what the spread passes, and the operation variables the fragment uses.
                add(data.arguments)
                for global in data.usedGlobalVariables {
                    references.append(
                        VariableReference(name: global.name.value, expectedType: global.type, location: nil))
                }
            case .fragmentSpread(let spread):
                spreads.append(spread)
                add(spread.arguments)
                add(spread.directives)
            case .condition(let condition):
                add(condition.value, expected: booleanType, at: condition.location)
                visit(condition.selections)
            case .clientExtension(let nested):
                visit(nested)
            }
        }
    }

    private mutating func add(_ arguments: [IR.Argument]) {
        for argument in arguments { add(argument.value, expected: argument.expectedType, at: argument.valueLocation) }
    }

    private mutating func add(_ directives: [IR.Directive]) {
        for directive in directives { add(directive.arguments) }
    }

    private mutating func add(_ handles: [IR.FieldHandle]) {
        for handle in handles {
            if let dynamicKey = handle.dynamicKey { add(dynamicKey, expected: stringType, at: handle.location) }
            add(handle.handleArguments)
        }
    }

    private mutating func add(_ value: IR.Value, expected: SchemaTypeReference?, at location: IR.Location?) {
        if case .variable(let name) = value {
            references.append(VariableReference(name: name, expectedType: expected, location: location))
            return
        }
        // Inside lists and objects the position's type is not tracked: the variable's own
        // definition (or the first direct use) gives it.
        for name in value.variableNames {
            references.append(VariableReference(name: name, expectedType: nil, location: location))
        }
    }
}
