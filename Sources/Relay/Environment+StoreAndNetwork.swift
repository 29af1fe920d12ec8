/// Relay's `store-and-network` fetch policy, which answers twice: what the store knows at
/// once, then what the server says.
extension Environment {
    /// The query's data from the store at once when the store holds everything the query
    /// asks for (`isAvailable`), then from the network once its response is stored: one or two
    /// snapshots, the stream ending after the network's, or with its `RelayError`. Cancelling
    /// the iteration cancels the fetch.
    public func fetchQueryFromStoreAndNetwork(
        _ request: ConcreteRequest, variables: VariableData = [:]
    ) -> AsyncThrowingStream<Snapshot, any Error> {
        AsyncThrowingStream { continuation in
            let operation = OperationDescriptor(request: request, variables: variables)
            if isAvailable(operation) { continuation.yield(lookup(operation.rootSelector)) }
            let fetch = Task {
                do {
                    // The same description: the store's answer and the request use the same
                    // provided variables.
                    continuation.yield(try await fetchQuery(operation))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in fetch.cancel() }
        }
    }

    /// The same for a generated query with the variables it holds, each snapshot decoded:
    /// `fetchQueryFromStoreAndNetwork(UserTodosQuery(id: "1"))`.
    public func fetchQueryFromStoreAndNetwork<Query: GraphQLQuery>(
        _ query: Query
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<Snapshot, any Error>, Query.Data?> {
        try fetchQueryFromStoreAndNetwork(Query.self, variables: query.variables)
    }

    /// The same for a generated query, each snapshot decoded (see `read` for what decoding
    /// throws).
    public func fetchQueryFromStoreAndNetwork<Query: GraphQLQuery>(
        _ query: Query.Type, variables: Query.Variables
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<Snapshot, any Error>, Query.Data?> {
        fetchQueryFromStoreAndNetwork(Query.node, variables: try VariableData.encoding(variables)).map {
            try $0.decode(Query.Data.self)
        }
    }
}
