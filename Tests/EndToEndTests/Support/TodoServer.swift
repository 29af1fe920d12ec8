import Relay

/// Responses of the to-do server for the example's operations.
enum TodoServer {
    /// `UserTodosQuery` for user `me` with to-dos `todo-<id>` for `ids`.
    static func userTodos(_ ids: [Int]) -> String {
        let edges = ids.map { id in
            #"{"cursor":"c\#(id)","node":{"__typename":"Todo","id":"todo-\#(id)","text":"Todo \#(id)","complete":false}}"#
        }.joined(separator: ",")
        return #"{"data":{"user":{"id":"me","name":"Me","todos":{"edges":[\#(edges)],"#
            + #""pageInfo":{"endCursor":"c\#(ids.last ?? 0)","hasNextPage":true}}}}}"#
    }

    /// The record ID of the user's connection, as `__id` and `getConnectionID` give it.
    static let connectionID = DataID("client:me:__ToDoList_todos_connection")
}

extension Store {
    /// The node IDs of a connection's edges, in order.
    func edgeNodeIDs(_ connectionID: DataID = TodoServer.connectionID) -> [String?] {
        guard let edges = record(connectionID)?.linkedIDs(forKey: "edges") else { return [] }
        return edges.map { edgeID in edgeID.flatMap { record($0)?.linkedID(forKey: "node")?.rawValue } }
    }
}
