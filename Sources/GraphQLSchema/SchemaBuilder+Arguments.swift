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
        if isChecked && definitions.count > 1 {
            checkUniqueArgumentDefinitions(definitions, owner: owner(), sourceIndex: sourceIndex)
        }
        var arguments: [SchemaInputValue] = []
        arguments.reserveCapacity(definitions.count)
        for index in definitions.indices {
            arguments.append(
                buildInputValue(
                    definitions, at: index, owner: owner(), role: isDirective ? .directiveArgument : .fieldArgument,
                    sourceIndex: sourceIndex))
        }
        return arguments
    }

    /// Builds one argument or input field, checking it (unless built in): a name not starting
    /// with `__`, an input type, not both required and deprecated, its directives and its
    /// default value.
    mutating func buildInputValue(
        _ definitions: [InputValueDefinition], at index: Int, owner: @autoclosure () -> String, role: InputValueRole,
        sourceIndex: Int32
    ) -> SchemaInputValue {
        let type = resolve(definitions[index].type, sourceIndex: sourceIndex)
        let hasDirectives = !definitions[index].directives.isEmpty
        let reason = hasDirectives ? deprecationReason(definitions[index].directives) : nil
        if !isBuiltIn(sourceIndex) {
            let name = definitions[index].name
            checkName(name, definitionSpan: definitions[index].span, sourceIndex: sourceIndex)
            if let kind = kind(of: type.namedType), !kind.isInputType {
                report(
                    "The type of \(role.describe(name.value, of: owner())) must be Input Type but got: \(describe(type)).",
                    rule: role.rule, at: definitions[index].type.span, in: sourceIndex)
            }
            if reason != nil, type.isNonNull, definitions[index].defaultValue == nil,
                let deprecated = deprecatedDirective(definitions[index].directives)
            {
                report(
                    "Required \(role.noun) \(role.describe(name.value, of: owner())) cannot be deprecated.",
                    rule: role.rule, at: deprecated.span, in: sourceIndex,
                    notes: [note("required by its type", at: definitions[index].type.span, in: sourceIndex)])
            }
            if hasDirectives {
                checkDirectives(definitions[index].directives, at: role.directiveLocation, sourceIndex: sourceIndex)
            }
            if let defaultValue = definitions[index].defaultValue {
                checkUniqueInputFieldNames(defaultValue, sourceIndex: sourceIndex)
            }
        }
        return SchemaInputValue(
            definition: definitions[index], type: type, deprecationReason: reason, sourceIndex: sourceIndex)
    }

    /// Reports each argument name defined more than once, at its second definition.
    private mutating func checkUniqueArgumentDefinitions(
        _ definitions: [InputValueDefinition], owner: @autoclosure () -> String, sourceIndex: Int32
    ) {
        // Each repeated name once: at its first repetition, the other definitions as notes.
        for group in RepeatedNames.groups(definitions.count, name: { definitions[$0].name.value }) {
            let second = definitions[group[1]].name
            report(
                "Argument \"\(owner())(\(second):)\" can only be defined once.",
                rule: SchemaRule.uniqueArgumentDefinitionNames, at: second.span, in: sourceIndex,
                notes: group.filter { $0 != group[1] }.map {
                    note("also defined here", at: definitions[$0].name.span, in: sourceIndex)
                })
        }
    }
}

/// What an input value is to its owner, for messages and directive locations.
enum InputValueRole {
    case fieldArgument, directiveArgument, inputField

    /// The check's rule: the reference's function for the owner's kind.
    var rule: String {
        switch self {
        case .fieldArgument: SchemaRule.validateFields
        case .directiveArgument: SchemaRule.validateDirectives
        case .inputField: SchemaRule.validateInputFields
        }
    }

    /// "argument" or "input field".
    var noun: String { self == .inputField ? "input field" : "argument" }

    /// `Type.field(name:)`, `@directive(name:)` or `Input.name`.
    func describe(_ name: String, of owner: String) -> String {
        self == .inputField ? "\(owner).\(name)" : "\(owner)(\(name):)"
    }

    var directiveLocation: DirectiveLocation {
        self == .inputField ? .inputFieldDefinition : .argumentDefinition
    }
}
