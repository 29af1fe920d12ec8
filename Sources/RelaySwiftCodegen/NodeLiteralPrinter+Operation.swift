import RelayNodes

extension NodeLiteralPrinter {
    /// The normalization AST of an operation.
    func write(_ operation: NormalizationOperation, to writer: inout ExpressionWriter) {
        writer.call("NormalizationOperation") { writer in
            writer.argument("name")
            writer.string(operation.name)
            if !operation.argumentDefinitions.isEmpty {
                writer.argument("argumentDefinitions")
                array(operation.argumentDefinitions, write, to: &writer)
            }
            writer.argument("selections")
            selections(operation.selections, write, to: &writer)
        }
    }

    /// A selection of a normalization AST.
    func write(_ selection: NormalizationSelection, to writer: inout ExpressionWriter) {
        switch selection {
        case .scalarField(let field):
            scalarField(field, to: &writer)
        case .linkedField(let field):
            writer.wrapping(".linkedField", atLeast: oneLineBound(selection, writer)) {
                linkedField(field, Self.normalizationLinkedField, write, to: &$0)
            }
        case .inlineFragment(let fragment):
            writer.wrapping(".inlineFragment", atLeast: oneLineBound(selection, writer)) {
                inlineFragment(fragment, Self.normalizationInlineFragment, write, to: &$0)
            }
        case .condition(let condition):
            writer.wrapping(".condition") { self.condition(condition, "NormalizationCondition", write, to: &$0) }
        case .clientExtension(let node):
            writer.wrapping(".clientExtension") {
                clientExtension(node.selections, "NormalizationClientExtension", write, to: &$0)
            }
        case .linkedHandle(let handle):
            writer.wrapping(".linkedHandle") { write(handle, to: &$0) }
        case .scalarHandle(let handle):
            writer.wrapping(".scalarHandle") { write(handle, to: &$0) }
        case .typeDiscriminator(let node):
            writer.wrapping(".typeDiscriminator") { writer in
                writer.call("TypeDiscriminator") { writer in
                    writer.argument("abstractKey")
                    writer.string(node.abstractKey)
                }
            }
        }
    }

    /// A field handle.
    func write(_ handle: FieldHandle, to writer: inout ExpressionWriter) {
        writer.call("FieldHandle") { writer in
            writer.argument("alias", string: handle.alias)
            writer.argument("name")
            writer.string(handle.name)
            arguments(handle.args, to: &writer)
            writer.argument("handle")
            writer.string(handle.handle)
            if !handle.key.isEmpty {
                writer.argument("key")
                writer.string(handle.key)
            }
            if let filters = handle.filters {
                writer.argument("filters")
                strings(filters, to: &writer)
            }
            if let dynamicKey = handle.dynamicKey {
                writer.argument("dynamicKey")
                write(dynamicKey, to: &writer)
            }
            if let handleArgs = handle.handleArgs {
                writer.argument("handleArgs")
                array(handleArgs, write, to: &writer)
            }
        }
    }

    /// What the network layer sends. The query text prints as a multi-line literal.
    func write(
        _ params: RequestParameters, providedVariableTypes: [String: String] = [:], to writer: inout ExpressionWriter
    ) {
        writer.call("RequestParameters") { writer in
            writer.argument("name")
            writer.string(params.name)
            writer.argument("operationKind")
            writer.atom("." + params.operationKind.rawValue)
            if let text = params.text {
                writer.argument("text")
                writer.multilineString(text)
            }
            writer.argument("id", string: params.id)
            writer.argument("cacheID", string: params.cacheID)
            if params.metadata != RequestMetadata() {
                writer.argument("metadata")
                write(params.metadata, to: &writer)
            }
            if !params.providedVariables.isEmpty {
                writer.argument("providedVariables")
                array(
                    params.providedVariables,
                    { write($0, type: providedVariableTypes[$0.name], to: &$1) }, to: &writer)
            }
        }
    }

