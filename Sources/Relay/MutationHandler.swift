/// The handlers of the declarative mutation directives `@appendEdge @prependEdge
/// @appendNode @prependNode @deleteEdge @deleteRecord` (Relay's `MutationHandlers`).
///
/// Every directive acts on each item of a plural field. A connection ID that is not in the
/// store is skipped, as is a node that the connection already contains.
public struct MutationHandler: Handler {
    /// What the handler does with the field's value.
    enum Action: Sendable {
        case insertEdge(atEnd: Bool)
        case insertNode(atEnd: Bool)
        case deleteEdge
        case deleteRecord
    }

    let action: Action

    /// `@appendEdge(connections:)`: adds the response's edge(s) at the end of each connection.
    public static let appendEdge = MutationHandler(action: .insertEdge(atEnd: true))
    /// `@prependEdge(connections:)`: adds the response's edge(s) at the start of each connection.
    public static let prependEdge = MutationHandler(action: .insertEdge(atEnd: false))
    /// `@appendNode(connections:, edgeTypeName:)`: wraps the node(s) in new edges, added at the end.
    public static let appendNode = MutationHandler(action: .insertNode(atEnd: true))
    /// `@prependNode(connections:, edgeTypeName:)`: wraps the node(s) in new edges, added at the start.
    public static let prependNode = MutationHandler(action: .insertNode(atEnd: false))
    /// `@deleteEdge(connections:)`: removes the edges of the node ID(s) from each connection.
    public static let deleteEdge = MutationHandler(action: .deleteEdge)
    /// `@deleteRecord`: deletes the record(s) with the ID(s) from the store.
    public static let deleteRecord = MutationHandler(action: .deleteRecord)

    /// Runs the directive for one handled field of a response.
    public func update(store: inout RecordSourceProxy, fieldPayload payload: HandleFieldPayload) {
        guard let record = store.get(payload.dataID) else { return }
        switch action {
        case .deleteRecord:
            for id in Self.ids(record[payload.fieldKey]) { store.delete(dataID: id) }
        case .deleteEdge:
            let ids = Self.ids(record[payload.fieldKey])
            for var connection in connections(payload, store) {
                for id in ids { ConnectionHandler.default.delete(connection: &connection, nodeID: id) }
            }
        case .insertEdge(let atEnd):
            let serverEdges = Self.linkedRecords(record, payload.fieldKey)
            for var connection in connections(payload, store) {
                for serverEdge in serverEdges {
                    guard let node = serverEdge.getLinkedRecord(ConnectionHandler.nodeKey),
                        !Self.contains(connection, nodeID: node.dataID),
                        let edge = ConnectionHandler.default.buildConnectionEdge(
                            &store, connection: connection, edge: serverEdge)
                    else { continue }
                    Self.insert(edge, into: &connection, atEnd: atEnd)
                }
            }
        case .insertNode(let atEnd):
            guard let edgeTypeName = payload.handleArgs["edgeTypeName"]?.stringValue else { return }
            let nodes = Self.linkedRecords(record, payload.fieldKey)
            for var connection in connections(payload, store) {
                for node in nodes where !Self.contains(connection, nodeID: node.dataID) {
                    let edge = ConnectionHandler.default.createEdge(
                        &store, connection: connection, node: node, type: edgeTypeName)
                    Self.insert(edge, into: &connection, atEnd: atEnd)
                }
            }
        }
    }

    /// The connection records named by `handleArgs.connections` that exist in the store.
    private func connections(_ payload: HandleFieldPayload, _ store: RecordSourceProxy) -> [RecordProxy] {
        Self.ids(payload.handleArgs["connections"]).compactMap { store.get($0) }
    }

    private static func insert(_ edge: RecordProxy, into connection: inout RecordProxy, atEnd: Bool) {
        if atEnd {
            ConnectionHandler.default.insert(connection: &connection, edge: edge, after: nil)
        } else {
            ConnectionHandler.default.insert(connection: &connection, edge: edge, before: nil)
        }
    }

    private static func contains(_ connection: RecordProxy, nodeID: DataID) -> Bool {
        ConnectionHandler.default.edgeID(in: connection, forNode: nodeID) != nil
    }

    /// The record(s) of a singular or plural linked field; null items are dropped.
    private static func linkedRecords(_ record: RecordProxy, _ key: String) -> [RecordProxy] {
        if let single = record.getLinkedRecord(key) { return [single] }
        return record.getLinkedRecords(key)?.compactMap { $0 } ?? []
    }

    /// IDs from a string, a number, or a list of them; anything else yields none.
    private static func ids(_ value: JSONValue?) -> [DataID] {
        switch value {
        case .string(let id): return [DataID(id)]
        case .int(let id): return [DataID(String(id))]
        case .array(let items): return items.flatMap { ids($0) }
        default: return []
        }
    }
}
