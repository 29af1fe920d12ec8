import GraphQLSchema

extension IR.Selection {
    /// The selection's location, where it has one of its own (fields: their name).
    var location: IR.Location? {
        switch self {
        case .scalarField(let field): field.name.location
        case .linkedField(let field): field.name.location
        case .inlineFragment(let fragment): fragment.location
        case .fragmentSpread(let spread): spread.name.location
        case .condition(let condition): condition.location
        case .clientExtension(let selections): selections.first?.location
        }
    }
}

extension IR.Argument {
    /// The argument as `name: value`, to tell apart fields that differ only by arguments.
    var signature: String { name.value + ":" + value.graphQLText }
}

extension [IR.Argument] {
    /// The arguments sorted by name, as `a:1,b:$x`.
    var signature: String { sorted { $0.name.value < $1.name.value }.map(\.signature).joined(separator: ",") }
}

extension IR.Directive {
    /// The directive as `@name(a: 1)`.
    var signature: String {
        "@" + name.value + "(" + arguments.signature + ")"
    }
}

extension IR.ScalarField {
    /// What identifies the field's value in a response: its key and arguments.
    var mergeKey: String { responseKey + "(" + arguments.signature + ")" + directives.map(\.signature).joined() }
}

extension IR.LinkedField {
    /// What identifies the field's value in a response: its key and arguments.
    var mergeKey: String { responseKey + "(" + arguments.signature + ")" + directives.map(\.signature).joined() }
}
