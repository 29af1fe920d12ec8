import GraphQLSyntax

extension SchemaBuilder {
    /// Checks directives applied in the SDL at one location: each is known and allowed there,
    /// a non-repeatable one is used once (`seen` spans the location: a type's definition and
    /// its extensions share one), its arguments are known, unique and the required ones given,
    /// and input object values repeat no field.
    mutating func checkDirectives(
        _ applied: [Directive], at location: DirectiveLocation, sourceIndex: Int32,
        seen: inout [String: (directive: Directive, sourceIndex: Int32)]
    ) {
        guard !applied.isEmpty, !isBuiltIn(sourceIndex) else { return }
        for directive in applied {
            let name = directive.name.value
            checkUniqueArgumentNames(directive.arguments, sourceIndex: sourceIndex)
            for argument in directive.arguments {
                checkUniqueInputFieldNames(argument.value, sourceIndex: sourceIndex)
            }
            guard let effective = effectiveDirectives[name] else {
                report(
                    "Unknown directive \"@\(name)\".", rule: SchemaRule.knownDirectives, at: directive.span,
                    in: sourceIndex)
                continue
            }
            let definition = effective.definition
            if !definition.locations.contains(where: { $0.value == location.rawValue }) {
                report(
                    "Directive \"@\(name)\" may not be used on \(location.rawValue).", rule: SchemaRule.knownDirectives,
                    at: directive.span, in: sourceIndex)
            }
            if !definition.isRepeatable {
                if let earlier = seen[name] {
                    report(
                        "The directive \"@\(name)\" can only be used once at this location.",
                        rule: SchemaRule.uniqueDirectivesPerLocation, at: directive.span, in: sourceIndex,
                        notes: [note("first used here", at: earlier.directive.span, in: earlier.sourceIndex)])
                } else {
                    seen[name] = (directive, sourceIndex)
                }
            }
            checkArguments(
                of: directive, against: definition, acceptsAnyArgument: effective.acceptsAnyArgument,
                sourceIndex: sourceIndex)
        }
    }

    /// Checks directives at a location that nothing else shares.
    mutating func checkDirectives(_ applied: [Directive], at location: DirectiveLocation, sourceIndex: Int32) {
        guard !applied.isEmpty, !isBuiltIn(sourceIndex) else { return }
        var seen: [String: (directive: Directive, sourceIndex: Int32)] = [:]
        checkDirectives(applied, at: location, sourceIndex: sourceIndex, seen: &seen)
    }

    /// Unknown arguments, and required arguments not provided.
    private mutating func checkArguments(
        of directive: Directive, against definition: DirectiveDefinition, acceptsAnyArgument: Bool, sourceIndex: Int32
    ) {
        let name = directive.name.value
        if !acceptsAnyArgument {
            for argument in directive.arguments
            where !definition.arguments.contains(where: { $0.name.value == argument.name.value }) {
                let suggestions = Suggestions.list(
                    for: argument.name.value, among: definition.arguments.map(\.name.value))
                report(
                    "Unknown argument \"\(argument.name)\" on directive \"@\(name)\"."
                        + Suggestions.didYouMean(suggestions),
                    rule: SchemaRule.knownArgumentNamesOnDirectives, at: argument.span, in: sourceIndex,
                    fixIts: Suggestions.fixIts(renaming: argument.name.value, at: argument.name.span, to: suggestions))
            }
        }
        // Of a required argument defined twice (an error of its own), the last definition counts.
        let required = definition.arguments.filter { $0.type.isNonNull && $0.defaultValue == nil }
        for (offset, first) in required.enumerated()
        where !required[..<offset].contains(where: { $0.name.value == first.name.value }) {
            let required = required.last { $0.name.value == first.name.value } ?? first
            if !directive.arguments.contains(where: { $0.name.value == required.name.value }) {
                report(
                    "Directive \"@\(name)\" argument \"\(required.name)\" of type \"\(required.type)\" is required, but it was not provided.",
                    rule: SchemaRule.providedRequiredArgumentsOnDirectives, at: directive.span, in: sourceIndex)
            }
        }
    }

    /// Reports every argument name given more than once, at its second use.
    mutating func checkUniqueArgumentNames(_ arguments: [Argument], sourceIndex: Int32) {
        for group in RepeatedNames.groups(arguments.count, name: { arguments[$0].name.value }) {
            let second = arguments[group[1]].name
            report(
                "There can be only one argument named \"\(second)\".", rule: SchemaRule.uniqueArgumentNames,
                at: second.span, in: sourceIndex,
                notes: group.filter { $0 != group[1] }.map {
                    note("also given here", at: arguments[$0].name.span, in: sourceIndex)
                })
        }
    }

    /// Reports input object literals that give a field twice, at each repetition.
    mutating func checkUniqueInputFieldNames(_ value: Value, sourceIndex: Int32) {
        switch value.kind {
        case .list(let items):
            for item in items { checkUniqueInputFieldNames(item, sourceIndex: sourceIndex) }
        case .object(let fields):
            var known: [String: Name] = [:]
            for field in fields {
                if let earlier = known[field.name.value] {
                    report(
                        "There can be only one input field named \"\(field.name)\".",
                        rule: SchemaRule.uniqueInputFieldNames, at: field.name.span, in: sourceIndex,
                        notes: [note("first given here", at: earlier.span, in: sourceIndex)])
                } else {
                    known[field.name.value] = field.name
                }
                checkUniqueInputFieldNames(field.value, sourceIndex: sourceIndex)
            }
        default:
            break
        }
    }
}
