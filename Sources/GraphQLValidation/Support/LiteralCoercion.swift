import GraphQLSchema
import GraphQLSyntax

/// Whether a literal is a valid value of a scalar or enum type, with the reference's message
/// when it is not: the built-in scalars' `parseLiteral` and enum types' checks. A custom
/// scalar accepts any literal, as the reference's default `parseLiteral` does.
enum LiteralCoercion {
    /// Why a literal is not a value of its type: the reference's message, and for an enum the
    /// values it suggests (which fix-its offer).
    struct Problem {
        var message: String
        var suggestions: [String] = []
    }

    static func problem(with value: Value, as type: SchemaType, in schema: GraphQLSchema) -> Problem? {
        if type.kind == .enumeration { return enumProblem(with: value, as: type) }
        return scalarProblem(with: value, as: type, in: schema).map { Problem(message: $0) }
    }

    private static func scalarProblem(with value: Value, as type: SchemaType, in schema: GraphQLSchema) -> String? {
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

    private static func enumProblem(with value: Value, as type: SchemaType) -> Problem? {
        // Printed only for a report: most enum literals are values of their enum.
        if case .enumValue(let name) = value.kind, type.enumValue(named: name) != nil { return nil }
        let printed = Printer.print(value)
        let suggestions = Suggestions.list(for: printed, among: type.enumValues.map(\.name))
        let hint = Suggestions.didYouMean(suggestions, subject: "the enum value")
        guard case .enumValue = value.kind else {
            return Problem(
                message: "Enum \"\(type.name)\" cannot represent non-enum value: \(printed)." + hint,
                suggestions: suggestions)
        }
        return Problem(
            message: "Value \"\(printed)\" does not exist in \"\(type.name)\" enum." + hint, suggestions: suggestions)
    }
}
