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

    /// The value as the query text prints it: like `graphQLText`, except that a float is
    /// printed as Relay's compiler prints the number it reads (`relayFloatText`), and a list or
    /// object holding a variable leaves out its `null` items and fields. (Relay's parser keeps a
    /// list or object written without variables as one constant, which its printer prints whole.)
    var queryText: String {
        switch self {
        case .float(let lexeme):
            Self.relayFloatText(lexeme)
        case .list(let items):
            "[" + (containsVariable ? items.filter { $0 != .null } : items).map(\.queryText).joined(separator: ", ")
                + "]"
        case .object(let fields):
            "{" + (containsVariable ? fields.filter { $0.value != .null } : fields)
                .map { $0.name + ": " + $0.value.queryText }.joined(separator: ", ") + "}"
        default:
            graphQLText
        }
    }

    /// A float literal as Relay's compiler prints it: the number it denotes, in the shortest
    /// decimal digits that read back as the same `Double`, without an exponent (Rust's display
    /// of an `f64`): `1.0` is `1`, `2.5e3` is `2500`, `1e-7` is `0.0000001`.
    static func relayFloatText(_ lexeme: String) -> String {
        guard let value = Double(lexeme), value.isFinite else { return lexeme }
        // Swift's description has the shortest round-trip digits, with an exponent when the
        // number is very large or small: "1.0", "2500.0", "1e-07", "1.5e+20".
        let description = value.magnitude.description
        let parts = description.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1)
        let whole = mantissa[0], fraction = mantissa.count == 2 ? mantissa[1] : ""
        var digits = Array(whole + fraction)
        var point = whole.count + exponent
        while digits.first == "0" {
            digits.removeFirst()
            point -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        let sign = value.sign == .minus ? "-" : ""
        guard !digits.isEmpty else { return sign + "0" }
        let text: String
        if point <= 0 {
            text = "0." + String(repeating: "0", count: -point) + String(digits)
        } else if point >= digits.count {
            text = String(digits) + String(repeating: "0", count: point - digits.count)
        } else {
            text = String(digits[..<point]) + "." + String(digits[point...])
        }
        return sign + text
    }

    /// The names of the variables the value uses, in order of appearance.
    var variableNames: [String] {
        var names: [String] = []
        appendVariableNames(to: &names)
        return names
    }

    /// Appends `variableNames` to `names`, building no array of its own (the query text's
    /// printer collects the variables of every argument of the corpus).
    func appendVariableNames(to names: inout [String]) {
        switch self {
        case .variable(let name): names.append(name)
        case .list(let items): for item in items { item.appendVariableNames(to: &names) }
        case .object(let fields): for field in fields { field.value.appendVariableNames(to: &names) }
        case .null, .int, .float, .string, .boolean, .enumValue: break
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
