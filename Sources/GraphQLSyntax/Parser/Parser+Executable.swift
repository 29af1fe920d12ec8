extension DocumentParser {
    /// OperationDefinition : SelectionSet | OperationType Name? VariableDefinitions? Directives? SelectionSet
    mutating func parseOperationDefinition() throws(SyntaxError) -> OperationDefinition {
        let start = token.start
        if peek(.braceLeft) {
            let selectionSet = try parseSelectionSet()
            return OperationDefinition(
                operation: .query, name: nil, selectionSet: selectionSet, span: span(from: start))
        }
        let operation = try parseOperationType()
        let name = peek(.name) ? try parseName() : nil
        let variables = try parseVariableDefinitions()
        let directives = try parseDirectives(constant: false)
        let selectionSet = try parseSelectionSet()
        return OperationDefinition(
            operation: operation, name: name, variableDefinitions: variables, directives: directives,
            selectionSet: selectionSet, span: span(from: start))
    }

    /// `($a: T = default @d, …)`, optional; when present it holds at least one definition.
    mutating func parseVariableDefinitions() throws(SyntaxError) -> [VariableDefinition] {
        guard try skip(.parenLeft) else { return [] }
        var definitions: [VariableDefinition] = []
        repeat {
            let start = token.start
            let variable = try parseVariable()
            try expect(.colon)
            let type = try parseTypeReference()
            let defaultValue = try skip(.equals) ? try parseValueLiteral(constant: true) : nil
            let directives = try parseDirectives(constant: true)
            definitions.append(
                VariableDefinition(
                    variable: variable, type: type, defaultValue: defaultValue, directives: directives,
                    span: span(from: start)))
        } while try !skip(.parenRight)
        return definitions
    }

    /// `$name`
    mutating func parseVariable() throws(SyntaxError) -> Variable {
        let start = token.start
        try expect(.dollar)
        let name = try parseName()
        return Variable(name: name, span: span(from: start))
    }

    /// `{ Selection+ }`
    mutating func parseSelectionSet() throws(SyntaxError) -> SelectionSet {
        let start = token.start
        try expect(.braceLeft)
        return try nested(openedAt: start) { parser throws(SyntaxError) in
            var selections: [Selection] = []
            selections.reserveCapacity(4)
            repeat {
                selections.append(try parser.parseSelection())
            } while try !parser.skip(.braceRight)
            return SelectionSet(selections: selections, span: parser.span(from: start))
        }
    }

    mutating func parseSelection() throws(SyntaxError) -> Selection {
        peek(.spread) ? try parseFragment() : try parseField()
    }

    /// Field : Alias? Name Arguments? Directives? SelectionSet?
    ///
    /// Returns the field as a `Selection`, built in place (wrapping a returned `Field` would
    /// copy it, retaining and releasing every array it holds).
    mutating func parseField() throws(SyntaxError) -> Selection {
        let start = token.start
        var alias: Name? = nil
        var name = try parseName()
        if try skip(.colon) {
            alias = name
            name = try parseName()
        }
        let arguments = try parseArguments(constant: false)
        let directives = try parseDirectives(constant: false)
        let selectionSet = peek(.braceLeft) ? try parseSelectionSet() : nil
        return .field(
            Field(
                alias: alias, name: name, arguments: arguments, directives: directives, selectionSet: selectionSet,
                span: span(from: start)))
    }

    /// `...Name @d` or `... on Type @d { … }` (the type condition is optional).
    mutating func parseFragment() throws(SyntaxError) -> Selection {
        let start = token.start
        try expect(.spread)
        let hasTypeCondition = try skipKeyword("on")
        if !hasTypeCondition, peek(.name) {
            let name = try parseFragmentName()
            let directives = try parseDirectives(constant: false)
            return .fragmentSpread(FragmentSpread(name: name, directives: directives, span: span(from: start)))
        }
        let typeCondition = hasTypeCondition ? try parseName() : nil
        let directives = try parseDirectives(constant: false)
        let selectionSet = try parseSelectionSet()
        return .inlineFragment(
            InlineFragment(
                typeCondition: typeCondition, directives: directives, selectionSet: selectionSet,
                span: span(from: start)))
    }

    /// `fragment Name on Type @d { … }`
    mutating func parseFragmentDefinition() throws(SyntaxError) -> FragmentDefinition {
        let start = token.start
        try expectKeyword("fragment")
        let name = try parseFragmentName()
        try expectKeyword("on")
        let typeCondition = try parseName()
        let directives = try parseDirectives(constant: false)
        let selectionSet = try parseSelectionSet()
        return FragmentDefinition(
            name: name, typeCondition: typeCondition, directives: directives, selectionSet: selectionSet,
            span: span(from: start))
    }

    /// FragmentName : Name but not `on`
    mutating func parseFragmentName() throws(SyntaxError) -> Name {
        if peekKeyword("on") { throw unexpected() }
        return try parseName()
    }
}
