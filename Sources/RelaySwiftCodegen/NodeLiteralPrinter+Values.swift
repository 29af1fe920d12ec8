import RelayNodes

extension NodeLiteralPrinter {
    /// An argument of a field, handle or spread.
    func write(_ argument: Argument, to writer: inout ExpressionWriter) {
        switch argument {
        case .literal(let name, let value):
            writer.call(".literal") { writer in
                writer.argument("name")
                writer.string(name)
                writer.argument("value")
                write(value, to: &writer)
            }
        case .variable(let name, let variableName):
            writer.call(".variable") { writer in
                writer.argument("name")
                writer.string(name)
                writer.argument("variableName")
                writer.string(variableName)
            }
        case .objectValue(let name, let fields):
            writer.call(".objectValue") { writer in
                writer.argument("name")
                writer.string(name)
                writer.argument("fields")
                array(fields, write, to: &writer)
            }
        case .listValue(let name, let items):
            writer.call(".listValue") { writer in
                writer.argument("name")
                writer.string(name)
                writer.argument("items")
                array(items, { item, writer in item.map { write($0, to: &writer) } ?? writer.atom("nil") }, to: &writer)
            }
        }
    }

    /// A variable declaration of an operation or fragment.
    func write(_ definition: ArgumentDefinition, to writer: inout ExpressionWriter) {
        switch definition {
        case .local(let name, let defaultValue, let type):
            writer.call(".local") { writer in
                writer.argument("name")
                writer.string(name)
                writer.argument("defaultValue")
                if let defaultValue { write(defaultValue, to: &writer) } else { writer.atom("nil") }
                if let type {
                    writer.argument("type")
                    writer.string(type)
                }
            }
        case .root(let name, let type):
            writer.call(".root") { writer in
                writer.argument("name")
                writer.string(name)
                if let type {
                    writer.argument("type")
                    writer.string(type)
                }
            }
        }
    }

    /// A JSON value, every case explicit; object keys sorted so that printing is stable.
    func write(_ value: JSONValue, to writer: inout ExpressionWriter) {
        switch value {
        case .null: writer.atom(".null")
        case .bool(let bool): writer.atom(bool ? ".bool(true)" : ".bool(false)")
        case .int(let int): writer.atom(".int(\(int))")
        case .double(let double): writer.atom(".double(\(doubleLiteral(double)))")
        case .string(let text):
            writer.call(".string") { writer in
                writer.argument(nil)
                writer.string(text)
            }
        case .array(let items): writer.wrapping(".array") { array(items, write, to: &$0) }
        case .object(let members): writer.wrapping(".object") { dictionary(members, to: &$0) }
        }
    }

    /// The members of a JSON object as a dictionary literal, keys sorted.
    func dictionary(_ members: [String: JSONValue], to writer: inout ExpressionWriter) {
        writer.dictionary { writer in
            for key in members.keys.sorted() {
                writer.entry(SwiftNames.stringLiteral(key))
                write(members[key] ?? .null, to: &writer)
            }
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
