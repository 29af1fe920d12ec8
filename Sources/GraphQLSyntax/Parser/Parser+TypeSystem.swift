extension DocumentParser {
    /// `schema @d { query: Q … }`
    mutating func parseSchemaDefinition() throws(SyntaxError) -> SchemaDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("schema")
        let directives = try parseDirectives(constant: true)
        try expect(.braceLeft)
        let operationTypesMark = scratch.operationTypes.mark
        repeat {
            scratch.operationTypes.push(try parseOperationTypeDefinition())
        } while try !skip(.braceRight)
        return SchemaDefinition(
            description: description, directives: directives,
            operationTypes: scratch.operationTypes.popArray(from: operationTypesMark), span: span(from: start))
    }

    /// `query: TypeName`
    mutating func parseOperationTypeDefinition() throws(SyntaxError) -> OperationTypeDefinition {
        let start = token.start
        let operation = try parseOperationType()
        try expect(.colon)
        let type = try parseName()
        return OperationTypeDefinition(operation: operation, type: type, span: span(from: start))
    }

    mutating func parseScalarTypeDefinition() throws(SyntaxError) -> ScalarTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("scalar")
        let name = try parseName()
        let directives = try parseDirectives(constant: true)
        return ScalarTypeDefinition(
            description: description, name: name, directives: directives, span: span(from: start))
    }

    mutating func parseObjectTypeDefinition() throws(SyntaxError) -> ObjectTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("type")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(constant: true)
        let fields = try parseFieldsDefinition()
        return ObjectTypeDefinition(
            description: description, name: name, interfaces: interfaces, directives: directives, fields: fields,
            span: span(from: start))
    }

    mutating func parseInterfaceTypeDefinition() throws(SyntaxError) -> InterfaceTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("interface")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(constant: true)
        let fields = try parseFieldsDefinition()
        return InterfaceTypeDefinition(
            description: description, name: name, interfaces: interfaces, directives: directives, fields: fields,
            span: span(from: start))
    }

    /// `implements & A & B` (the first `&` is optional).
    mutating func parseImplementsInterfaces() throws(SyntaxError) -> [Name] {
        guard try skipKeyword("implements") else { return [] }
        return try parseDelimited(by: .ampersand)
    }

    /// `A | B | C` or `A & B`, with an optional leading delimiter.
    mutating func parseDelimited(by delimiter: TokenKind) throws(SyntaxError) -> [Name] {
        _ = try skip(delimiter)
        let namesMark = scratch.names.mark
        repeat {
            scratch.names.push(try parseName())
        } while try skip(delimiter)
        return scratch.names.popArray(from: namesMark)
    }

    /// `{ field… }`, optional; when present it holds at least one field.
    mutating func parseFieldsDefinition() throws(SyntaxError) -> [FieldDefinition] {
        guard try skip(.braceLeft) else { return [] }
        let fieldsMark = scratch.fields.mark
        repeat {
            let start = token.start
            let description = try parseDescription()
            let name = try parseName()
            let arguments = try parseArgumentDefinitions()
            try expect(.colon)
            let type = try parseTypeReference()
            let directives = try parseDirectives(constant: true)
            scratch.fields.push(
                FieldDefinition(
                    description: description, name: name, arguments: arguments, type: type, directives: directives,
                    span: span(from: start)))
        } while try !skip(.braceRight)
        return scratch.fields.popArray(from: fieldsMark)
    }

    /// `(name: Type = default @d, …)`, optional; when present it holds at least one.
    mutating func parseArgumentDefinitions() throws(SyntaxError) -> [InputValueDefinition] {
        guard try skip(.parenLeft) else { return [] }
        let inputValuesMark = scratch.inputValues.mark
        repeat {
            scratch.inputValues.push(try parseInputValueDefinition())
        } while try !skip(.parenRight)
        return scratch.inputValues.popArray(from: inputValuesMark)
    }

    mutating func parseInputValueDefinition() throws(SyntaxError) -> InputValueDefinition {
        let start = token.start
        let description = try parseDescription()
        let name = try parseName()
        try expect(.colon)
        let type = try parseTypeReference()
        let defaultValue = try skip(.equals) ? try parseValueLiteral(constant: true) : nil
        let directives = try parseDirectives(constant: true)
        return InputValueDefinition(
            description: description, name: name, type: type, defaultValue: defaultValue, directives: directives,
            span: span(from: start))
    }

    mutating func parseUnionTypeDefinition() throws(SyntaxError) -> UnionTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("union")
        let name = try parseName()
        let directives = try parseDirectives(constant: true)
        let members = try skip(.equals) ? try parseDelimited(by: .pipe) : []
        return UnionTypeDefinition(
            description: description, name: name, directives: directives, members: members, span: span(from: start))
    }

    mutating func parseEnumTypeDefinition() throws(SyntaxError) -> EnumTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("enum")
        let name = try parseName()
        let directives = try parseDirectives(constant: true)
        let values = try parseEnumValuesDefinition()
        return EnumTypeDefinition(
            description: description, name: name, directives: directives, values: values, span: span(from: start))
    }

    /// `{ VALUE… }`, optional; `true`, `false` and `null` are not enum values.
    mutating func parseEnumValuesDefinition() throws(SyntaxError) -> [EnumValueDefinition] {
        guard try skip(.braceLeft) else { return [] }
        let valuesMark = scratch.enumValues.mark
        repeat {
            let start = token.start
            let description = try parseDescription()
            if peekKeyword("true") || peekKeyword("false") || peekKeyword("null") {
                throw SyntaxError(
                    "\(describe(token)) is reserved and cannot be used for an enum value.", at: token.start,
                    end: token.end)
            }
            let name = try parseName()
            let directives = try parseDirectives(constant: true)
            scratch.enumValues.push(
                EnumValueDefinition(
                    description: description, name: name, directives: directives, span: span(from: start)))
        } while try !skip(.braceRight)
        return scratch.enumValues.popArray(from: valuesMark)
    }

    mutating func parseInputObjectTypeDefinition() throws(SyntaxError) -> InputObjectTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("input")
        let name = try parseName()
        let directives = try parseDirectives(constant: true)
        let fields = try parseInputFieldsDefinition()
        return InputObjectTypeDefinition(
            description: description, name: name, directives: directives, fields: fields, span: span(from: start))
    }

    mutating func parseInputFieldsDefinition() throws(SyntaxError) -> [InputValueDefinition] {
        guard try skip(.braceLeft) else { return [] }
        let inputValuesMark = scratch.inputValues.mark
        repeat {
            scratch.inputValues.push(try parseInputValueDefinition())
        } while try !skip(.braceRight)
        return scratch.inputValues.popArray(from: inputValuesMark)
    }

    /// `directive @name(args) repeatable on A | B`
    mutating func parseDirectiveDefinition() throws(SyntaxError) -> DirectiveDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("directive")
        try expect(.at)
        let name = try parseName()
        let arguments = try parseArgumentDefinitions()
        let isRepeatable = try skipKeyword("repeatable")
        try expectKeyword("on")
        _ = try skip(.pipe)
        let locationsMark = scratch.names.mark
        repeat {
            let location = token
            let name = try parseName()
            guard DirectiveLocation(rawValue: name.value) != nil else { throw unexpected(location) }
            scratch.names.push(name)
        } while try skip(.pipe)
        return DirectiveDefinition(
            description: description, name: name, arguments: arguments, isRepeatable: isRepeatable,
            locations: scratch.names.popArray(from: locationsMark), span: span(from: start))
    }
}
