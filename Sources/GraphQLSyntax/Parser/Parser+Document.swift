extension DocumentParser {
    /// Document : Definition+
    mutating func parseDocument() throws(SyntaxError) -> [Definition] {
        var definitions: [Definition] = []
        repeat {
            definitions.append(try parseDefinition())
        } while token.kind != .endOfFile
        return definitions
    }

    /// One definition, chosen by its first keyword (after a description, if any).
    mutating func parseDefinition() throws(SyntaxError) -> Definition {
        if peek(.braceLeft) { return .operation(try parseOperationDefinition()) }
        let hasDescription = token.kind == .string || token.kind == .blockString
        let keyword = hasDescription ? try lookahead() : token
        if keyword.kind == .name {
            if isKeyword(keyword, "type") { return .object(try parseObjectTypeDefinition()) }
            if isKeyword(keyword, "input") { return .inputObject(try parseInputObjectTypeDefinition()) }
            if isKeyword(keyword, "enum") { return .enumeration(try parseEnumTypeDefinition()) }
            if isKeyword(keyword, "interface") { return .interface(try parseInterfaceTypeDefinition()) }
            if isKeyword(keyword, "union") { return .union(try parseUnionTypeDefinition()) }
            if isKeyword(keyword, "scalar") { return .scalar(try parseScalarTypeDefinition()) }
            if isKeyword(keyword, "directive") { return .directive(try parseDirectiveDefinition()) }
            if isKeyword(keyword, "schema") { return .schema(try parseSchemaDefinition()) }
            if hasDescription {
                throw SyntaxError(
                    "Unexpected description, descriptions are supported only on type definitions.",
                    at: token.start, end: token.end)
            }
            if isKeyword(keyword, "query") || isKeyword(keyword, "mutation") || isKeyword(keyword, "subscription") {
                return .operation(try parseOperationDefinition())
            }
            if isKeyword(keyword, "fragment") { return .fragment(try parseFragmentDefinition()) }
            if isKeyword(keyword, "extend") { return try parseTypeSystemExtension() }
        }
        throw unexpected(keyword)
    }

    // MARK: Descriptions and shared pieces

    /// An optional description string before a type-system definition.
    mutating func parseDescription() throws(SyntaxError) -> StringValue? {
        guard token.kind == .string || token.kind == .blockString else { return nil }
        let current = token
        try advance()
        return StringValue(token: current.span, in: source, isBlock: current.kind == .blockString)
    }

    /// `@a @b(…)`; in a constant context, arguments may not hold variables.
    mutating func parseDirectives(constant: Bool) throws(SyntaxError) -> [Directive] {
        guard token.kind == .at else { return [] }
        var directives: [Directive] = []
        while token.kind == .at {
            let start = token.start
            try advance()
            let name = try parseName()
            let arguments = try parseArguments(constant: constant)
            directives.append(Directive(name: name, arguments: arguments, span: span(from: start)))
        }
        return directives
    }

    /// `(name: value, …)`, optional; when present it holds at least one argument.
    mutating func parseArguments(constant: Bool) throws(SyntaxError) -> [Argument] {
        guard try skip(.parenLeft) else { return [] }
        var arguments: [Argument] = []
        repeat {
            let start = token.start
            let name = try parseName()
            try expect(.colon)
            let value = try parseValueLiteral(constant: constant)
            arguments.append(Argument(name: name, value: value, span: span(from: start)))
        } while try !skip(.parenRight)
        return arguments
    }

    /// `query`, `mutation` or `subscription`.
    mutating func parseOperationType() throws(SyntaxError) -> OperationType {
        let current = try expect(.name)
        if isKeyword(current, "query") { return .query }
        if isKeyword(current, "mutation") { return .mutation }
        if isKeyword(current, "subscription") { return .subscription }
        throw unexpected(current)
    }

    /// Type : NamedType | ListType | NonNullType
    mutating func parseTypeReference() throws(SyntaxError) -> TypeReference {
        let start = token.start
        var type: TypeReference
        if try skip(.bracketLeft) {
            let inner = try nested(openedAt: start) { parser throws(SyntaxError) in try parser.parseTypeReference() }
            try expect(.bracketRight)
            type = .list(inner, span: span(from: start))
        } else {
            type = .named(try parseName())
        }
        if try skip(.bang) { type = .nonNull(type, span: span(from: start)) }
        return type
    }
}
