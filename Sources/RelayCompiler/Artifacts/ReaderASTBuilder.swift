import GraphQLSchema
import RelayNodes

/// Builds the reader AST (`ReaderFragment`) of a fragment or of an operation: what the
/// runtime reads for a component. A handle from `@connection` or `@__clientField` makes the
/// field read the handle's storage: it is renamed `__<key>_<handle>`, aliased to its response
/// key, and keeps only its filter arguments (and `__dynamicKey`).
struct ReaderASTBuilder {
    let schema: GraphQLSchema

    func fragment(_ fragment: IR.Fragment) -> ReaderFragment {
        // Relay lists as root arguments the globals the fragment uses itself, and the variables
        // it provides, used or not; those of the fragments it spreads are listed by them. A
        // refetchable fragment lists every global its refetch query declares for it, through
        // spreads too.
        let metadata = fragment.metadata
        var globals =
            metadata.refetch != nil
            ? fragment.usedGlobalVariables.map(\.name.value)
            : VariableReferences(fragment.selections, schema: schema).references.map(\.name)
        if metadata.refetch == nil, !metadata.providedVariables.isEmpty {
            globals += metadata.providedVariables.map(\.definition.name.value)
        }
        var artifactMetadata: FragmentMetadata? = FragmentMetadata(
            connection: metadata.connections.isEmpty ? nil : metadata.connections, mask: metadata.mask,
            plural: metadata.plural ? true : nil, refetch: metadata.refetch)
        if artifactMetadata == FragmentMetadata() { artifactMetadata = nil }
        return ReaderFragment(
            name: fragment.name.value, type: schema[fragment.typeCondition].name,
            abstractKey: abstractKey(fragment.typeCondition),
            argumentDefinitions: Self.argumentDefinitions(locals: fragment.argumentDefinitions, globals: globals),
            metadata: artifactMetadata, selections: selections(fragment.selections))
    }

    /// A fragment's `argumentDefinitions`: its own arguments (`LocalArgument`), then the
    /// operation variables it uses (`RootArgument`, once each), sorted by name.
    private static func argumentDefinitions(locals: [IR.VariableDefinition], globals: [String])
        -> [ArgumentDefinition]
    {
        var definitions: [ArgumentDefinition] = locals.map {
            .local(name: $0.name.value, defaultValue: $0.defaultValue.map(ArgumentNodes.json))
        }
        var seen = NameSet(locals.map(\.name.value))
        for name in globals where seen.insert(name) {
            definitions.append(.root(name: name))
        }
        return definitions.sorted { $0.name < $1.name }
    }

    func operation(_ operation: IR.Operation) -> ReaderFragment {
        let definitions: [ArgumentDefinition] = operation.variables.map {
            .local(name: $0.name.value, defaultValue: $0.defaultValue.map(ArgumentNodes.json))
        }
        return ReaderFragment(
            name: operation.name.value, type: schema[operation.rootType].name, abstractKey: nil,
            argumentDefinitions: definitions.sorted { $0.name < $1.name }, metadata: nil,
            selections: selections(operation.selections))
    }

    func abstractKey(_ type: TypeID) -> String? {
        schema.kind(of: type).isAbstract ? "__is" + schema[type].name : nil
    }

    func selections(_ selections: [IR.Selection]) -> [ReaderSelection] {
        // A closure, not the method itself: passing `selection` copied the builder for each list.
        selections.map { selection($0) }
    }

    private func selection(_ selection: IR.Selection) -> ReaderSelection {
        switch selection {
        case .scalarField(let field):
            let (name, alias, args) = readName(field.name.value, field.alias?.value, field.arguments, field.handles)
            return Self.marking(
                .scalarField(
                    ScalarField(
                        alias: alias, name: name, args: args,
                        storageKey: ArgumentNodes.storageKey(name: name, arguments: args))),
                required: field.required)
        case .linkedField(let field):
            let (name, alias, args) = readName(field.name.value, field.alias?.value, field.arguments, field.handles)
            let type = schema[field.type.namedType]
            return Self.marking(
                .linkedField(
                    ReaderLinkedField(
                        alias: alias, name: name, args: args, concreteType: type.kind == .object ? type.name : nil,
                        plural: field.type.containsList, selections: selections(field.selections),
                        storageKey: ArgumentNodes.storageKey(name: name, arguments: args))),
                required: field.required)
        case .inlineFragment(let fragment):
            // `InlineFragmentTypeTransform` gave every inline fragment a type condition, but for
            // an aliased one written without, which always matches (Relay names no type).
            let type = fragment.typeCondition
            let node = ReaderInlineFragment(
                type: type.map { schema[$0].name }, abstractKey: type.flatMap(abstractKey),
                selections: selections(fragment.selections))
            if let data = fragment.inlineData {
                return .inlineDataFragmentSpread(
                    InlineDataFragmentSpread(
                        name: data.fragmentName.value, selections: node.selections,
                        args: ArgumentNodes.nodes(data.arguments),
                        argumentDefinitions: Self.argumentDefinitions(
                            locals: data.argumentDefinitions, globals: data.usedGlobalVariables.map(\.name.value))))
            }
            guard let alias = fragment.alias else { return .inlineFragment(node) }
            return .aliasedInlineFragmentSpread(AliasedInlineFragmentSpread(name: alias.name.value, fragment: node))
        case .fragmentSpread(let spread):
            return .fragmentSpread(FragmentSpread(name: spread.name.value, args: ArgumentNodes.nodes(spread.arguments)))
        case .condition(let condition):
            return .condition(
                ReaderCondition(
                    condition: condition.value.variableName ?? "", passingValue: condition.passingValue,
                    selections: selections(condition.selections)))
        case .clientExtension(let nested):
            return .clientExtension(ReaderClientExtension(selections: selections(nested)))
        }
    }

    /// The field node, wrapped in a `RequiredField` node when it is `@required`.
    private static func marking(_ field: ReaderSelection, required: RequiredFieldAction?) -> ReaderSelection {
        guard let required else { return field }
        return .requiredField(RequiredField(field: field, action: required))
    }

    /// The name, alias and arguments the reader uses for a field: its first read handle's
    /// storage when there is one, else the field itself (alias nil when it equals the name).
    private func readName(
        _ name: String, _ alias: String?, _ arguments: [IR.Argument], _ handles: [IR.FieldHandle]
    ) -> (String, String?, [Argument]?) {
        guard let handle = handles.first(where: \.isRead) else {
            return (name, alias == name ? nil : alias, ArgumentNodes.nodes(arguments))
        }
        let filters = handle.filters ?? []
        var args = ArgumentNodes.nodes(arguments.filter { filters.contains($0.name.value) }) ?? []
        if let dynamicKey = handle.dynamicKey {
            args.insert(ArgumentNodes.node(name: "__dynamicKey", value: dynamicKey), at: 0)
        }
        return (
            StorageKey.handleKey(handle: handle.handle, key: handle.key, fieldName: name), alias ?? name,
            args.isEmpty ? nil : args
        )
    }
}
