import RelayNodes

extension NodeLiteralPrinter {
    /// The normalization AST of an operation.
    func expression(_ operation: NormalizationOperation) -> SwiftExpression {
        var arguments = [SwiftArgument("name", string(operation.name))]
        if !operation.argumentDefinitions.isEmpty {
            arguments.append(
                SwiftArgument("argumentDefinitions", .array(operation.argumentDefinitions.map(expression))))
        }
        arguments.append(SwiftArgument("selections", .array(operation.selections.map(expression))))
        return .call("NormalizationOperation", arguments)
    }

    /// A selection of a normalization AST.
    func expression(_ selection: NormalizationSelection) -> SwiftExpression {
        switch selection {
        case .scalarField(let field): .call(".scalarField", [SwiftArgument(nil, expression(field))])
        case .linkedField(let field):
            .call(".linkedField", [SwiftArgument(nil, linkedField(field, "NormalizationLinkedField", expression))])
        case .inlineFragment(let fragment):
            .call(
                ".inlineFragment",
                [SwiftArgument(nil, inlineFragment(fragment, "NormalizationInlineFragment", expression))])
        case .condition(let condition):
            .call(".condition", [SwiftArgument(nil, self.condition(condition, "NormalizationCondition", expression))])
        case .clientExtension(let node):
            .call(
                ".clientExtension",
                [SwiftArgument(nil, clientExtension(node.selections, "NormalizationClientExtension", expression))])
        case .linkedHandle(let handle): .call(".linkedHandle", [SwiftArgument(nil, expression(handle))])
        case .scalarHandle(let handle): .call(".scalarHandle", [SwiftArgument(nil, expression(handle))])
        case .typeDiscriminator(let node):
            .call(
                ".typeDiscriminator",
                [
                    SwiftArgument(
                        nil, .call("TypeDiscriminator", [SwiftArgument("abstractKey", string(node.abstractKey))]))
                ])
        }
    }

    /// A field handle.
    func expression(_ handle: FieldHandle) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let alias = handle.alias { arguments.append(SwiftArgument("alias", string(alias))) }
        arguments.append(SwiftArgument("name", string(handle.name)))
        if let args = handle.args { arguments.append(SwiftArgument("args", .array(args.map(expression)))) }
        arguments.append(SwiftArgument("handle", string(handle.handle)))
        if !handle.key.isEmpty { arguments.append(SwiftArgument("key", string(handle.key))) }
        if let filters = handle.filters { arguments.append(SwiftArgument("filters", strings(filters))) }
        if let dynamicKey = handle.dynamicKey { arguments.append(SwiftArgument("dynamicKey", expression(dynamicKey))) }
        if let handleArgs = handle.handleArgs {
            arguments.append(SwiftArgument("handleArgs", .array(handleArgs.map(expression))))
        }
        return .call("FieldHandle", arguments)
    }

    /// What the network layer sends. The query text prints as a multi-line literal.
    func expression(_ params: RequestParameters) -> SwiftExpression {
        var arguments = [
            SwiftArgument("name", string(params.name)),
            SwiftArgument("operationKind", .atom("." + params.operationKind.rawValue)),
        ]
        if let text = params.text {
            arguments.append(SwiftArgument("text", .multilineString(text)))
        }
        if let id = params.id { arguments.append(SwiftArgument("id", string(id))) }
        if let cacheID = params.cacheID { arguments.append(SwiftArgument("cacheID", string(cacheID))) }
        if params.metadata != RequestMetadata() {
            arguments.append(SwiftArgument("metadata", expression(params.metadata)))
        }
        return .call("RequestParameters", arguments)
    }

    /// Request metadata.
    func expression(_ metadata: RequestMetadata) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let connection = metadata.connection {
            arguments.append(SwiftArgument("connection", .array(connection.map(expression))))
        }
        if !metadata.other.isEmpty {
            arguments.append(SwiftArgument("other", expression(JSONValue.object(metadata.other)).objectLiteral))
        }
        return .call("RequestMetadata", arguments)
    }

    /// Fragment metadata.
    func expression(_ metadata: FragmentMetadata) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let connection = metadata.connection {
            arguments.append(SwiftArgument("connection", .array(connection.map(expression))))
        }
        if let mask = metadata.mask { arguments.append(SwiftArgument("mask", .atom(String(mask)))) }
        if let plural = metadata.plural { arguments.append(SwiftArgument("plural", .atom(String(plural)))) }
        if let refetch = metadata.refetch {
            let value = refetchMetadataReference.map(SwiftExpression.atom) ?? expression(refetch)
            arguments.append(SwiftArgument("refetch", value))
        }
        return .call("FragmentMetadata", arguments)
    }

    /// One `@connection` entry.
    func expression(_ connection: ConnectionMetadata) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let count = connection.count { arguments.append(SwiftArgument("count", string(count))) }
        if let cursor = connection.cursor { arguments.append(SwiftArgument("cursor", string(cursor))) }
        arguments.append(SwiftArgument("direction", .atom("." + connection.direction.rawValue)))
        if let path = connection.path { arguments.append(SwiftArgument("path", strings(path))) }
        if connection.isStreamConnection { arguments.append(SwiftArgument("isStreamConnection", .atom("true"))) }
        return .call("ConnectionMetadata", arguments)
    }

    /// `@refetchable` metadata.
    func expression(_ refetch: RefetchMetadata) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let connection = refetch.connection {
            let value = connectionMetadataReference.map(SwiftExpression.atom) ?? expression(connection)
            arguments.append(SwiftArgument("connection", value))
        }
        arguments.append(SwiftArgument("fragmentPathInResult", strings(refetch.fragmentPathInResult)))
        arguments.append(SwiftArgument("operation", string(refetch.operation)))
        if let identifierField = refetch.identifierField {
            arguments.append(SwiftArgument("identifierField", string(identifierField)))
        }
        return .call("RefetchMetadata", arguments)
    }

    /// The connection of a refetchable fragment.
    func expression(_ connection: RefetchConnectionMetadata) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if let forward = connection.forward { arguments.append(SwiftArgument("forward", expression(forward))) }
        if let backward = connection.backward { arguments.append(SwiftArgument("backward", expression(backward))) }
        arguments.append(SwiftArgument("path", strings(connection.path)))
        return .call("RefetchConnectionMetadata", arguments)
    }

    /// A pair of pagination variable names.
    func expression(_ variables: PaginationVariables) -> SwiftExpression {
        .call(
            "PaginationVariables",
            [SwiftArgument("count", string(variables.count)), SwiftArgument("cursor", string(variables.cursor))])
    }
}

extension SwiftExpression {
    /// The dictionary inside a printed `.object([...])`, for a `[String: JSONValue]` parameter.
    fileprivate var objectLiteral: SwiftExpression {
        if case .call(_, let arguments) = kind, let first = arguments.first { return first.value }
        return self
    }
}
