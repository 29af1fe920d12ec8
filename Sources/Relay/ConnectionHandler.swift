/// Stores `@connection` fields and offers helpers for updaters that change them.
///
/// A connection is kept in a client record (`client:<parentID>:__<key>_connection(<filters>)`)
/// that survives paging: each page the server returns is merged into it (after the end for
/// `after:`, before the start for `before:`, replacing it otherwise), and its edges are
/// copied into records owned by the connection (`<connectionID>:edges:<n>`), as Relay's
/// JavaScript `ConnectionHandler` does.
public final class ConnectionHandler: Handler {
    /// The shared handler, also registered as `connection` in `HandlerProvider.default`.
    public static let `default` = ConnectionHandler()

    static let edgesKey = "edges"
    static let nodeKey = "node"
    static let cursorKey = "cursor"
    static let pageInfoKey = "pageInfo"
    static let pageInfoType = "PageInfo"
    static let endCursorKey = "endCursor"
    static let startCursorKey = "startCursor"
    static let hasNextPageKey = "hasNextPage"
    static let hasPreviousPageKey = "hasPreviousPage"
    /// Counter of the edge records a connection created, so that edge IDs never repeat.
    static let nextEdgeIndexKey = "__connection_next_edge_index"

    /// Creates a connection handler.
    public init() {}

    /// The connection record of `record` for `key` and the connection's filter arguments
    /// (`filters: ["status": "ANY"]`), or `nil` when it was never fetched.
    public func getConnection(_ record: RecordProxy, key: String, filters: VariableData? = nil) -> RecordProxy? {
        record.getLinkedRecord(Self.handleKey(key), args: filters)
    }

    /// The record ID of a connection, computed without the store: what `__id` on the
    /// connection field returns, and what the declarative directives' `connections` expect.
    public func getConnectionID(parentID: DataID, key: String, filters: VariableData? = nil) -> DataID {
        DataID.clientID(parent: parentID, storageKey: StorageKey.format(name: Self.handleKey(key), arguments: filters))
    }

    /// `__<key>_connection`: a connection's key is never empty (`@connection` requires one),
    /// so the field's name, which a keyless handle would use, is not needed.
    private static func handleKey(_ key: String) -> String {
        StorageKey.handleKey(handle: "connection", key: key, fieldName: "")
    }

    /// An edge record for `node` in `connection` (not inserted; use `insert`). When the
    /// connection already has an edge for the node, that edge is returned instead.
    public func createEdge(
        _ store: inout RecordSourceProxy, connection: RecordProxy, node: RecordProxy, type edgeType: String
    ) -> RecordProxy {
        if let existing = edgeID(in: connection, forNode: node.dataID) {
            return RecordProxy(mutator: connection.mutator, dataID: existing)
        }
        let edgeID = DataID.clientID(parent: connection.dataID, storageKey: node.dataID.rawValue)
        let edge = store.get(edgeID) ?? store.create(dataID: edgeID, typeName: edgeType)
        edge.setLinkedRecord(Self.nodeKey, record: node)
        if edge[Self.cursorKey] == nil { edge[Self.cursorKey] = .null }
        return edge
    }

    /// `createEdge` with the store an updater receives (`&store` in a `SelectorStoreUpdater`).
    public func createEdge(
        _ store: inout RecordSourceSelectorProxy, connection: RecordProxy, node: RecordProxy, type edgeType: String
    ) -> RecordProxy {
        createEdge(&store.source, connection: connection, node: node, type: edgeType)
    }

    /// Inserts `newEdge` before the edge whose cursor is `cursor`, or first when `cursor` is
    /// `nil` or not found. An edge already in the connection is not inserted twice.
    public func insert(connection: inout RecordProxy, edge newEdge: RecordProxy, before cursor: String?) {
        insert(newEdge, into: connection, cursor: cursor, after: false)
    }

    /// Inserts `newEdge` after the edge whose cursor is `cursor`, or last when `cursor` is
    /// `nil` or not found. An edge already in the connection is not inserted twice.
    public func insert(connection: inout RecordProxy, edge newEdge: RecordProxy, after cursor: String?) {
        insert(newEdge, into: connection, cursor: cursor, after: true)
    }

