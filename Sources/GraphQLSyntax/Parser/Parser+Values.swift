extension DocumentParser {
    /// Value (§2.9); in a constant context (`constant`), a variable is an error.
    mutating func parseValueLiteral(constant: Bool) throws(SyntaxError) -> Value {
        let current = token
        switch current.kind {
        case .bracketLeft:
            try advance()
            return try nested(openedAt: current.start) { parser throws(SyntaxError) in
                var values: [Value] = []
                while try !parser.skip(.bracketRight) {
                    values.append(try parser.parseValueLiteral(constant: constant))
                }
                return Value(.list(values), span: parser.span(from: current.start))
            }
        case .braceLeft:
            try advance()
            return try nested(openedAt: current.start) { parser throws(SyntaxError) in
                var fields: [ObjectField] = []
                while try !parser.skip(.braceRight) {
                    let start = parser.token.start
                    let name = try parser.parseName()
                    try parser.expect(.colon)
                    let value = try parser.parseValueLiteral(constant: constant)
                    fields.append(ObjectField(name: name, value: value, span: parser.span(from: start)))
                }
                return Value(.object(fields), span: parser.span(from: current.start))
            }
        case .int:
            try advance()
            return Value(.int(lexer.text(of: current)), span: current.span)
        case .float:
            try advance()
            return Value(.float(lexer.text(of: current)), span: current.span)
        case .string, .blockString:
            try advance()
            return Value(
                .string(lexer.stringValue(of: current), block: current.kind == .blockString), span: current.span)
        case .name:
            try advance()
            if isKeyword(current, "true") { return Value(.boolean(true), span: current.span) }
            if isKeyword(current, "false") { return Value(.boolean(false), span: current.span) }
            if isKeyword(current, "null") { return Value(.null, span: current.span) }
            let name = interner.intern(lexer.base + current.start, count: current.end - current.start)
            return Value(.enumValue(name), span: current.span)
        case .dollar:
            if constant {
                try advance()
                if token.kind == .name {
                    throw SyntaxError(
                        "Unexpected variable \"$\(lexer.text(of: token))\" in constant value.", at: current.start,
                        end: token.end)
                }
                throw unexpected(current)
            }
            let variable = try parseVariable()
            return Value(.variable(variable.name), span: variable.span)
        default:
            throw unexpected()
        }
    }
}
