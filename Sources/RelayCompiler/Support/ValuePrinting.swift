import GraphQLSyntax

extension IR.Value {
    /// The value as GraphQL writes it: `$var`, `"text"`, `[1, 2]`, `{a: 1}`.
    var graphQLText: String {
        switch self {
        case .variable(let name): "$" + name
        case .null: "null"
        case .int(let lexeme), .float(let lexeme): lexeme
        case .string(let string): Printer.printString(string)
        case .boolean(let bool): bool ? "true" : "false"
        case .enumValue(let name): name
        case .list(let items): "[" + items.map(\.graphQLText).joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.map { $0.name + ": " + $0.value.graphQLText }.joined(separator: ", ") + "}"
        }
    }

    /// The value as the query text prints it: like `graphQLText`, except that a list or object
    /// holding a variable leaves out its `null` items and fields. Relay's parser keeps a list or
    /// object written without variables as one constant, which its printer prints whole.
    var queryText: String {
        switch self {
        case .list(let items) where containsVariable:
            "[" + items.filter { $0 != .null }.map(\.queryText).joined(separator: ", ") + "]"
        case .object(let fields) where containsVariable:
            "{" + fields.filter { $0.value != .null }.map { $0.name + ": " + $0.value.queryText }
                .joined(separator: ", ") + "}"
        default: graphQLText
        }
    }

    /// The names of the variables the value uses, in order of appearance.
    var variableNames: [String] {
        switch self {
        case .variable(let name): [name]
        case .list(let items): items.flatMap(\.variableNames)
        case .object(let fields): fields.flatMap(\.value.variableNames)
        case .null, .int, .float, .string, .boolean, .enumValue: []
        }
    }

    /// The value with every variable named in `values` replaced by its value there.
    func substituting(_ values: [String: IR.Value]) -> IR.Value {
        switch self {
        case .variable(let name): values[name] ?? self
        case .list(let items): .list(items.map { $0.substituting(values) })
        case .object(let fields):
            .object(fields.map { IR.ObjectField(name: $0.name, value: $0.value.substituting(values)) })
        case .null, .int, .float, .string, .boolean, .enumValue: self
        }
    }
}