    /// Removes every edge whose node has ID `nodeID`; the records themselves stay in the store.
    public func delete(connection: inout RecordProxy, nodeID: DataID) {
        let mutator = connection.mutator
        guard let edgeIDs = mutator.linkedIDs(connection.dataID, Self.edgesKey) else { return }
        let kept = edgeIDs.filter { edgeID in edgeID.flatMap { mutator.linkedID($0, Self.nodeKey) } != nodeID }
        if kept.count != edgeIDs.count { mutator.setValue(connection.dataID, Self.edgesKey, .links(kept)) }
    }

    // Edges are handled by ID rather than through proxies: a connection may hold thousands
    // of edges, and a mutation should cost one lookup per edge at most.

    private func insert(_ newEdge: RecordProxy, into connection: RecordProxy, cursor: String?, after: Bool) {
        let mutator = connection.mutator
        guard var edgeIDs = mutator.linkedIDs(connection.dataID, Self.edgesKey) else {
            mutator.setValue(connection.dataID, Self.edgesKey, .links([newEdge.dataID]))
            return
        }
        guard !edgeIDs.contains(newEdge.dataID) else { return }
        let cursorValue = cursor.map { RecordValue.scalar(.string($0)) }
        let index = cursorValue.flatMap { cursorValue in
            edgeIDs.firstIndex { edgeID in edgeID.flatMap { mutator.value($0, Self.cursorKey) } == cursorValue }
        }
        if let index {
            edgeIDs.insert(newEdge.dataID, at: after ? index + 1 : index)
        } else {
            edgeIDs.insert(newEdge.dataID, at: after ? edgeIDs.endIndex : 0)
        }
        mutator.setValue(connection.dataID, Self.edgesKey, .links(edgeIDs))
    }

    /// The ID of the first edge of `connection` whose node is `nodeID`.
    func edgeID(in connection: RecordProxy, forNode nodeID: DataID) -> DataID? {
        let mutator = connection.mutator
        guard let edgeIDs = mutator.linkedIDs(connection.dataID, Self.edgesKey) else { return nil }
        if mutator.isNewInThisUpdate(nodeID) {
            // A node new in this update (the usual case when adding one) can only be linked
            // from edges this update wrote: look among those instead of reading every edge.
            let candidates = mutator.pendingRecordIDs(linkingTo: nodeID, through: Self.nodeKey)
            return candidates.first { edgeIDs.contains($0) }
        }
        return edgeIDs.lazy.compactMap { $0 }.first { mutator.linkedID($0, Self.nodeKey) == nodeID }
    }

    /// Copies server edges into new edge records owned by `connection`
    /// (`<connection>:edges:<n>`, numbered by the connection's edge counter); `nil` edges stay `nil`.
    func buildConnectionEdges(_ store: inout RecordSourceProxy, connection: RecordProxy, edges: [RecordProxy?])
        -> [RecordProxy?]
    {
        let mutator = connection.mutator
        // A connection built by hand may lack the counter; start it at zero rather than fail.
        let firstIndex = connection[Self.nextEdgeIndexKey]?.intValue ?? 0
        var index = firstIndex
        let prefix = DataID.clientIDPrefix(parent: connection.dataID, storageKey: Self.edgesKey)
        var built: [RecordProxy?] = []
        built.reserveCapacity(edges.count)
        for edge in edges {
            guard let edge else {
                built.append(nil)
                continue
            }
            let edgeID = DataID(prefix + String(index))
            mutator.createCopy(of: edge.dataID, as: edgeID, requiredKey: Self.cursorKey)
            built.append(RecordProxy(mutator: mutator, dataID: edgeID))
            index += 1
        }
        if index != firstIndex { connection[Self.nextEdgeIndexKey] = .int(index) }
        return built
    }

    /// Copies a server edge into a new edge record owned by `connection`.
    func buildConnectionEdge(_ store: inout RecordSourceProxy, connection: RecordProxy, edge: RecordProxy?)
        -> RecordProxy?
    {
        guard let edge else { return nil }
        return buildConnectionEdges(&store, connection: connection, edges: [edge]).first ?? nil
    }
}
