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
        for index in definitions.indices {
            let isRepeated = checkMemberName(
                definitions[index].name, kindName: "Field", typeName: typeName, sourceIndex: sourceIndex,
                rule: SchemaRule.uniqueFieldDefinitionNames, names: &names)
            let type = resolve(definitions[index].type, sourceIndex: sourceIndex)
            if isChecked {
                checkName(definitions[index].name, definitionSpan: definitions[index].span, sourceIndex: sourceIndex)
                if let kind = kind(of: type.namedType), !kind.isOutputType {
                    report(
                        "The type of \(typeName).\(definitions[index].name) must be Output Type but got: \(describe(type)).",
                        rule: SchemaRule.validateFields, at: definitions[index].type.span, in: sourceIndex)
                }
                if !definitions[index].directives.isEmpty {
                    checkDirectives(definitions[index].directives, at: .fieldDefinition, sourceIndex: sourceIndex)
                }
            }
            let arguments =
                definitions[index].arguments.isEmpty
                ? []
                : buildArguments(
                    definitions[index].arguments, owner: typeName + "." + definitions[index].name.value,
                    isDirective: false, sourceIndex: sourceIndex)
            guard !isRepeated else { continue }
            let reason = definitions[index].directives.isEmpty ? nil : deprecationReason(definitions[index].directives)
            fields.append(
                SchemaField(
                    definition: definitions[index], type: type, arguments: arguments, deprecationReason: reason,
                    sourceIndex: sourceIndex))
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
        for index in definitions.indices {
            let isRepeated = checkMemberName(
                definitions[index].name, kindName: "Enum value", typeName: typeName, sourceIndex: sourceIndex,
                rule: SchemaRule.uniqueEnumValueNames, names: &names)
            checkName(definitions[index].name, definitionSpan: definitions[index].span, sourceIndex: sourceIndex)
            let hasDirectives = !definitions[index].directives.isEmpty
            if hasDirectives {
                checkDirectives(definitions[index].directives, at: .enumValue, sourceIndex: sourceIndex)
            }
            guard !isRepeated else { continue }
            values.append(
                SchemaEnumValue(
                    definition: definitions[index],
                    deprecationReason: hasDirectives ? deprecationReason(definitions[index].directives) : nil,
                    sourceIndex: sourceIndex))
        }
        return values
    }

    /// Builds the fields one part of an input object type defines, checking each.
    mutating func buildInputFields(
        _ definitions: [InputValueDefinition], typeName: String, part: TypePart, names: inout MemberNames
    ) -> [SchemaInputValue] {
        let sourceIndex = part.sourceIndex
        var fields: [SchemaInputValue] = []
        fields.reserveCapacity(definitions.count)
        for index in definitions.indices {
            let isRepeated = checkMemberName(
                definitions[index].name, kindName: "Field", typeName: typeName, sourceIndex: sourceIndex,
                rule: SchemaRule.uniqueFieldDefinitionNames, names: &names)
            let field = buildInputValue(
                definitions, at: index, owner: typeName, role: .inputField, sourceIndex: sourceIndex)
            guard !isRepeated else { continue }
            fields.append(field)
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
                notes: isBuiltIn(earlier.sourceIndex)
                    ? [] : [note("existing definition", at: earlier.name.span, in: earlier.sourceIndex)])
        } else {
            report(
                "\(kindName) \"\(typeName).\(name)\" can only be defined once.", rule: rule, at: name.span,
                in: sourceIndex, notes: [note("first defined here", at: earlier.name.span, in: earlier.sourceIndex)])
        }
        return true
    }
}
