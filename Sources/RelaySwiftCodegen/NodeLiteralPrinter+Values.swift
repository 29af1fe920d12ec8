import RelayNodes

extension NodeLiteralPrinter {
    /// An argument of a field, handle or spread.
    func expression(_ argument: Argument) -> SwiftExpression {
        switch argument {
        case .literal(let name, let value):
            .call(".literal", [SwiftArgument("name", string(name)), SwiftArgument("value", expression(value))])
        case .variable(let name, let variableName):
            .call(
                ".variable", [SwiftArgument("name", string(name)), SwiftArgument("variableName", string(variableName))])
        case .objectValue(let name, let fields):
            .call(
                ".objectValue",
                [SwiftArgument("name", string(name)), SwiftArgument("fields", .array(fields.map(expression)))])
        case .listValue(let name, let items):
            .call(
                ".listValue",
                [
                    SwiftArgument("name", string(name)),
                    SwiftArgument("items", .array(items.map { item in item.map(expression) ?? .atom("nil") })),
                ])
        }
    }

    /// A variable declaration of an operation or fragment.
    func expression(_ definition: ArgumentDefinition) -> SwiftExpression {
        switch definition {
        case .local(let name, let defaultValue, let type):
            var arguments = [
                SwiftArgument("name", string(name)),
                SwiftArgument("defaultValue", defaultValue.map(expression) ?? .atom("nil")),
            ]
            if let type { arguments.append(SwiftArgument("type", string(type))) }
            return .call(".local", arguments)
        case .root(let name, let type):
            var arguments = [SwiftArgument("name", string(name))]
            if let type { arguments.append(SwiftArgument("type", string(type))) }
            return .call(".root", arguments)
        }
    }

    /// A JSON value, every case explicit; object keys sorted so that printing is stable.
    func expression(_ value: JSONValue) -> SwiftExpression {
        switch value {
        case .null: .atom(".null")
        case .bool(let bool): .atom(".bool(\(bool))")
        case .int(let int): .atom(".int(\(int))")
        case .double(let double): .atom(".double(\(doubleLiteral(double)))")
        case .string(let text): .call(".string", [SwiftArgument(nil, string(text))])
        case .array(let items): .call(".array", [SwiftArgument(nil, .array(items.map(expression)))])
        case .object(let members):
            .call(
                ".object",
                [
                    SwiftArgument(
                        nil,
                        .dictionary(
                            members.keys.sorted().map { key in
                                SwiftExpression.DictionaryEntry(
                                    key: SwiftNames.stringLiteral(key), value: expression(members[key] ?? .null))
                            }))
                ])
        }
    }

    /// A `Double` as a Swift expression that evaluates to exactly it (`description` prints the
    /// shortest text that reads back to the same value; JSON has no infinities or NaN, but a
    /// value built in code may).
    private func doubleLiteral(_ double: Double) -> String {
        if double.isNaN { return ".nan" }
        if double.isInfinite { return double < 0 ? "-.infinity" : ".infinity" }
        return double.description
    }
}
