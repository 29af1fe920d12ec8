import RelayNodes

/// IR values and arguments as artifact nodes.
enum ArgumentNodes {
    /// The arguments as artifact nodes, sorted by name, without `null` literals; nil when
    /// none is left (Relay prints `"args": null`).
    static func nodes(_ arguments: [IR.Argument]) -> [Argument]? {
        // Most fields take no arguments: nothing is filtered, sorted or allocated for them.
        guard !arguments.isEmpty else { return nil }
        // Nor is a list copied to drop `null`s it does not hold.
        var passed = arguments.contains { $0.value == .null } ? arguments.filter { $0.value != .null } : arguments
        if passed.count > 1 { passed.sort { $0.name.value < $1.name.value } }
        return passed.isEmpty ? nil : passed.map { node(name: $0.name.value, value: $0.value) }
    }

    /// One argument: a `Literal` when the value holds no variable, else a `Variable`, an
    /// `ObjectValue` (fields sorted by name; a `null` field stays, as a `Literal`) or a
    /// `ListValue` (items named `name.index`).
    static func node(name: String, value: IR.Value) -> Argument {
        switch value {
        case .variable(let variableName):
            return .variable(name: name, variableName: variableName)
        case .object(let fields) where value.containsVariable:
            return .objectValue(
                name: name,
                fields: fields.sorted { $0.name < $1.name }.map { node(name: $0.name, value: $0.value) })
        case .list(let items) where value.containsVariable:
            return .listValue(
                name: name,
                items: items.enumerated().map { index, item in
                    item == .null ? nil : node(name: "\(name).\(index)", value: item)
                })
        default:
            return .literal(name: name, value: json(value))
        }
    }

    /// A variable-free value as JSON: enum values as strings, numbers as numbers.
    static func json(_ value: IR.Value) -> JSONValue {
        switch value {
        case .variable, .null: return .null
        case .int(let lexeme):
            if let int = Int(lexeme) { return .int(int) }
            return .double(Double(lexeme) ?? 0)
        case .float(let lexeme): return .double(Double(lexeme) ?? 0)
        case .string(let string), .enumValue(let string): return .string(string)
        case .boolean(let bool): return .bool(bool)
        case .list(let items): return .array(items.map(json))
        case .object(let fields):
            var object: [String: JSONValue] = [:]
            for field in fields { object[field.name] = json(field.value) }
            return .object(object)
        }
    }

    /// The storage key the runtime would compute for a field with these argument nodes, when
    /// none holds a variable; nil otherwise (the runtime computes it from the variables).
    static func storageKey(name: String, arguments: [Argument]?) -> String? {
        guard let arguments, !arguments.isEmpty, !arguments.contains(where: \.containsVariable) else { return nil }
        return literalKey(name: name, arguments)
            ?? StorageKey.format(name: name, arguments: arguments.values(variables: [:]))
    }

    /// `StorageKey.format`'s key, written straight from arguments that are literals in name
    /// order, none `null` (as `nodes` leaves them), without its table of values to sort; `nil`
    /// for any other arguments.
    private static func literalKey(name: String, _ arguments: [Argument]) -> String? {
        var key = name + "("
        var previous: String?
        for argument in arguments {
            guard case .literal(let argumentName, let value) = argument, !value.isNull else { return nil }
            if let previous {
                guard previous < argumentName else { return nil }
                key += ","
            }
            previous = argumentName
            key += argumentName + ":" + value.jsonString
        }
        return key + ")"
    }
}
