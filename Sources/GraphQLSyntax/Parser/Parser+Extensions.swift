extension DocumentParser {
    /// `extend schema|scalar|type|interface|union|enum|input …`: each must add something.
    mutating func parseTypeSystemExtension() throws(SyntaxError) -> Definition {
        let keyword = try lookahead()
        guard keyword.kind == .name else { throw unexpected(keyword) }
        let start = token.start
        try advance()  // `extend`
        if isKeyword(keyword, "schema") {
            try advance()
            let directives = try parseDirectives(constant: true)
            let operationTypesMark = scratch.operationTypes.mark
            if try skip(.braceLeft) {
                repeat {
                    scratch.operationTypes.push(try parseOperationTypeDefinition())
                } while try !skip(.braceRight)
            }
            let operationTypes = scratch.operationTypes.popArray(from: operationTypesMark)
            if directives.isEmpty && operationTypes.isEmpty { throw unexpected() }
            return .schema(
                SchemaDefinition(
                    directives: directives, operationTypes: operationTypes, isExtension: true, span: span(from: start)))
        }
        if isKeyword(keyword, "scalar") {
            var definition = try parseScalarTypeDefinition()
            if definition.directives.isEmpty { throw unexpected() }
            definition.isExtension = true
            definition.span = span(from: start)
            return .scalar(definition)
        }
        if isKeyword(keyword, "type") {
            var definition = try parseObjectTypeDefinition()
            if definition.interfaces.isEmpty && definition.directives.isEmpty && definition.fields.isEmpty {
                throw unexpected()
            }
            definition.isExtension = true
            definition.span = span(from: start)
            return .object(definition)
        }
        if isKeyword(keyword, "interface") {
            var definition = try parseInterfaceTypeDefinition()
            if definition.interfaces.isEmpty && definition.directives.isEmpty && definition.fields.isEmpty {
                throw unexpected()
            }
            definition.isExtension = true
            definition.span = span(from: start)
            return .interface(definition)
        }
        if isKeyword(keyword, "union") {
            var definition = try parseUnionTypeDefinition()
            if definition.directives.isEmpty && definition.members.isEmpty { throw unexpected() }
            definition.isExtension = true
            definition.span = span(from: start)
            return .union(definition)
        }
        if isKeyword(keyword, "enum") {
            var definition = try parseEnumTypeDefinition()
            if definition.directives.isEmpty && definition.values.isEmpty { throw unexpected() }
            definition.isExtension = true
            definition.span = span(from: start)
            return .enumeration(definition)
        }
        if isKeyword(keyword, "input") {
            var definition = try parseInputObjectTypeDefinition()
            if definition.directives.isEmpty && definition.fields.isEmpty { throw unexpected() }
            definition.isExtension = true
            definition.span = span(from: start)
            return .inputObject(definition)
        }
        throw unexpected(keyword)
    }
}
