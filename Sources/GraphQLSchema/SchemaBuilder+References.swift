import GraphQLSyntax

extension TypeID {
    /// Stands for a type reference whose name is unknown (already reported), so that later
    /// checks skip it instead of reporting again.
    static let unresolved = TypeID(Int32.max)
}

extension SchemaBuilder {
    /// The kind of a type, or nil for an unresolved reference.
    func kind(of id: TypeID) -> TypeKind? {
        id == .unresolved ? nil : pendingTypes[id.index].kind
    }

    /// The name of a type (`?` for an unresolved reference).
    func name(of id: TypeID) -> String {
        id == .unresolved ? "?" : pendingTypes[id.index].name
    }

    /// A type reference as GraphQL writes it: `[String!]!`.
    func describe(_ reference: SchemaTypeReference) -> String {
        reference.description { name(of: $0) }
    }

    /// Resolves a written type against the schema's types, reporting unknown names; an
    /// unknown name resolves to `TypeID.unresolved`.
    mutating func resolve(_ reference: TypeReference, sourceIndex: Int32) -> SchemaTypeReference {
        switch reference {
        case .named(let name):
            return SchemaTypeReference(named: resolveNamedType(name, sourceIndex: sourceIndex))
        case .list(let inner, _):
            let resolved = resolve(inner, sourceIndex: sourceIndex)
            return resolved.wrappedInList() ?? tooDeep(reference, resolved, sourceIndex)
        case .nonNull(let inner, _):
            let resolved = resolve(inner, sourceIndex: sourceIndex)
            return resolved.wrappedInNonNull() ?? tooDeep(reference, resolved, sourceIndex)
        }
    }

    private mutating func tooDeep(
        _ reference: TypeReference, _ resolved: SchemaTypeReference, _ sourceIndex: Int32
    ) -> SchemaTypeReference {
        if resolved.namedType != .unresolved {
            report(
                "Type \"\(reference)\" wraps its named type in more than \(SchemaTypeReference.maximumWrapperCount) lists and non-nulls.",
                rule: SchemaRule.typeNesting, at: reference.span, in: sourceIndex)
        }
        return SchemaTypeReference(named: .unresolved)
    }

    /// The ID of the type a name refers to, or `TypeID.unresolved` after reporting it unknown.
    mutating func resolveNamedType(_ name: Name, sourceIndex: Int32) -> TypeID {
        if let id = typeIDs[name.value] { return id }
        let candidates = BuiltInDefinitions.standardTypeNames + pendingTypes.lazy.map(\.name)
        let suggestions = Suggestions.list(for: name.value, among: candidates)
        report(
            "Unknown type \"\(name)\"." + Suggestions.didYouMean(suggestions),
            rule: SchemaRule.knownTypeNames, at: name.span, in: sourceIndex,
            fixIts: Suggestions.fixIts(renaming: name.value, at: name.span, to: suggestions))
        return .unresolved
    }

    /// Reports a name that starts with `__` (reserved for introspection) in the SDL's definitions.
    mutating func checkName(_ name: Name, definitionSpan: SourceSpan, sourceIndex: Int32) {
        guard name.value.utf8.first == UInt8(ascii: "_"), !isBuiltIn(sourceIndex), name.value.hasPrefix("__") else {
            return
        }
        report(
            "Name \"\(name)\" must not begin with \"__\", which is reserved by GraphQL introspection.",
            rule: SchemaRule.validateName, at: definitionSpan, in: sourceIndex)
    }

    /// The reason `@deprecated` gives, its default when it gives none, or nil when not deprecated.
    func deprecationReason(_ directives: [Directive]) -> String? {
        guard !directives.isEmpty, let deprecated = directives.first(where: { $0.name.value == "deprecated" }) else {
            return nil
        }
        guard let reason = deprecated.arguments.first(where: { $0.name.value == "reason" }) else {
            return "No longer supported"
        }
        switch reason.value.kind {
        case .string(let text, _): return text
        case .null: return nil
        default: return "No longer supported"
        }
    }

    /// The `@deprecated` directive among `directives`.
    func deprecatedDirective(_ directives: [Directive]) -> Directive? {
        directives.first { $0.name.value == "deprecated" }
    }
}
