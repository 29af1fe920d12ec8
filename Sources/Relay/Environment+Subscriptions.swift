import Foundation

/// GraphQL subscriptions (Relay's `requestSubscription`): each payload the server pushes is
/// stored as a mutation's response is.
extension Environment {
    /// Subscribes to a GraphQL subscription through the network's `subscribe`. Each payload
    /// is stored as a mutation's response is (its records published, its handles run, so
    /// that `@appendEdge` and the other declarative directives apply, then `updater`, all in
    /// one publish) and yielded as the data read through the subscription's selection (`nil`
    /// when that misses data).
    ///
    /// The stream ends when the network's does. It ends with a `RelayError` when the network
    /// fails (or has no subscriptions), or when a payload is not a GraphQL response or carries
    /// `errors` (which is then not stored), as a query's response would. Stopping the
    /// iteration, or cancelling the task iterating, ends the network's stream.
    public func requestSubscription(
        _ request: ConcreteRequest, variables: VariableData = [:], updater: SelectorStoreUpdater? = nil
    ) -> AsyncThrowingStream<SelectorData?, any Error> {
        AsyncThrowingStream { continuation in
            let operation = OperationDescriptor(request: request, variables: variables)
            let payloads = Task {
                do {
                    let bodies = network.subscribe(request: request.params, variables: operation.variables)
                    for try await body in bodies {
                        let data = try GraphQLResponse(body: body).data
                        continuation.yield(commitResponse(data, of: operation, updater: updater))
                    }
                    continuation.finish()
                } catch let error as RelayError {
                    continuation.finish(throwing: error)
                } catch {
                    continuation.finish(throwing: RelayError.network(String(describing: error)))
                }
            }
            continuation.onTermination = { _ in payloads.cancel() }
        }
    }

    /// The same for a generated subscription, each payload's data decoded (see `read` for
    /// what decoding throws): `requestSubscription(TodoChangedSubscription(userId: "me"))`.
    public func requestSubscription<Operation: GraphQLOperation>(
        _ subscription: Operation, updater: SelectorStoreUpdater? = nil
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<SelectorData?, any Error>, Operation.Data?> {
        try requestSubscription(Operation.self, variables: subscription.variables, updater: updater)
    }

    /// The same, naming the generated subscription and its variables.
    public func requestSubscription<Operation: GraphQLOperation>(
        _ subscription: Operation.Type, variables: Operation.Variables, updater: SelectorStoreUpdater? = nil
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<SelectorData?, any Error>, Operation.Data?> {
        requestSubscription(Operation.node, variables: try VariableData.encoding(variables), updater: updater).map {
            try $0?.decode(Operation.Data.self)
        }
    }
}
