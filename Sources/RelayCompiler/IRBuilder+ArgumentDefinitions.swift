import GraphQLSchema
import GraphQLSyntax

extension IRBuilder {
    /// The fragment's type condition and its `@argumentDefinitions`, each
    /// `name: {type: "T", defaultValue: v}` with `T` parsed and resolved against the schema, or
    /// `name: {type: "T", provider: "P"}`, an argument the app provides.
    mutating func signature(of fragment: FragmentDefinition, in source: Source) -> FragmentSignature {
        var typeCondition = schema.typeID(named: fragment.typeCondition.value)
        if let type = typeCondition, !schema.kind(of: type).isComposite { typeCondition = nil }
        var definitions: [IR.VariableDefinition] = []
        var provided: [IR.ProvidedVariable] = []
        var seenDirective = false
        var isComplete = true
        for directive in fragment.directives where directive.name.value == "argumentDefinitions" {
            if seenDirective {
                isComplete = false
                // (Validation reports it too, in its words: only a caller that skipped it hears Relay's.)
                guard reportsRepeatedArgumentDefinitions else { continue }
                diagnostics.append(
                    name(directive.name, source).error(
                        "Expected at-most one '@argumentDefinitions' directive per fragment"))
                continue
            }
            seenDirective = true
            for argument in directive.arguments {
                guard let (definition, provider) = argumentDefinition(argument, in: source) else {
                    isComplete = false
                    continue
                }
                if let provider {
                    var variable = definition
                    variable.name.value = IR.ProvidedVariable.variableName(forProvider: provider)
                    provided.append(
                        IR.ProvidedVariable(argument: definition.name, definition: variable, provider: provider))
                } else {
                    definitions.append(definition)
                }
            }
        }
        return FragmentSignature(
            typeCondition: typeCondition, argumentDefinitions: definitions, providedVariables: provided,
            isComplete: isComplete)
    }

    private mutating func argumentDefinition(_ argument: Argument, in source: Source) -> (
        IR.VariableDefinition, provider: String?
    )? {
        let location = IR.Location(source: source, span: argument.value.span)
        guard case .object(let fields) = argument.value.kind else {
            diagnostics.append(
                location.error(
                    "Expected `@argumentDefinitions` value to be an object with `type` and (optionally) "
                        + "`defaultValue` properties"))
            return nil
        }
        var type: SchemaTypeReference?
        var sawType = false
        var defaultValue: (value: IR.Value, location: IR.Location)?
        var provider: (name: String, location: IR.Location)?
        var directives: [IR.Directive] = []
        for field in fields {
            switch field.name.value {
            case "type":
                sawType = true
                guard case .string(let text, _) = field.value.kind else {
                    diagnostics.append(
                        IR.Location(source: source, span: field.value.span).error(typeMustBeString))
                    return nil
                }
                guard let resolved = resolveType(text, at: IR.Location(source: source, span: field.value.span)) else {
                    return nil
                }
                type = resolved
            case "defaultValue":
                defaultValue = (value(field.value), IR.Location(source: source, span: field.value.span))
            case "provider":
                let location = IR.Location(source: source, span: field.name.span)
                guard case .string(let name, _) = field.value.kind else {
                    diagnostics.append(
                        IR.Location(source: source, span: field.value.span).error(
                            "Expected the 'provider' value to @argumentDefinitions to be a string literal if provided.")
                    )
                    // Kept as provided, named as written, so that its uses report nothing more.
                    provider = (value(field.value).graphQLText, location)
                    continue
                }
                provider = (name, location)
            case "unusedLocalVariable_DEPRECATED":
                // Kept as a marker: the unused-argument check reads it.
                directives.append(
                    IR.Directive(
                        name: name(field.name, source),
                        arguments: [
                            IR.Argument(
                                name: name(field.name, source), value: value(field.value),
                                valueLocation: IR.Location(source: source, span: field.value.span))
                        ],
                        location: IR.Location(source: source, span: field.span)))
            default:
                diagnostics.append(
                    name(field.name, source).error(
                        "Invalid value passed to `@argumentDefinitions`, supported options include `type` and "
                            + "`defaultValue`, got `\(field.name.value)`"))
            }
        }
        guard sawType, let type else {
            if !sawType { diagnostics.append(location.error(typeMustBeString)) }
            return nil
        }
        if let provider, let (_, location) = defaultValue {
            // Relay's words; the value is the provider's to give. The argument is kept, without the
            // default.
            diagnostics.append(
                provider.location.error(
                    "Module-provided variable ('\(argument.name.value)') may not declare a default value",
                    notes: [location.note("Default value declared here")]))
            defaultValue = nil
        }
        if let (value, location) = defaultValue, let expected = expectation(unmetBy: value, of: type) {
            // Reported, and the definition kept: its spreads are still checked against it.
            diagnostics.append(
                location.error(
                    "Expected \(expected) for the default value of argument '\(argument.name.value)', "
                        + "got '\(value.graphQLText)'."))
        }
        let definition = IR.VariableDefinition(
            name: name(argument.name, source), type: type, defaultValue: defaultValue?.value, directives: directives)
        return (definition, provider?.name)
    }

    /// What a default value fails to be, if anything. The query text carries it to the server as
    /// it is (as a variable's default, or in place of the argument), so it must be a constant of
    /// the argument's type.
    private func expectation(unmetBy value: IR.Value, of type: SchemaTypeReference) -> String? {
        if value.containsVariable { return "a constant value" }
        guard !LiteralTypeCheck(schema: schema).accepts(value, as: type) else { return nil }
        return "a value of type '\(schema.describe(type))'"
    }

    private var typeMustBeString: String {
        "Expected `@argumentDefinitions` value to have a `type` field with a literal string value (e.g. `type: \"Int!\"`)"
    }

    /// A type written as a string (`"[Int]!"`), parsed, resolved and required to be an input type.
    private mutating func resolveType(_ text: String, at location: IR.Location) -> SchemaTypeReference? {
        let reference: TypeReference
        do {
            reference = try Parser.parseType(Source(text: text, name: location.source.name))
        } catch {
            diagnostics.append(location.error("Invalid type '\(text)' in `@argumentDefinitions`: \(error.message)"))
            return nil
        }
        guard let resolved = schema.typeReference(for: reference) else {
            // The type is written in a string: a suggestion replaces its name in that string.
            let written = reference.namedType.value
            diagnostics.append(
                unknownType(written, at: location, fits: \.isInputType) { suggestion in
                    Printer.printString(text.replacingOccurrences(of: written, with: suggestion))
                })
            return nil
        }
        guard schema.kind(of: resolved.namedType).isInputType else {
            diagnostics.append(
                location.error(
                    "Expected argument definition to have an input type (scalar, enum, or input object), found type "
                        + "'\(schema.describe(resolved))'"))
            return nil
        }
        return resolved
    }
}
