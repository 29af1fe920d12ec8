/// A handle for committing one generated mutation from anywhere (not only SwiftUI):
/// `Mutation<AddTodoMutation>(environment: environment).commit(variables: .init(...))`.
public struct Mutation<Operation: GraphQLMutation>: Sendable {
    /// The environment mutations are committed to.
    public let environment: Environment

    /// A handle committing `Operation` to `environment`.
    public init(_ operation: Operation.Type = Operation.self, environment: Environment) {
        self.environment = environment
    }

    /// Commits the mutation (see `Environment.commitMutation`). The optimistic update is
    /// applied before this returns; the returned task completes with the decoded response,
    /// or fails with `RelayError` (or a `DecodingError` when the data does not decode).
    @discardableResult
    public func commit(
        variables: Operation.Variables, optimisticResponse: JSONValue? = nil,
        optimisticUpdater: SelectorStoreUpdater? = nil, updater: SelectorStoreUpdater? = nil
    ) -> Task<Operation.Data?, any Error> {
        let environment = self.environment
        let variableData: VariableData
        do {
            variableData = try VariableData.encoding(variables)
        } catch {
            return Task { throw error }
        }
        let mutation = environment.beginMutation(
            Operation.node, variables: variableData, optimisticResponse: optimisticResponse,
            optimisticUpdater: optimisticUpdater)
        return Task {
            try await environment.finishMutation(mutation, updater: updater)?.decode(Operation.Data.self)
        }
    }

    /// Commits the mutation with the variables `mutation` holds:
    /// `commit(AddTodoMutation(input: input, connections: [todos.__id]))`.
    @discardableResult
    public func commit(
        _ mutation: Operation, optimisticResponse: JSONValue? = nil,
        optimisticUpdater: SelectorStoreUpdater? = nil, updater: SelectorStoreUpdater? = nil
    ) -> Task<Operation.Data?, any Error> {
        commit(
            variables: mutation.variables, optimisticResponse: optimisticResponse,
            optimisticUpdater: optimisticUpdater, updater: updater)
    }

    /// Commits the mutation with the variables `mutation` holds and an optimistic response
    /// given as the operation's typed data.
    @discardableResult
    public func commit(
        _ mutation: Operation, optimisticResponse: Operation.Data,
        optimisticUpdater: SelectorStoreUpdater? = nil, updater: SelectorStoreUpdater? = nil
    ) -> Task<Operation.Data?, any Error> where Operation.Data: Encodable {
        commit(
            variables: mutation.variables, optimisticResponse: optimisticResponse,
            optimisticUpdater: optimisticUpdater, updater: updater)
    }

    /// Commits the mutation with an optimistic response given as the operation's typed data.
    @discardableResult
    public func commit(
        variables: Operation.Variables, optimisticResponse: Operation.Data,
        optimisticUpdater: SelectorStoreUpdater? = nil, updater: SelectorStoreUpdater? = nil
    ) -> Task<Operation.Data?, any Error> where Operation.Data: Encodable {
        let json: JSONValue
        do {
            json = try JSONValue.encoding(optimisticResponse)
        } catch {
            return Task { throw error }
        }
        return commit(
            variables: variables, optimisticResponse: json, optimisticUpdater: optimisticUpdater, updater: updater)
    }
}
