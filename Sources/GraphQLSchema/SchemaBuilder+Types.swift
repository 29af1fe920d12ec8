import GraphQLSyntax

extension SchemaBuilder {
    /// Builds every collected type from its definition and extensions, in ID order, then
    /// checks the extensions that could not be applied.
    mutating func buildTypes() {
        types.reserveCapacity(pendingTypes.count)
        for offset in pendingTypes.indices {
            types.append(buildType(TypeID(Int32(offset))))
        }
        // Extensions of the same unknown name are checked together, as parts of one type.
        var orphans: [PendingType] = []
        var orphanPositions: [String: Int] = [:]
        for part in orphanParts {
            guard let info = part.contents.typeInfo else { continue }
            if let position = orphanPositions[info.name.value] {
                orphans[position].laterParts.append(part)
            } else {
                orphanPositions[info.name.value] = orphans.count
                orphans.append(PendingType(name: info.name.value, kind: info.kind, definition: part, isBuiltIn: false))
            }
        }
        for orphan in orphans { _ = buildMembers(of: orphan, id: .unresolved) }
    }

    private mutating func buildType(_ id: TypeID) -> SchemaType {
        let pending = pendingTypes[id.index]
        let members = buildMembers(of: pending, id: id)
        let definition = pending.definition
        let directives =
            pending.laterParts.isEmpty
            ? definition.contents.typeDirectives : pending.appliedParts.flatMap(\.contents.typeDirectives)
        return SchemaType(
            id: id, name: pending.name, kind: pending.kind, descriptionValue: definition.contents.typeDescription,
            directives: directives, fields: members.fields, interfaces: members.interfaces,
            unionMembers: members.unionMembers, enumValues: members.enumValues, inputFields: members.inputFields,
            isOneOf: pending.kind == .inputObject && directives.contains { $0.name.value == "oneOf" },
            specifiedByURL: pending.kind == .scalar ? specifiedByURL(directives) : nil, isBuiltIn: pending.isBuiltIn,
            location: SchemaSpan(sourceIndex: definition.sourceIndex, span: definition.contents.span),
            extensionLocations: pending.laterParts.isEmpty
                ? []
                : pending.laterParts.filter { $0.role == .extension }.map {
                    SchemaSpan(sourceIndex: $0.sourceIndex, span: $0.contents.span)
                },
            memberIndex: members.index)
    }

    /// The members of a type gathered from all its parts, checking each part.
    private mutating func buildMembers(of pending: PendingType, id: TypeID) -> TypeMembers {
        var members = TypeMembers()
        var seenDirectives: [String: (directive: Directive, sourceIndex: Int32)] = [:]
        var names = MemberNames(capacity: pending.definition.contents.fieldDefinitions.count)
        for position in 0..<pending.partCount {
            let part = pending.part(position)
            guard let info = part.contents.typeInfo else { continue }
            let isApplied = part.role != .duplicate && id != .unresolved
            if !info.isExtension {
                checkName(info.name, definitionSpan: part.contents.span, sourceIndex: part.sourceIndex)
            }
            checkDirectives(
                part.contents.typeDirectives, at: info.kind.directiveLocation, sourceIndex: part.sourceIndex,
                seen: &seenDirectives)
            switch info.kind {
            case .object, .interface:
                let fields = buildFields(
                    part.contents.fieldDefinitions, typeName: pending.name, part: part, names: &names)
                if isApplied { members.fields.isEmpty ? (members.fields = fields) : (members.fields += fields) }
                let interfaces = part.contents.implementedInterfaces.map {
                    resolveNamedType($0, sourceIndex: part.sourceIndex)
                }
                if isApplied { members.interfaces += interfaces.filter { $0 != .unresolved } }
            case .union:
                let unionMembers = part.contents.unionMembers.map {
                    resolveNamedType($0, sourceIndex: part.sourceIndex)
                }
                if isApplied { members.unionMembers += unionMembers.filter { $0 != .unresolved } }
            case .enumeration:
                let values = buildEnumValues(
                    part.contents.enumValueDefinitions, typeName: pending.name, part: part, names: &names)
                if isApplied {
                    members.enumValues.isEmpty ? (members.enumValues = values) : (members.enumValues += values)
                }
            case .inputObject:
                let fields = buildInputFields(
                    part.contents.inputFieldDefinitions, typeName: pending.name, part: part, names: &names)
                if isApplied {
                    members.inputFields.isEmpty ? (members.inputFields = fields) : (members.inputFields += fields)
                }
            case .scalar:
                break
            }
        }
        if id != .unresolved && !pending.isBuiltIn { checkNotEmpty(pending, members) }
        members.index = names.index(
            memberCount: members.fields.count + members.enumValues.count + members.inputFields.count)
        return members
    }

    /// Objects, interfaces, enums and input objects need members, unions need member types.
    private mutating func checkNotEmpty(_ pending: PendingType, _ members: TypeMembers) {
        let message: String
        let rule: String
        switch pending.kind {
        case .object, .interface:
            guard members.fields.isEmpty else { return }
            (message, rule) = ("Type \(pending.name) must define one or more fields.", SchemaRule.validateFields)
        case .union:
            guard members.unionMembers.isEmpty, pending.appliedParts.allSatisfy({ $0.contents.unionMembers.isEmpty })
            else {
                return
            }
            (message, rule) = (
                "Union type \(pending.name) must define one or more member types.", SchemaRule.validateUnionMembers
            )
        case .enumeration:
            guard members.enumValues.isEmpty else { return }
            (message, rule) = (
                "Enum type \(pending.name) must define one or more values.", SchemaRule.validateEnumValues
            )
        case .inputObject:
            guard members.inputFields.isEmpty else { return }
            (message, rule) = (
                "Input Object type \(pending.name) must define one or more fields.", SchemaRule.validateInputFields
            )
        case .scalar:
            return
        }
        let applied = pending.appliedParts
        report(
            message, rule: rule, at: applied[0].contents.span, in: applied[0].sourceIndex,
            notes: applied.dropFirst().map { note("extended here", at: $0.contents.span, in: $0.sourceIndex) })
    }

    /// The URL `@specifiedBy(url:)` gives.
    private func specifiedByURL(_ directives: [Directive]) -> String? {
        guard let directive = directives.first(where: { $0.name.value == "specifiedBy" }),
            let url = directive.arguments.first(where: { $0.name.value == "url" }),
            case .string(let text, _) = url.value.kind
        else { return nil }
        return text
    }
}

/// The members of a type as its parts are gathered.
struct TypeMembers {
    var fields: [SchemaField] = []
    var interfaces: [TypeID] = []
    var unionMembers: [TypeID] = []
    var enumValues: [SchemaEnumValue] = []
    var inputFields: [SchemaInputValue] = []
    /// The members by name, when the names seen while building can serve as the index.
    var index: NameIndex?
}
