import RelayNodes

/// Prints RelayNodes artifact values as Swift expressions that construct equal values: the
/// `static let node` of every generated type.
///
/// Arguments equal to an initializer's default are left out, so that a printed node reads
/// like a hand-written one; everything else is spelled out with explicit enum cases
/// (`.string("x")` rather than `"x"`) so that the type checker never has to infer literal
/// types through a large nested expression.
struct NodeLiteralPrinter: Sendable {
    /// When set, a fragment's `metadata.refetch` prints as this expression (a reference to
    /// the generated type's `refetchMetadata` property) instead of its value.
    var refetchMetadataReference: String?
    /// When set, `RefetchMetadata.connection` prints as this expression (a reference to the
    /// generated type's `connectionMetadata` property) instead of its value.
    var connectionMetadataReference: String?

    /// A request artifact.
    func expression(_ request: ConcreteRequest) -> SwiftExpression {
        .call(
            "ConcreteRequest",
            [
                SwiftArgument("fragment", expression(request.fragment)),
                SwiftArgument("operation", expression(request.operation)),
                SwiftArgument("params", expression(request.params)),
            ])
    }

    /// A fragment artifact, or the reader AST of an operation.
    func expression(_ fragment: ReaderFragment) -> SwiftExpression {
        var arguments = [SwiftArgument("name", string(fragment.name)), SwiftArgument("type", string(fragment.type))]
        if let abstractKey = fragment.abstractKey {
            arguments.append(SwiftArgument("abstractKey", string(abstractKey)))
        }
        if !fragment.argumentDefinitions.isEmpty {
            arguments.append(SwiftArgument("argumentDefinitions", .array(fragment.argumentDefinitions.map(expression))))
        }
        if let metadata = fragment.metadata { arguments.append(SwiftArgument("metadata", expression(metadata))) }
        arguments.append(SwiftArgument("selections", .array(fragment.selections.map(expression))))
        return .call("ReaderFragment", arguments)
    }

    /// A selection of a reader AST.
    func expression(_ selection: ReaderSelection) -> SwiftExpression {
        switch selection {
        case .scalarField(let field): .call(".scalarField", [SwiftArgument(nil, expression(field))])
        case .linkedField(let field):
            .call(".linkedField", [SwiftArgument(nil, linkedField(field, "ReaderLinkedField", expression))])
        case .inlineFragment(let fragment):
            .call(".inlineFragment", [SwiftArgument(nil, inlineFragment(fragment, "ReaderInlineFragment", expression))])
        case .fragmentSpread(let spread):
            .call(".fragmentSpread", [SwiftArgument(nil, expression(spread))])
        case .condition(let condition):
            .call(".condition", [SwiftArgument(nil, self.condition(condition, "ReaderCondition", expression))])
        case .clientExtension(let node):
            .call(
                ".clientExtension",
                [SwiftArgument(nil, clientExtension(node.selections, "ReaderClientExtension", expression))])
        }
    }

    /// A scalar field, in either AST.
    func expression(_ field: ScalarField) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let alias = field.alias { arguments.append(SwiftArgument("alias", string(alias))) }
        arguments.append(SwiftArgument("name", string(field.name)))
        if let args = field.args { arguments.append(SwiftArgument("args", .array(args.map(expression)))) }
        if let storageKey = field.storageKey { arguments.append(SwiftArgument("storageKey", string(storageKey))) }
        return .call("ScalarField", arguments)
    }

    /// A fragment spread of a reader AST.
    func expression(_ spread: FragmentSpread) -> SwiftExpression {
        var arguments = [SwiftArgument("name", string(spread.name))]
        if let args = spread.args { arguments.append(SwiftArgument("args", .array(args.map(expression)))) }
        return .call("FragmentSpread", arguments)
    }

    /// A linked field of either AST, printed as `typeName(…)`.
    func linkedField<Selection>(
        _ field: LinkedField<Selection>, _ typeName: String, _ selection: (Selection) -> SwiftExpression
    ) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let alias = field.alias { arguments.append(SwiftArgument("alias", string(alias))) }
        arguments.append(SwiftArgument("name", string(field.name)))
        if let args = field.args { arguments.append(SwiftArgument("args", .array(args.map(expression)))) }
        if let concreteType = field.concreteType {
            arguments.append(SwiftArgument("concreteType", string(concreteType)))
        }
        if field.plural { arguments.append(SwiftArgument("plural", .atom("true"))) }
        arguments.append(SwiftArgument("selections", .array(field.selections.map(selection))))
        if let storageKey = field.storageKey { arguments.append(SwiftArgument("storageKey", string(storageKey))) }
        return .call(typeName, arguments)
    }

    /// An inline fragment of either AST.
    func inlineFragment<Selection>(
        _ fragment: InlineFragment<Selection>, _ typeName: String, _ selection: (Selection) -> SwiftExpression
    ) -> SwiftExpression {
        var arguments = [SwiftArgument("type", string(fragment.type))]
        if let abstractKey = fragment.abstractKey {
            arguments.append(SwiftArgument("abstractKey", string(abstractKey)))
        }
        arguments.append(SwiftArgument("selections", .array(fragment.selections.map(selection))))
        return .call(typeName, arguments)
    }

    /// A condition of either AST.
    func condition<Selection>(
        _ condition: Condition<Selection>, _ typeName: String, _ selection: (Selection) -> SwiftExpression
    ) -> SwiftExpression {
        .call(
            typeName,
            [
                SwiftArgument("condition", string(condition.condition)),
                SwiftArgument("passingValue", .atom(String(condition.passingValue))),
                SwiftArgument("selections", .array(condition.selections.map(selection))),
            ])
    }

    /// A client extension of either AST.
    func clientExtension<Selection>(
        _ selections: [Selection], _ typeName: String, _ selection: (Selection) -> SwiftExpression
    ) -> SwiftExpression {
        .call(typeName, [SwiftArgument("selections", .array(selections.map(selection)))])
    }

    /// A Swift string literal.
    func string(_ text: String) -> SwiftExpression { .string(text) }

    /// An array of string literals.
    func strings(_ texts: [String]) -> SwiftExpression { .array(texts.map(string)) }
}
