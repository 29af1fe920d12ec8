import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

extension IRBuilder {
    /// The IR of a selection set on `parent`; selections that cannot be resolved are reported
    /// and left out.
    mutating func buildSelections(_ selectionSet: SelectionSet, parent: TypeID, scope: Scope) -> [IR.Selection] {
        var selections: [IR.Selection] = []
        selections.reserveCapacity(selectionSet.selections.count)
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                if let built = buildField(field, parent: parent, scope: scope) { selections.append(built) }
            case .inlineFragment(let fragment):
                if let built = buildInlineFragment(fragment, parent: parent, scope: scope) {
                    selections.append(.inlineFragment(built))
                }
            case .fragmentSpread(let spread):
                selections.append(.fragmentSpread(buildSpread(spread, scope: scope)))
            }
        }
        return selections
    }

    private mutating func buildField(_ field: Field, parent: TypeID, scope: Scope) -> IR.Selection? {
        let fieldName = name(field.name, scope.source)
        guard let schemaField = schema.field(named: field.name.value, on: parent) else {
            let parentType = schema[parent]
            let suggestions = Suggestions.list(for: field.name.value, among: parentType.fields.map(\.name))
            let message = RelayMessages.unknownField(field.name.value, on: parentType.name, similar: suggestions)
            diagnostics.append(
                fieldName.error(
                    message,
                    fixIts: Suggestions.fixIts(renaming: field.name.value, at: field.name.span, to: suggestions)))
            return nil
        }
        let alias = field.alias.map { name($0, scope.source) }
        let arguments = buildArguments(field.arguments, scope: scope) { schemaField.argument(named: $0)?.type }
        let directives = buildDirectives(field.directives, scope: scope)
        let fieldType = schema[schemaField.type.namedType]
        if fieldType.kind.isComposite {
            guard let selectionSet = field.selectionSet else {
                diagnostics.append(
                    fieldName.error(RelayMessages.missingSelections(field.name.value, of: schema[parent].name)))
                return nil
            }
            return .linkedField(
                IR.LinkedField(
                    alias: alias, name: fieldName, type: schemaField.type, arguments: arguments, directives: directives,
                    selections: buildSelections(selectionSet, parent: fieldType.id, scope: scope)))
        }
        if field.selectionSet != nil {
            diagnostics.append(
                fieldName.error(RelayMessages.selectionsOnScalarField(field.name.value, of: schema[parent].name)))
            return nil
        }
        return .scalarField(
            IR.ScalarField(
                alias: alias, name: fieldName, type: schemaField.type, arguments: arguments, directives: directives))
    }

    private mutating func buildInlineFragment(
        _ fragment: InlineFragment, parent: TypeID, scope: Scope
    ) -> IR.InlineFragment? {
        var typeCondition: TypeID?
        if let condition = fragment.typeCondition {
            guard let resolved = schema.typeID(named: condition.value), schema.kind(of: resolved).isComposite else {
                diagnostics.append(unknownType(condition, in: scope.source, fits: \.isComposite))
                return nil
            }
            typeCondition = resolved
        }
        return IR.InlineFragment(
            typeCondition: typeCondition, directives: buildDirectives(fragment.directives, scope: scope),
            selections: buildSelections(fragment.selectionSet, parent: typeCondition ?? parent, scope: scope),
            location: IR.Location(source: scope.source, span: fragment.span))
    }

    private mutating func buildSpread(_ spread: FragmentSpread, scope: Scope) -> IR.FragmentSpread {
        let signature = signatures[spread.name.value]
        var arguments: [IR.Argument] = []
        var directives: [Directive] = []
        var sawArguments = false
        for directive in spread.directives {
            guard directive.name.value == "arguments" else {
                directives.append(directive)
                continue
            }
            if sawArguments {
                diagnostics.append(
                    name(directive.name, scope.source).error(
                        "Expected at-most one '@arguments' directive per fragment spread"))
                continue
            }
            sawArguments = true
            arguments = buildArguments(directive.arguments, scope: scope) { argumentName in
                signature?.argumentDefinitions.first { $0.name.value == argumentName }?.type
            }
        }
        return IR.FragmentSpread(
            name: name(spread.name, scope.source), arguments: arguments,
            directives: buildDirectives(directives, scope: scope))
    }

    // MARK: Arguments and directives

    /// Arguments with the types `expectedType` gives for their names.
    mutating func buildArguments(
        _ arguments: [Argument], scope: Scope, expectedType: (String) -> SchemaTypeReference?
    ) -> [IR.Argument] {
        arguments.map { argument in
            IR.Argument(
                name: name(argument.name, scope.source), value: value(argument.value),
                expectedType: expectedType(argument.name.value),
                valueLocation: IR.Location(source: scope.source, span: argument.value.span))
        }
    }

    /// Directives with their arguments' types from the schema's declarations.
    mutating func buildDirectives(_ directives: [Directive], scope: Scope) -> [IR.Directive] {
        directives.map { directive in
            let declaration = schema.directive(named: directive.name.value)
            return IR.Directive(
                name: name(directive.name, scope.source),
                arguments: buildArguments(directive.arguments, scope: scope) { declaration?.argument(named: $0)?.type },
                location: IR.Location(source: scope.source, span: directive.span))
        }
    }

    /// A value detached from its source.
    func value(_ value: Value) -> IR.Value {
        switch value.kind {
        case .variable(let name): .variable(name.value)
        case .null: .null
        case .int(let lexeme): .int(lexeme)
        case .float(let lexeme): .float(lexeme)
        case .string(let string, _): .string(string)
        case .boolean(let bool): .boolean(bool)
        case .enumValue(let name): .enumValue(name)
        case .list(let items): .list(items.map(self.value))
        case .object(let fields):
            .object(fields.map { IR.ObjectField(name: $0.name.value, value: self.value($0.value)) })
        }
    }
}
