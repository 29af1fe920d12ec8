import GraphQLSyntax

extension SchemaBuilder {
    /// Builds the fields one part of an object or interface type defines, checking each.
    mutating func buildFields(
        _ definitions: [FieldDefinition], typeName: String, part: TypePart, names: inout MemberNames
    ) -> [SchemaField] {
        let sourceIndex = part.sourceIndex
        let isChecked = !isBuiltIn(sourceIndex)
        var fields: [SchemaField] = []
        fields.reserveCapacity(definitions.count)
        for definition in definitions {
            let isRepeated = checkMemberName(
                definition.name, kindName: "Field", typeName: typeName, sourceIndex: sourceIndex,
                rule: SchemaRule.uniqueFieldDefinitionNames, names: &names)
            let type = resolve(definition.type, sourceIndex: sourceIndex)
            if isChecked {
                checkName(definition.name, definitionSpan: definition.span, sourceIndex: sourceIndex)
                if let kind = kind(of: type.namedType), !kind.isOutputType {
                    report(
                        "The type of \(typeName).\(definition.name) must be Output Type but got: \(describe(type)).",
                        rule: SchemaRule.validateFields, at: definition.type.span, in: sourceIndex)
                }
                checkDirectives(definition.directives, at: .fieldDefinition, sourceIndex: sourceIndex)
            }
            let arguments = buildArguments(
                definition.arguments, owner: typeName + "." + definition.name.value, isDirective: false, sourceIndex: sourceIndex)
            guard !isRepeated else { continue }
            fields.append(
                SchemaField(
                    definition: definition, type: type, arguments: arguments,
                    deprecationReason: deprecationReason(definition.directives), sourceIndex: sourceIndex))
        }
        return fields
    }

    /// Builds the values one part of an enum type defines, checking each.
    mutating func buildEnumValues(
        _ definitions: [EnumValueDefinition], typeName: String, part: TypePart, names: inout MemberNames
    ) -> [SchemaEnumValue] {
        let sourceIndex = part.sourceIndex
        var values: [SchemaEnumValue] = []
        values.reserveCapacity(definitions.count)
        for definition in definitions {
            let isRepeated = checkMemberName(
                definition.name, kindName: "Enum value", typeName: typeName, sourceIndex: sourceIndex,
                rule: SchemaRule.uniqueEnumValueNames, names: &names)
            checkName(definition.name, definitionSpan: definition.span, sourceIndex: sourceIndex)
            checkDirectives(definition.directives, at: .enumValue, sourceIndex: sourceIndex)
            guard !isRepeated else { continue }
            values.append(
                SchemaEnumValue(
                    definition: definition, deprecationReason: deprecationReason(definition.directives),
                    sourceIndex: sourceIndex))
        }
        return values
    }

    /// Builds the fields one part of an input object type defines, checking each.
    mutating func buildInputFields(
        _ definitions: [InputValueDefinition], typeName: String, part: TypePart, names: inout MemberNames
    ) -> [SchemaInputValue] {
        let sourceIndex = part.sourceIndex
        let isChecked = !isBuiltIn(sourceIndex)
        var fields: [SchemaInputValue] = []
        fields.reserveCapacity(definitions.count)
        for definition in definitions {
            let isRepeated = checkMemberName(
                definition.name, kindName: "Field", typeName: typeName, sourceIndex: sourceIndex,
                rule: SchemaRule.uniqueFieldDefinitionNames, names: &names)
            let type = resolve(definition.type, sourceIndex: sourceIndex)
            let reason = deprecationReason(definition.directives)
            if isChecked {
                let owner = typeName + "." + definition.name.value
                checkName(definition.name, definitionSpan: definition.span, sourceIndex: sourceIndex)
                if let kind = kind(of: type.namedType), !kind.isInputType {
                    report(
                        "The type of \(owner) must be Input Type but got: \(describe(type)).",
                        rule: SchemaRule.validateInputFields, at: definition.type.span, in: sourceIndex)
                }
                if reason != nil, type.isNonNull, definition.defaultValue == nil,
                    let deprecated = deprecatedDirective(definition.directives)
                {
                    report(
                        "Required input field \(owner) cannot be deprecated.", rule: SchemaRule.validateInputFields,
                        at: deprecated.span, in: sourceIndex,
                        notes: [note("required by its type", at: definition.type.span, in: sourceIndex)])
                }
                checkDirectives(definition.directives, at: .inputFieldDefinition, sourceIndex: sourceIndex)
                if let defaultValue = definition.defaultValue {
                    checkUniqueInputFieldNames(defaultValue, sourceIndex: sourceIndex)
                }
            }
            guard !isRepeated else { continue }
            fields.append(
                SchemaInputValue(definition: definition, type: type, deprecationReason: reason, sourceIndex: sourceIndex))
        }
        return fields
    }

    /// Records a member's name, reporting it when an earlier part or member of the type has
    /// it; returns whether it was repeated.
    private mutating func checkMemberName(
        _ name: Name, kindName: String, typeName: String, sourceIndex: Int32, rule: String,
        names: inout MemberNames
    ) -> Bool {
        guard let earlier = names.find(name.value) else {
            names.insert(name, sourceIndex: sourceIndex)
            return false
        }
        if isExtending && !isExisting(sourceIndex) && isExisting(earlier.sourceIndex) {
            report(
                "\(kindName) \"\(typeName).\(name)\" already exists in the schema. It cannot also be defined in this type extension.",
                rule: rule, at: name.span, in: sourceIndex,
                notes: isBuiltIn(earlier.sourceIndex) ? [] : [note("existing definition", at: earlier.name.span, in: earlier.sourceIndex)])
        } else {
            report(
                "\(kindName) \"\(typeName).\(name)\" can only be defined once.", rule: rule, at: name.span,
                in: sourceIndex, notes: [note("first defined here", at: earlier.name.span, in: earlier.sourceIndex)])
        }
        return true
    }
}
