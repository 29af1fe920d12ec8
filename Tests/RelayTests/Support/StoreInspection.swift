import Relay

extension Store {
    /// The node IDs of a connection's edges, in order, as readers see them now.
    func edgeNodeIDs(_ connectionID: DataID = Todo.connectionID) -> [String?] {
        guard let connection = record(connectionID), let edges = connection.linkedIDs(forKey: "edges") else {
            return []
        }
        return edges.map { edgeID in
            edgeID.flatMap { record($0)?.linkedID(forKey: "node")?.rawValue }
        }
    }

    /// A scalar field of a record as readers see it now.
    func scalar(_ id: DataID, _ key: String) -> JSONValue? {
        record(id)?.scalar(forKey: key)
    }
}
