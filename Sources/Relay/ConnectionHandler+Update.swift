extension ConnectionHandler {
    /// Merges the connection page the server returned (`payload.fieldKey`) into the client
    /// connection record (`payload.handleKey`), following Relay's `ConnectionHandler.update`:
    /// the first page creates the record; a page fetched `after` the current end cursor is
    /// appended, one fetched `before` the start cursor is prepended (edges whose node is
    /// already present are skipped), and a page without cursors replaces the edges. A page
    /// whose cursor does not match the stored one is ignored, as in Relay.
    public func update(store: inout RecordSourceProxy, fieldPayload payload: HandleFieldPayload) {
        guard let record = store.get(payload.dataID) else { return }
        guard let serverConnection = record.getLinkedRecord(payload.fieldKey) else {
            record[payload.handleKey] = .null
            return
        }
        let serverPageInfo = serverConnection.getLinkedRecord(Self.pageInfoKey)
        let clientConnectionID = DataID.clientID(parent: record.dataID, storageKey: payload.handleKey)
        let linkedClientConnection = record.getLinkedRecord(payload.handleKey)

        guard let clientConnection = linkedClientConnection ?? store.get(clientConnectionID) else {
            createClientConnection(
                &store, id: clientConnectionID, parent: record, payload: payload,
                serverConnection: serverConnection, serverPageInfo: serverPageInfo)
            return
        }
        if linkedClientConnection == nil { record.setLinkedRecord(payload.handleKey, record: clientConnection) }

        let clientPageInfo = clientConnection.getLinkedRecord(Self.pageInfoKey)
        let serverEdges = serverConnection.getLinkedRecords(Self.edgesKey).map { edges in
            buildConnectionEdges(&store, connection: clientConnection, edges: edges)
        }
        let previousEdges = clientConnection.getLinkedRecords(Self.edgesKey)
        let previousPageInfo = clientConnection.getLinkedRecord(Self.pageInfoKey)
        // Take the server's other connection fields (totalCount...), but keep our own edges
        // and page info, which are merged below.
        let edgeIndex = clientConnection[Self.nextEdgeIndexKey]
        clientConnection.copyFields(from: serverConnection)
        if let edgeIndex { clientConnection[Self.nextEdgeIndexKey] = edgeIndex }
        if let previousEdges { clientConnection.setLinkedRecords(Self.edgesKey, records: previousEdges) }
        if let previousPageInfo { clientConnection.setLinkedRecord(Self.pageInfoKey, record: previousPageInfo) }

        let after = Self.nonNull(payload.args["after"])
        let before = Self.nonNull(payload.args["before"])
        var nextEdges: [RecordProxy?]?
        if let previousEdges, let serverEdges {
            if let after {
                guard let clientPageInfo, clientPageInfo[Self.endCursorKey] == after else {
                    // Relay warns and ignores a page that does not continue from the end.
                    return
                }
                nextEdges = Self.mergeEdges([previousEdges, serverEdges])
            } else if let before {
                guard let clientPageInfo, clientPageInfo[Self.startCursorKey] == before else { return }
                nextEdges = Self.mergeEdges([serverEdges, previousEdges])
            } else {
                nextEdges = serverEdges
            }
        } else if let serverEdges {
            nextEdges = serverEdges
        }
        if let nextEdges { clientConnection.setLinkedRecords(Self.edgesKey, records: nextEdges) }

        guard let clientPageInfo, let serverPageInfo else { return }
        if after == nil && before == nil {
            clientPageInfo.copyFields(from: serverPageInfo)
        } else if before != nil || (after == nil && Self.nonNull(payload.args["last"]) != nil) {
            clientPageInfo[Self.hasPreviousPageKey] = .bool(serverPageInfo[Self.hasPreviousPageKey]?.boolValue ?? false)
            if let startCursor = serverPageInfo[Self.startCursorKey], startCursor.stringValue != nil {
                clientPageInfo[Self.startCursorKey] = startCursor
            }
        } else {
            clientPageInfo[Self.hasNextPageKey] = .bool(serverPageInfo[Self.hasNextPageKey]?.boolValue ?? false)
            if let endCursor = serverPageInfo[Self.endCursorKey], endCursor.stringValue != nil {
                clientPageInfo[Self.endCursorKey] = endCursor
            }
        }
    }

    private func createClientConnection(
        _ store: inout RecordSourceProxy, id: DataID, parent: RecordProxy, payload: HandleFieldPayload,
        serverConnection: RecordProxy, serverPageInfo: RecordProxy?
    ) {
        let connection = store.create(dataID: id, typeName: serverConnection.typeName)
        connection[Self.nextEdgeIndexKey] = 0
        connection.copyFields(from: serverConnection)
        if let serverEdges = serverConnection.getLinkedRecords(Self.edgesKey) {
            let edges = buildConnectionEdges(&store, connection: connection, edges: serverEdges)
            connection.setLinkedRecords(Self.edgesKey, records: edges)
        }
        parent.setLinkedRecord(payload.handleKey, record: connection)

        let pageInfoID = DataID.clientID(parent: connection.dataID, storageKey: Self.pageInfoKey)
        let pageInfo = store.create(dataID: pageInfoID, typeName: Self.pageInfoType)
        pageInfo[Self.hasNextPageKey] = false
        pageInfo[Self.hasPreviousPageKey] = false
        pageInfo[Self.endCursorKey] = .null
        pageInfo[Self.startCursorKey] = .null
        if let serverPageInfo { pageInfo.copyFields(from: serverPageInfo) }
        connection.setLinkedRecord(Self.pageInfoKey, record: pageInfo)
    }

    /// The value unless it is absent or JSON `null`. (Spelled out: inside a closure a bare
    /// `nil` would become `JSONValue.null` through `ExpressibleByNilLiteral`.)
    static func nonNull(_ value: JSONValue?) -> JSONValue? {
        guard let value, !value.isNull else { return Optional<JSONValue>.none }
        return value
    }

    /// Concatenates edge lists, dropping null edges and edges whose node appeared earlier.
    static func mergeEdges(_ lists: [[RecordProxy?]]) -> [RecordProxy?] {
        var seenNodes = Set<DataID>()
        var merged: [RecordProxy?] = []
        for list in lists {
            for edge in list {
                guard let edge else { continue }
                if let nodeID = edge.getLinkedRecord(nodeKey)?.dataID {
                    guard seenNodes.insert(nodeID).inserted else { continue }
                }
                merged.append(edge)
            }
        }
        return merged
    }
}
