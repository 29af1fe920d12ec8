import Foundation

/// Live queries (`@live_query`), whose result the server keeps up to date: by being asked
/// again every `polling_interval` milliseconds, or by pushing each change (`config_id`).
extension Environment {
    /// The query's data each time its result arrives, as its `@live_query` (its request's
    /// `params.metadata.live`) says:
    /// - `polling_interval`: fetched at once, then again that many milliseconds after each
    ///   response (as `fetchQuery` fetches, a fetch already in flight shared);
    /// - `config_id`: from the network's `subscribe`, which the server pushes the query's
    ///   results through (the network tells a live query from a subscription by the request's
    ///   `operationKind`, `.query`; `metadata.other["live"]` holds the `config_id`), for a
    ///   server that keeps a query live; each payload is stored as a query's response is;
    /// - a query without `@live_query` is fetched once.
    ///
    /// Each result is stored before its snapshot is yielded, so every reader of what it
    /// changed is told too; a reader slower than the results is given the latest. The stream
    /// ends with the first `RelayError`; stopping the iteration, or cancelling the task
    /// iterating, stops the polling or ends the network's stream. The records are not
    /// retained, as `fetchQuery`'s are not: `retain` the operation to keep them through
    /// garbage collection.
    public func fetchLiveQuery(
        _ request: ConcreteRequest, variables: VariableData = [:]
    ) -> AsyncThrowingStream<Snapshot, any Error> {
        let operation = OperationDescriptor(request: request, variables: variables)
        let live = request.params.metadata.other["live"]
        if live?["config_id"] != nil {
            return payloads(of: operation, buffering: .bufferingNewest(1)) { [self] in
                storeQueryResponse($0, of: operation)
            }
        }
        let interval = live?["polling_interval"]?.intValue
        return AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let polls = Task {
                do {
                    repeat {
                        continuation.yield(try await fetchQuery(operation))
                        guard let interval else { break }
                        try await Task.sleep(for: .milliseconds(interval))
                    } while !Task.isCancelled
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in polls.cancel() }
        }
    }

    /// The same for a generated query, each result decoded (see `read` for what decoding
    /// throws): `fetchLiveQuery(LiveProgressQuery(id: "me"))`.
    public func fetchLiveQuery<Query: GraphQLQuery>(
        _ query: Query
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<Snapshot, any Error>, Query.Data?> {
        try fetchLiveQuery(Query.self, variables: query.variables)
    }

    /// The same, naming the generated query and its variables.
    public func fetchLiveQuery<Query: GraphQLQuery>(
        _ query: Query.Type, variables: Query.Variables
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<Snapshot, any Error>, Query.Data?> {
        fetchLiveQuery(Query.node, variables: try VariableData.encoding(variables)).map {
            try $0.decode(Query.Data.self)
        }
    }
}
