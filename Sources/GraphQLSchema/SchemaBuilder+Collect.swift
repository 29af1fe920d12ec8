import GraphQLSyntax

extension SchemaBuilder {
    /// Reads every definition of every document: registers each type and directive under its
    /// name (reporting repeated names), attaches extensions to their types in document order
    /// (reporting extensions of unknown types or of the wrong kind), and keeps `schema` parts.
    mutating func collectDefinitions() {
        var laterParts: [(name: Name, kind: TypeKind, part: TypePart)] = []
        let definitionCount = documents.reduce(0) { $0 + $1.definitions.count }
        pendingTypes.reserveCapacity(definitionCount)
        typeIDs = NameTable(capacity: definitionCount)
        for (offset, document) in documents.enumerated() {
            let sourceIndex = Int32(offset)
            for definition in document.definitions {
                switch definition {
                case .operation, .fragment:
                    continue
                case .schema(let schema):
                    collectSchema(schema, sourceIndex: sourceIndex)
                case .directive(let directive):
                    collectDirective(directive, sourceIndex: sourceIndex)
                default:
                    guard let contents = TypePartContents(definition), let info = contents.typeInfo else { continue }
                    if info.isExtension {
                        laterParts.append(
                            (
                                info.name, info.kind,
                                TypePart(contents: contents, sourceIndex: sourceIndex, role: .extension)
                            ))
                    } else if let duplicate = collectType(contents, info.name, info.kind, sourceIndex: sourceIndex) {
                        laterParts.append((info.name, info.kind, duplicate))
                    }
                }
            }
        }
        for later in laterParts {
            if later.part.role == .duplicate, let id = typeIDs[later.name.value] {
                pendingTypes[id.index].laterParts.append(later.part)
            } else {
                attachExtension(later.part, name: later.name, kind: later.kind)
            }
        }
    }

    /// Registers a type definition; returns it as a duplicate part when its name is taken.
    private mutating func collectType(
        _ definition: TypePartContents, _ name: Name, _ kind: TypeKind, sourceIndex: Int32
    ) -> TypePart? {
        let part = TypePart(contents: definition, sourceIndex: sourceIndex, role: .definition)
        if isBuiltIn(sourceIndex), name.value == "__MetaFields", kind == .object {
            metaFieldDefinitions = definition.fieldDefinitions
            return nil
        }
        let newID = Int32(pendingTypes.count)
        let id = TypeID(typeIDs.insert(name.value, value: newID))
        guard id.rawValue != newID else {
            pendingTypes.append(
                PendingType(name: name.value, kind: kind, definition: part, isBuiltIn: isBuiltIn(sourceIndex)))
            return nil
        }
        let existing = pendingTypes[id.index]
        let existingPart = existing.definition
        let isNewInExtension = isExtending && !isExisting(sourceIndex)
        if existing.isBuiltIn && !isNewInExtension && !name.value.hasPrefix("__") {
            // A standard scalar redefined by the SDL: the SDL's definition replaces it.
            pendingTypes[id.index] = PendingType(name: name.value, kind: kind, definition: part, isBuiltIn: false)
            return nil
        }
        let earlier = existingPart.contents.typeInfo?.name ?? name
        if existing.isBuiltIn && name.value.hasPrefix("__") {
            // Reported by the name check; an introspection type cannot be replaced.
        } else if isNewInExtension && isExisting(existingPart.sourceIndex) {
            report(
                "Type \"\(name)\" already exists in the schema. It cannot also be defined in this type definition.",
                rule: SchemaRule.uniqueTypeNames, at: name.span, in: sourceIndex,
                notes: existing.isBuiltIn
                    ? [] : [note("existing definition", at: earlier.span, in: existingPart.sourceIndex)])
        } else {
            report(
                "There can be only one type named \"\(name)\".", rule: SchemaRule.uniqueTypeNames, at: name.span,
                in: sourceIndex, notes: [note("first defined here", at: earlier.span, in: existingPart.sourceIndex)])
        }
        lastDefinitions[name.value] = part
        return TypePart(contents: definition, sourceIndex: sourceIndex, role: .duplicate)
    }