    /// A provided variable, its value asked of the provider type the fragment names, in a
    /// closure returning `type` when known (a closure, not the type itself: metatypes are not
    /// `Sendable` before Swift 6.2).
    func write(_ variable: ProvidedVariable, type: String?, to writer: inout ExpressionWriter) {
        writer.call("ProvidedVariable") { writer in
            writer.argument("name")
            writer.string(variable.name)
            writer.argument("provider")
            writer.string(variable.provider)
            writer.argument("get")
            let signature = type.map { "() -> \($0) in " } ?? ""
            writer.atom("{ \(signature)\(variable.provider).get() }")
        }
    }

    /// Request metadata.
    func write(_ metadata: RequestMetadata, to writer: inout ExpressionWriter) {
        writer.call("RequestMetadata") { writer in
            if let connection = metadata.connection {
                writer.argument("connection")
                array(connection, write, to: &writer)
            }
            if !metadata.other.isEmpty {
                writer.argument("other")
                dictionary(metadata.other, to: &writer)
            }
        }
    }

    /// Fragment metadata.
    func write(_ metadata: FragmentMetadata, to writer: inout ExpressionWriter) {
        writer.call("FragmentMetadata") { writer in
            if let connection = metadata.connection {
                writer.argument("connection")
                array(connection, write, to: &writer)
            }
            if let mask = metadata.mask {
                writer.argument("mask")
                writer.atom(mask ? "true" : "false")
            }
            if let plural = metadata.plural {
                writer.argument("plural")
                writer.atom(plural ? "true" : "false")
            }
            if let refetch = metadata.refetch {
                writer.argument("refetch")
                if refersToRefetchMetadata {
                    writer.atom("refetchMetadata")
                } else {
                    write(refetch, to: &writer)
                }
            }
        }
    }

    /// One `@connection` entry.
    func write(_ connection: ConnectionMetadata, to writer: inout ExpressionWriter) {
        writer.call("ConnectionMetadata") { writer in
            writer.argument("count", string: connection.count)
            writer.argument("cursor", string: connection.cursor)
            writer.argument("direction")
            writer.atom("." + connection.direction.rawValue)
            if let path = connection.path {
                writer.argument("path")
                strings(path, to: &writer)
            }
            if connection.isStreamConnection {
                writer.argument("isStreamConnection")
                writer.atom("true")
            }
        }
    }

    /// `@refetchable` metadata.
    func write(_ refetch: RefetchMetadata, to writer: inout ExpressionWriter) {
        writer.call("RefetchMetadata") { writer in
            if let connection = refetch.connection {
                writer.argument("connection")
                if refersToConnectionMetadata {
                    writer.atom("connectionMetadata")
                } else {
                    write(connection, to: &writer)
                }
            }
            writer.argument("fragmentPathInResult")
            strings(refetch.fragmentPathInResult, to: &writer)
            writer.argument("operation")
            writer.string(refetch.operation)
            writer.argument("identifierField", string: refetch.identifierField)
            writer.argument("identifierQueryVariableName", string: refetch.identifierQueryVariableName)
        }
    }

    /// The connection of a refetchable fragment.
    func write(_ connection: RefetchConnectionMetadata, to writer: inout ExpressionWriter) {
        writer.call("RefetchConnectionMetadata") { writer in
            if let forward = connection.forward {
                writer.argument("forward")
                write(forward, to: &writer)
            }
            if let backward = connection.backward {
                writer.argument("backward")
                write(backward, to: &writer)
            }
            writer.argument("path")
            strings(connection.path, to: &writer)
        }
    }

    /// A pair of pagination variable names.
    func write(_ variables: PaginationVariables, to writer: inout ExpressionWriter) {
        writer.call("PaginationVariables") { writer in
            writer.argument("count")
            writer.string(variables.count)
            writer.argument("cursor")
            writer.string(variables.cursor)
        }
    }
}
