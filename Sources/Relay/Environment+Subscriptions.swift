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
    /// fails (or has no subscriptions), or when a payload is not a GraphQL response or has
    /// errors and no data, as a query's response would; a partial payload (data and errors)
    /// is stored, its errors given to `responseErrorLogger`. Stopping the iteration, or
    /// cancelling the task iterating, ends the network's stream: the subscription lasts as
    /// long as the sequence is iterated (one that is only created and dropped, as Relay's
    /// disposable might be, ends at once). Its records are not retained, as a query's are
    /// not: `retain` the operation to keep them through garbage collection.
    public func requestSubscription(
        _ request: ConcreteRequest, variables: VariableData = [:], updater: SelectorStoreUpdater? = nil
    ) -> AsyncThrowingStream<SelectorData?, any Error> {
        let operation = OperationDescriptor(request: request, variables: variables)
        return payloads(of: operation) { [self] in commitResponse($0, of: operation, updater: updater) }
    }

    /// Each payload the network's `subscribe` pushes for `operation`, parsed and stored by
    /// `store`, whose result is yielded (keeping `buffering` of them for a slow reader). A
    /// failure of the network's ends the stream with `RelayError.network`; a payload that is
    /// not a GraphQL response, or has errors and no data, ends it with its `RelayError`.
    /// Ending the stream ends the network's.
    func payloads<Element: Sendable>(
        of operation: OperationDescriptor,
        buffering: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy = .unbounded,
        storing store: @escaping @Sendable (JSONValue) -> Element
    ) -> AsyncThrowingStream<Element, any Error> {
        let bodies = network.subscribe(request: operation.request.params, variables: operation.variables)
        return AsyncThrowingStream(bufferingPolicy: buffering) { continuation in
            let payloads = Task {
                do {
                    for try await body in bodies {
                        continuation.yield(store(try data(of: body, answering: operation)))
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
    public func requestSubscription<Operation: GraphQLSubscription>(
        _ subscription: Operation, updater: SelectorStoreUpdater? = nil
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<SelectorData?, any Error>, Operation.Data?> {
        try requestSubscription(Operation.self, variables: subscription.variables, updater: updater)
    }

    /// The same, naming the generated subscription and its variables.
    public func requestSubscription<Operation: GraphQLSubscription>(
        _ subscription: Operation.Type, variables: Operation.Variables, updater: SelectorStoreUpdater? = nil
    ) throws -> AsyncThrowingMapSequence<AsyncThrowingStream<SelectorData?, any Error>, Operation.Data?> {
        requestSubscription(Operation.node, variables: try VariableData.encoding(variables), updater: updater).map {
            try $0?.decode(Operation.Data.self)
        }
    }
}