    /// Attaches an extension to its type, or reports why it cannot be applied (and still
    /// checks what it contains, as a part of no type).
    private mutating func attachExtension(_ part: TypePart, name: Name, kind: TypeKind) {
        let id = typeIDs[name.value]
        guard let id, !pendingTypes[id.index].isBuiltIn || isExtending else {
            let isExtending = isExtending
            let candidates = pendingTypes.filter { !$0.isBuiltIn || isExtending }.map(\.name)
            let suggestions = Suggestions.list(for: name.value, among: candidates)
            report(
                "Cannot extend type \"\(name)\" because it is not defined." + Suggestions.didYouMean(suggestions),
                rule: SchemaRule.possibleTypeExtensions, at: name.span, in: part.sourceIndex,
                fixIts: Suggestions.fixIts(renaming: name.value, at: name.span, to: suggestions))
            orphanParts.append(part)
            return
        }
        let target = pendingTypes[id.index]
        // A name defined more than once is extended as its last definition's kind (as the
        // reference does); the repeated definitions are reported already.
        let definitionPart = lastDefinitions[name.value] ?? target.definition
        let definitionKind = definitionPart.contents.typeInfo?.kind ?? target.kind
        if definitionKind != kind {
            report(
                "Cannot extend non-\(kind.displayName) type \"\(name)\".", rule: SchemaRule.possibleTypeExtensions,
                at: part.contents.span, in: part.sourceIndex,
                notes: target.isBuiltIn
                    ? []
                    : [
                        note(
                            "\"\(name)\" is defined here", at: definitionPart.contents.span,
                            in: definitionPart.sourceIndex)
                    ])
        }
        guard target.kind == kind else {
            // Checked with the type (its member names and directives count as the type's), not applied.
            pendingTypes[id.index].laterParts.append(
                TypePart(contents: part.contents, sourceIndex: part.sourceIndex, role: .duplicate))
            return
        }
        pendingTypes[id.index].laterParts.append(part)
    }

    private mutating func collectDirective(_ definition: DirectiveDefinition, sourceIndex: Int32) {
        let name = definition.name
        guard let index = directiveIndices[name.value] else {
            directiveIndices[name.value] = pendingDirectives.count
            pendingDirectives.append(
                PendingDirective(definition: definition, sourceIndex: sourceIndex, isBuiltIn: isBuiltIn(sourceIndex)))
            return
        }
        let existing = pendingDirectives[index]
        let isNewInExtension = isExtending && !isExisting(sourceIndex)
        if existing.isBuiltIn && !isNewInExtension {
            // A built-in directive redefined by the SDL: the SDL's definition replaces it.
            pendingDirectives[index] = PendingDirective(
                definition: definition, sourceIndex: sourceIndex, isBuiltIn: false)
            return
        }
        if isNewInExtension && isExisting(existing.sourceIndex) {
            report(
                "Directive \"@\(name)\" already exists in the schema. It cannot be redefined.",
                rule: SchemaRule.uniqueDirectiveNames, at: name.span, in: sourceIndex,
                notes: existing.isBuiltIn
                    ? [] : [note("existing definition", at: existing.definition.name.span, in: existing.sourceIndex)])
        } else {
            report(
                "There can be only one directive named \"@\(name)\".", rule: SchemaRule.uniqueDirectiveNames,
                at: name.span, in: sourceIndex,
                notes: [note("first defined here", at: existing.definition.name.span, in: existing.sourceIndex)])
        }
        duplicateDirectives.append((definition, sourceIndex))
    }

    private mutating func collectSchema(_ definition: SchemaDefinition, sourceIndex: Int32) {
        if !definition.isExtension {
            let isNewInExtension = isExtending && !isExisting(sourceIndex)
            if isNewInExtension && baseHasSchema {
                report(
                    "Cannot define a new schema within a schema extension.", rule: SchemaRule.loneSchemaDefinition,
                    at: definition.span, in: sourceIndex)
            } else if let first = schemaParts.first(where: { !$0.definition.isExtension }) {
                report(
                    "Must provide only one schema definition.", rule: SchemaRule.loneSchemaDefinition,
                    at: definition.span, in: sourceIndex,
                    notes: [note("first schema definition", at: first.definition.span, in: first.sourceIndex)])
            }
        }
        schemaParts.append((definition, sourceIndex))
    }
}
