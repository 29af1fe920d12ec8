import GraphQLSyntax

extension SchemaBuilder {
    /// Builds the arguments of a field (`owner` "Type.field") or of a directive (`owner`
    /// "@name"), checking each: a unique name not starting with `__`, an input type, not both
    /// required and deprecated, its directives and its default value.
    mutating func buildArguments(
        _ definitions: [InputValueDefinition], owner: @autoclosure () -> String, isDirective: Bool, sourceIndex: Int32
    ) -> [SchemaInputValue] {
        guard !definitions.isEmpty else { return [] }
        let isChecked = !isBuiltIn(sourceIndex)
        if isChecked && definitions.count > 1 { checkUniqueArgumentDefinitions(definitions, owner: owner(), sourceIndex: sourceIndex) }
        var arguments: [SchemaInputValue] = []
        arguments.reserveCapacity(definitions.count)
        for definition in definitions {
            let type = resolve(definition.type, sourceIndex: sourceIndex)
            let reason = deprecationReason(definition.directives)
            if isChecked {
                let name = definition.name.value
                checkName(definition.name, definitionSpan: definition.span, sourceIndex: sourceIndex)
                let rule = isDirective ? SchemaRule.validateDirectives : SchemaRule.validateFields
                if let kind = kind(of: type.namedType), !kind.isInputType {
                    report(
                        "The type of \(owner())(\(name):) must be Input Type but got: \(describe(type)).", rule: rule,
                        at: definition.type.span, in: sourceIndex)
                }
                if reason != nil, type.isNonNull, definition.defaultValue == nil,
                    let deprecated = deprecatedDirective(definition.directives)
                {
                    report(
                        "Required argument \(owner())(\(name):) cannot be deprecated.", rule: rule, at: deprecated.span,
                        in: sourceIndex, notes: [note("required by its type", at: definition.type.span, in: sourceIndex)])
                }
                checkDirectives(definition.directives, at: .argumentDefinition, sourceIndex: sourceIndex)
                if let defaultValue = definition.defaultValue {
                    checkUniqueInputFieldNames(defaultValue, sourceIndex: sourceIndex)
                }
            }
            arguments.append(
                SchemaInputValue(definition: definition, type: type, deprecationReason: reason, sourceIndex: sourceIndex))
        }
        return arguments
    }

    /// Reports each argument name defined more than once, at its second definition.
    private mutating func checkUniqueArgumentDefinitions(
        _ definitions: [InputValueDefinition], owner: String, sourceIndex: Int32
    ) {
        var reported = Set<String>()
        for (offset, definition) in definitions.enumerated() where !reported.contains(definition.name.value) {
            let same = definitions[(offset + 1)...].filter { $0.name.value == definition.name.value }
            guard let second = same.first else { continue }
            reported.insert(definition.name.value)
            let others = [definition] + same.dropFirst()
            report(
                "Argument \"\(owner)(\(definition.name):)\" can only be defined once.",
                rule: SchemaRule.uniqueArgumentDefinitionNames, at: second.name.span, in: sourceIndex,
                notes: others.map { note("also defined here", at: $0.name.span, in: sourceIndex) })
        }
    }
}
