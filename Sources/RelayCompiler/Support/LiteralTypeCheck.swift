import GraphQLSchema

/// Whether a literal is a valid value of an input type, as GraphQL's input coercion decides
/// (variables inside it are accepted: their own uses are checked where they are defined).
struct LiteralTypeCheck {
    let schema: GraphQLSchema

    func accepts(_ value: IR.Value, as type: SchemaTypeReference) -> Bool {
        if case .variable = value { return true }
        switch type.shape {
        case .nonNull(let inner):
            return value != .null && accepts(value, as: inner)
        case .list(let item):
            if case .list(let items) = value { return items.allSatisfy { accepts($0, as: item) } }
            // A single value is coerced to a list of one.
            return value == .null || accepts(value, as: item)
        case .named(let id):
            if value == .null { return true }
            let named = schema[id]
            switch named.kind {
            case .enumeration:
                if case .enumValue(let name) = value { return named.enumValue(named: name) != nil }
                return false
            case .inputObject:
                guard case .object(let fields) = value else { return false }
                return fields.allSatisfy { field in
                    named.inputField(named: field.name).map { accepts(field.value, as: $0.type) } ?? false
                } && named.inputFields.allSatisfy { input in
                    !input.isRequired || fields.contains { $0.name == input.name }
                }
            default:
                return acceptsScalar(value, named.name)
            }
        }
    }

    private func acceptsScalar(_ value: IR.Value, _ name: String) -> Bool {
        switch (name, value) {
        case ("Int", .int(let lexeme)):
            // GraphQL's `Int` is 32 bits.
            return Int32(lexeme) != nil
        case ("Float", .int), ("Float", .float), ("String", .string), ("Boolean", .boolean), ("ID", .int),
            ("ID", .string):
            return true
        case ("Int", _), ("Float", _), ("String", _), ("Boolean", _), ("ID", _):
            return false
        default:
            // Custom scalars accept any literal.
            return true
        }
    }
}
