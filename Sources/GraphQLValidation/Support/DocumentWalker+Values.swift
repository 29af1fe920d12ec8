import GraphQLSchema
import GraphQLSyntax

extension DocumentWalker {
    /// Walks a value where `type` is expected (nil when unknown), as the reference's
    /// `TypeInfo` does: list items expect the item type, object fields their field's type.
    ///
    /// `checksValue` turns ValuesOfCorrectType off below a value it has already reported
    /// (the reference skips the rest of that value for this rule only: the other rules
    /// still see it). `collects` is false where a variable is not a use.
    mutating func walkValue(
        _ value: Value, type: SchemaTypeReference?, hasLocationDefault: Bool, checksValue: Bool, collects: Bool
    ) {
        switch value.kind {
        case .variable(let name):
            if collects { recordUsage(of: name, at: value.span, type: type, hasLocationDefault: hasLocationDefault) }
        case .null:
            if checksValue { ValuesOfCorrectType.checkNull(value, type: type, in: self) }
        case .list(let items):
            let listType = type?.nullable
            // A list where a single value is expected: its items expect that same type.
            let itemType = listType.flatMap { $0.isList ? $0.ofType : $0 }
            var checksItems = checksValue
            if checksValue, let listType, !listType.isList {
                ValuesOfCorrectType.checkLeaf(value, locationType: itemType, in: self)
                checksItems = false
            } else if checksValue, listType == nil {
                checksItems = false
            }
            for item in items {
                walkValue(item, type: itemType, hasLocationDefault: false, checksValue: checksItems, collects: collects)
            }
        case .object(let fields):
            walkObject(value, fields: fields, type: type, checksValue: checksValue, collects: collects)
        case .int, .float, .string, .boolean, .enumValue:
            if checksValue { ValuesOfCorrectType.checkLeaf(value, locationType: type, in: self) }
        }
    }

    private mutating func walkObject(
        _ value: Value, fields: [ObjectField], type: SchemaTypeReference?, checksValue: Bool, collects: Bool
    ) {
        UniqueInputFieldNames.check(fields, in: self)
        var inputObject: SchemaType?
        if let type, context.kind(of: type.namedType) == .inputObject { inputObject = schema[type.namedType] }
        var checksFields = checksValue
        if checksValue {
            if let inputObject {
                ValuesOfCorrectType.checkObject(value, fields: fields, type: inputObject, in: self)
            } else {
                ValuesOfCorrectType.checkLeaf(value, locationType: type, in: self)
                checksFields = false
            }
        }
        for field in fields {
            let definition = inputObject?.inputField(named: field.name.value)
            if checksFields, definition == nil, let inputObject {
                ValuesOfCorrectType.reportUnknownField(field, of: inputObject, in: self)
            }
            let fieldType = definition.flatMap { context.kind(of: $0.type.namedType).isInputType ? $0.type : nil }
            walkValue(
                field.value, type: fieldType, hasLocationDefault: definition?.defaultValue != nil,
                checksValue: checksFields, collects: collects)
        }
    }

    /// Records a use of a variable; in Relay's mode a fragment's own argument is checked
    /// here against its declared type instead, since no operation defines it.
    private mutating func recordUsage(
        of name: Name, at span: SourceSpan, type: SchemaTypeReference?, hasLocationDefault: Bool
    ) {
        if !localArguments.isEmpty, let argument = localArguments.first(where: { $0.name == name.value }) {
            VariablesInAllowedPosition.checkFragmentArgument(
                argument, usedAt: span, expecting: type, hasLocationDefault: hasLocationDefault, in: self)
            return
        }
        usages.append(VariableUsage(name: name.value, span: span, type: type, hasLocationDefault: hasLocationDefault))
    }

    /// Type-system definitions are not executable (ExecutableDefinitions says so); the
    /// reference still runs the other rules over them, which here means the type names
    /// they mention and the directives applied to them.
    mutating func walkTypeSystemDefinition(_ definition: Definition) {
        TypeSystemDefinitionWalk.walk(definition, with: &self)
    }
}
