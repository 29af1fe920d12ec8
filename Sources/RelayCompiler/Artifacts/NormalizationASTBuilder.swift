import GraphQLSchema
import RelayNodes

/// Builds the normalization AST (`NormalizationOperation`) of an operation whose fragments
/// were inlined: what the runtime writes a response with. Each handle follows its field as a
/// `LinkedHandle` or `ScalarHandle` node. A list that operations share (an inlined
/// fragment's) is built once, and they share its nodes.
struct NormalizationASTBuilder {
    let schema: GraphQLSchema
    private let memo = SharedListMemo<IR.Selection, [NormalizationSelection]>()

    init(schema: GraphQLSchema) { self.schema = schema }

    func operation(_ operation: IR.Operation) -> NormalizationOperation {
        NormalizationOperation(
            name: operation.name.value,
            argumentDefinitions: operation.variables.map {
                .local(name: $0.name.value, defaultValue: $0.defaultValue.map(ArgumentNodes.json))
            },
            selections: selections(operation.selections))
    }

    private func selections(_ selections: [IR.Selection]) -> [NormalizationSelection] {
        // A closure, not the method itself: passing `nodes` copied the builder for each list.
        memo.result(for: selections) { nodes($0) }
    }

    private func nodes(_ selections: [IR.Selection]) -> [NormalizationSelection] {
        var nodes: [NormalizationSelection] = []
        nodes.reserveCapacity(selections.count)
        for selection in selections {
            switch selection {
            case .scalarField(let field) where field.isTypeDiscriminator:
                nodes.append(.typeDiscriminator(TypeDiscriminator(abstractKey: field.responseKey)))
            case .scalarField(let field):
                let args = ArgumentNodes.nodes(field.arguments)
                let name = field.name.value
                let alias = field.alias?.value == name ? nil : field.alias?.value
                nodes.append(
                    .scalarField(
                        ScalarField(
                            alias: alias, name: name, args: args,
                            storageKey: ArgumentNodes.storageKey(name: name, arguments: args))))
                for handle in field.handles {
                    nodes.append(.scalarHandle(self.handle(handle, name: name, alias: alias, args: args)))
                }
            case .linkedField(let field):
                let args = ArgumentNodes.nodes(field.arguments)
                let name = field.name.value
                let alias = field.alias?.value == name ? nil : field.alias?.value
                let type = schema[field.type.namedType]
                nodes.append(
                    .linkedField(
                        NormalizationLinkedField(
                            alias: alias, name: name, args: args, concreteType: type.kind == .object ? type.name : nil,
                            plural: field.type.containsList, selections: self.selections(field.selections),
                            storageKey: ArgumentNodes.storageKey(name: name, arguments: args))))
                for handle in field.handles {
                    nodes.append(.linkedHandle(self.handle(handle, name: name, alias: alias, args: args)))
                }
            case .inlineFragment(let fragment):
                nodes.append(inlineFragment(fragment))
            case .condition(let condition):
                nodes.append(
                    .condition(
                        NormalizationCondition(
                            condition: condition.value.variableName ?? "", passingValue: condition.passingValue,
                            selections: self.selections(condition.selections))))
            case .clientExtension(let nested):
                nodes.append(.clientExtension(NormalizationClientExtension(selections: self.selections(nested))))
            case .fragmentSpread:
                // Spreads were inlined before; one left names a fragment that does not exist.
                continue
            }
        }
        return nodes
    }

    /// An inline fragment on an abstract type names its check in `abstractKey`: its own type
    /// discriminator is left out, and a fragment holding nothing else is that discriminator.
    private func inlineFragment(_ fragment: IR.InlineFragment) -> NormalizationSelection {
        let abstractKey = fragment.typeCondition.flatMap { type in
            schema.kind(of: type).isAbstract ? IR.ScalarField.abstractKey(of: type, schema: schema) : nil
        }
        var nodes = selections(fragment.selections)
        if let abstractKey,
            let own = nodes.firstIndex(where: {
                if case .typeDiscriminator(let node) = $0 { node.abstractKey == abstractKey } else { false }
            })
        {
            guard nodes.count > 1 else { return nodes[own] }
            nodes.remove(at: own)
        }
        return .inlineFragment(
            NormalizationInlineFragment(
                type: fragment.typeCondition.map { schema[$0].name } ?? "", abstractKey: abstractKey,
                selections: nodes))
    }

    private func handle(_ handle: IR.FieldHandle, name: String, alias: String?, args: [Argument]?) -> FieldHandle {
        FieldHandle(
            alias: alias, name: name, args: args, handle: handle.handle, key: handle.key, filters: handle.filters,
            dynamicKey: handle.dynamicKey.map { ArgumentNodes.node(name: "__dynamicKey", value: $0) },
            handleArgs: handle.handleArguments.isEmpty
                ? nil : handle.handleArguments.map { ArgumentNodes.node(name: $0.name.value, value: $0.value) })
    }
}
