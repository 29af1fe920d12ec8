/// What the normalizer records for every handle it meets in a response, so that the
/// handle's handler can run once the response's records are in place.
public struct HandleFieldPayload: Sendable, Hashable {
    /// The evaluated arguments of the handled field.
    public var args: VariableData
    /// The record holding the handled field.
    public var dataID: DataID
    /// Storage key of the handled field (where the server's value was stored).
    public var fieldKey: String
    /// The handler name.
    public var handle: String
    /// Storage key of the handle's own value (`__<key>_<handle>` plus filters).
    public var handleKey: String
    /// The evaluated `handleArgs` (`connections`, `edgeTypeName`).
    public var handleArgs: VariableData

    /// Creates a payload.
    public init(
        args: VariableData, dataID: DataID, fieldKey: String, handle: String, handleKey: String,
        handleArgs: VariableData = [:]
    ) {
        self.args = args
        self.dataID = dataID
        self.fieldKey = fieldKey
        self.handle = handle
        self.handleKey = handleKey
        self.handleArgs = handleArgs
    }
}

/// Code that updates the store for a field handle (`@connection`, `@appendEdge`, ...).
public protocol Handler: Sendable {
    /// Applies the handle to the store, after the response's records were written.
    func update(store: inout RecordSourceProxy, fieldPayload payload: HandleFieldPayload)
}

/// Finds the handler for a handle name.
public struct HandlerProvider: Sendable {
    private let handlers: [String: any Handler]

    /// A provider with the given handlers by name (on top of nothing).
    public init(handlers: [String: any Handler]) {
        self.handlers = handlers
    }

    /// The handlers Relay ships: `connection`, and the declarative mutation directives
    /// `appendEdge prependEdge appendNode prependNode deleteEdge deleteRecord`.
    public static let `default` = HandlerProvider(handlers: [
        "connection": ConnectionHandler.default,
        "appendEdge": MutationHandler.appendEdge,
        "prependEdge": MutationHandler.prependEdge,
        "appendNode": MutationHandler.appendNode,
        "prependNode": MutationHandler.prependNode,
        "deleteEdge": MutationHandler.deleteEdge,
        "deleteRecord": MutationHandler.deleteRecord,
    ])

    /// This provider with `handler` added or replacing the one of the same name.
    public func adding(_ handler: any Handler, named name: String) -> HandlerProvider {
        var handlers = self.handlers
        handlers[name] = handler
        return HandlerProvider(handlers: handlers)
    }

    /// The handler for `name`, or `nil` (an unknown handle is skipped).
    public func handler(named name: String) -> (any Handler)? {
        handlers[name]
    }
}
