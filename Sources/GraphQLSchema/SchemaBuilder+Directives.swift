import GraphQLSyntax

extension SchemaBuilder {
    /// Builds every directive definition (the built-in ones the SDL did not replace, then the
    /// SDL's), checking names and arguments; repeated definitions are checked, not kept.
    mutating func buildDirectives() {
        for pending in pendingDirectives {
            let name = pending.definition.name.value
            effectiveDirectives[name] = (
                pending.definition,
                pending.isBuiltIn && BuiltInDefinitions.directivesAcceptingAnyArgument.contains(name)
            )
        }
        for duplicate in duplicateDirectives {
            effectiveDirectives[duplicate.definition.name.value] = (duplicate.definition, false)
        }
        directives.reserveCapacity(pendingDirectives.count)
        for pending in pendingDirectives {
            directives.append(
                buildDirective(pending.definition, sourceIndex: pending.sourceIndex, isBuiltIn: pending.isBuiltIn))
        }
        for duplicate in duplicateDirectives {
            _ = buildDirective(duplicate.definition, sourceIndex: duplicate.sourceIndex, isBuiltIn: false)
        }
    }

    private mutating func buildDirective(
        _ definition: DirectiveDefinition, sourceIndex: Int32, isBuiltIn: Bool
    ) -> SchemaDirective {
        checkName(definition.name, definitionSpan: definition.span, sourceIndex: sourceIndex)
        let arguments = buildArguments(
            definition.arguments, owner: "@" + definition.name.value, isDirective: true, sourceIndex: sourceIndex)
        return SchemaDirective(
            definition: definition, arguments: arguments,
            acceptsAnyArgument: isBuiltIn
                && BuiltInDefinitions.directivesAcceptingAnyArgument.contains(definition.name.value),
            isBuiltIn: isBuiltIn, sourceIndex: sourceIndex)
    }

    /// Builds the meta-fields from their built-in definitions.
    mutating func buildMetaFields() -> MetaFields {
        var fields: [String: SchemaField] = [:]
        for definition in metaFieldDefinitions {
            let arguments = buildArguments(
                definition.arguments, owner: definition.name.value, isDirective: false, sourceIndex: 0)
            fields[definition.name.value] = SchemaField(
                definition: definition, type: resolve(definition.type, sourceIndex: 0), arguments: arguments,
                deprecationReason: nil, sourceIndex: 0)
        }
        return MetaFields(fields)
    }
}

extension SchemaBuilder {
    /// Chooses the root operation types: those the `schema` definition and its extensions
    /// name (reporting repeated operations and unknown types), or else the types named
    /// `Query`, `Mutation` and `Subscription`.
    mutating func chooseRootTypes() {
        var seenDirectives: [String: (directive: Directive, sourceIndex: Int32)] = [:]
        var named: [OperationType: (definition: OperationTypeDefinition, sourceIndex: Int32)] = [:]
        if isExtending {
            // The extended schema's root types stay; new documents may only add missing ones.
            for (operation, name) in baseRootTypeNames { rootTypes[operation] = typeIDs[name] }
        }
        for part in schemaParts {
            let sourceIndex = part.sourceIndex
            checkDirectives(part.definition.directives, at: .schema, sourceIndex: sourceIndex, seen: &seenDirectives)
            for operationType in part.definition.operationTypes {
                let operation = operationType.operation
                if isExtending && !isExisting(sourceIndex) && baseRootOperations.contains(operation) {
                    report(
                        "Type for \(operation.rawValue) already defined in the schema. It cannot be redefined.",
                        rule: SchemaRule.uniqueOperationTypes, at: operationType.span, in: sourceIndex)
                    _ = resolveNamedType(operationType.type, sourceIndex: sourceIndex)
                    continue
                }
                if let earlier = named[operation] {
                    report(
                        "There can be only one \(operation.rawValue) type in schema.",
                        rule: SchemaRule.uniqueOperationTypes, at: operationType.span, in: sourceIndex,
                        notes: [note("first defined here", at: earlier.definition.span, in: earlier.sourceIndex)])
                    _ = resolveNamedType(operationType.type, sourceIndex: sourceIndex)
                    continue
                }
                named[operation] = (operationType, sourceIndex)
                let id = resolveNamedType(operationType.type, sourceIndex: sourceIndex)
                rootTypes.namedAt[operation] = (operationType.type, sourceIndex)
                if id != .unresolved { rootTypes[operation] = id }
            }
        }
        guard !isExtending, !schemaParts.contains(where: { !$0.definition.isExtension }) else { return }
        let defaultNames: [(OperationType, String)] = [
            (.query, "Query"), (.mutation, "Mutation"), (.subscription, "Subscription"),
        ]
        for (operation, name) in defaultNames where named[operation] == nil {
            if let id = typeIDs[name], !pendingTypes[id.index].isBuiltIn { rootTypes[operation] = id }
        }
    }
}

/// The fields every composite type has without defining them: `__typename`, Relay's `__id`,
/// and on the query type `__schema` and `__type`.
struct MetaFields: Sendable {
    let typename: SchemaField?
    let id: SchemaField?
    let schema: SchemaField?
    let type: SchemaField?

    init(_ fields: [String: SchemaField]) {
        typename = fields["__typename"]
        id = fields["__id"]
        schema = fields["__schema"]
        type = fields["__type"]
    }
}
