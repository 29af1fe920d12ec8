import GraphQLSchema
import GraphQLSyntax

/// Whether a literal is a valid value of a scalar or enum type, with the reference's message
/// when it is not: the built-in scalars' `parseLiteral` and enum types' checks. A custom
/// scalar accepts any literal, as the reference's default `parseLiteral` does.
enum LiteralCoercion {
    static func problem(with value: Value, as type: SchemaType, in schema: GraphQLSchema) -> String? {
        if type.kind == .enumeration { return enumProblem(with: value, as: type) }
        switch type.id {
        case schema.intType:
            guard case .int(let digits) = value.kind else {
                return "Int cannot represent non-integer value: \(Printer.print(value))"
            }
            guard let number = Int64(digits), number >= -2_147_483_648, number <= 2_147_483_647 else {
                return "Int cannot represent non 32-bit signed integer value: \(digits)"
            }
            return nil
        case schema.floatType:
            switch value.kind {
            case .int, .float: return nil
            default: return "Float cannot represent non numeric value: \(Printer.print(value))"
            }
        case schema.stringType:
            if case .string = value.kind { return nil }
            return "String cannot represent a non string value: \(Printer.print(value))"
        case schema.booleanType:
            if case .boolean = value.kind { return nil }
            return "Boolean cannot represent a non boolean value: \(Printer.print(value))"
        case schema.idType:
            switch value.kind {
            case .string, .int: return nil
            default: return "ID cannot represent a non-string and non-integer value: \(Printer.print(value))"
            }
        default:
            return nil
        }
    }

    private static func enumProblem(with value: Value, as type: SchemaType) -> String? {
        let printed = Printer.print(value)
        guard case .enumValue(let name) = value.kind else {
            return "Enum \"\(type.name)\" cannot represent non-enum value: \(printed)." + hint(printed, type)
        }
        if type.enumValue(named: name) != nil { return nil }
        return "Value \"\(printed)\" does not exist in \"\(type.name)\" enum." + hint(printed, type)
    }

    private static func hint(_ printed: String, _ type: SchemaType) -> String {
        Suggestions.didYouMean(
            Suggestions.list(for: printed, among: type.enumValues.map(\.name)), subject: "the enum value")
    }
}
