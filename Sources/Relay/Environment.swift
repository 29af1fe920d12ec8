import Foundation

/// Runs operations against a `Network` and keeps their results in a `Store`.
///
/// `Sendable` and usable from any task: it holds only immutable references, and the store
/// synchronizes itself (see `Store`). Methods that talk to the network are `async`; reads
/// (`lookup`) are synchronous.
public final class Environment: Sendable {
    /// The network operations are sent to.
    public let network: any Network
    /// The record store.
    public let store: Store
    /// Called with each `@required(action: LOG)` field that a read through the environment
    /// finds `null` (once the read misses no data).
    public let requiredFieldLogger: (@Sendable (MissingRequiredField) -> Void)?
    /// Called with the errors of each partial response to a query or subscription (one with
    /// data and `errors`: the data is stored, the fields the server could not resolve left
    /// null), as Relay stores such a response. A response with errors and no data, or a
    /// mutation's with errors, is a `RelayError.graphQL` instead.
    public let responseErrorLogger: (@Sendable (ResponseErrors) -> Void)?
    /// How the records of responses are named: by their `id` unless told otherwise.
    public let getDataID: GetDataID
    /// Where fields the store never received may be found among its records (`node(id:)` for
    /// a record a list stored): consulted when the store is checked for a query.
    public let missingFieldHandlers: [MissingFieldHandler]
    /// The queries being fetched, each asked of the server once however many wait for it.
    private let inFlight = InFlightFetches<Snapshot>()

    /// An environment over `network` and `store`.
    public init(
        network: any Network, store: Store = Store(),
        requiredFieldLogger: (@Sendable (MissingRequiredField) -> Void)? = nil,
        responseErrorLogger: (@Sendable (ResponseErrors) -> Void)? = nil, getDataID: GetDataID = .default,
        missingFieldHandlers: [MissingFieldHandler] = []
    ) {
        self.network = network
        self.store = store
        self.requiredFieldLogger = requiredFieldLogger
        self.responseErrorLogger = responseErrorLogger
        self.getDataID = getDataID
        self.missingFieldHandlers = missingFieldHandlers
    }

    // MARK: Reading

    /// Reads a selector from the store (optimistic updates included).
    public func lookup(_ selector: ReaderSelector) -> Snapshot {
        logRequiredFields(of: store.lookup(selector))
    }

    /// Reads a fragment through a pointer found in some other data.
    public func lookup(_ fragment: ReaderFragment, pointer: FragmentPointer) -> Snapshot {
        lookup(
            ReaderSelector(
                fragment: fragment, dataID: pointer.dataID, variables: pointer.variables(for: fragment),
                ownerVariables: pointer.ownerVariables))
    }

    /// Reads a `@relay(plural: true)` fragment: one snapshot per pointer, in order.
    public func lookup(_ fragment: ReaderFragment, pointers: [FragmentPointer]) -> [Snapshot] {
        pointers.map { lookup(fragment, pointer: $0) }
    }

    /// Reads a generated fragment through a pointer and decodes its data; `nil` when the
    /// record is missing or deleted (or a `@required` field of its root is null). Throws a
    /// `DecodingError` when required data is missing, and `RequiredFieldError` when a
    /// `@required(action: THROW)` field is null.
    public func read<Fragment: GraphQLFragment>(_ fragment: Fragment.Type, pointer: FragmentPointer) throws -> Fragment
        .Data?
    {
        try lookup(Fragment.node, pointer: pointer).decode(Fragment.Data.self)
    }

    /// Calls `callback` with a new snapshot each time a publish changes the data of `snapshot`.
    public func subscribe(_ snapshot: Snapshot, callback: @escaping @Sendable (Snapshot) -> Void) -> StoreSubscription {
        guard requiredFieldLogger != nil else { return store.subscribe(snapshot, callback: callback) }
        return store.subscribe(snapshot) { [self] in callback(logRequiredFields(of: $0)) }
    }

    /// Gives the snapshot's `LOG` fields to `requiredFieldLogger`; the snapshot unchanged.
    private func logRequiredFields(of snapshot: Snapshot) -> Snapshot {
        if let requiredFieldLogger, !snapshot.isMissingData {
            for field in snapshot.missingRequiredFields where field.action == .log { requiredFieldLogger(field) }
        }
        return snapshot
    }

    /// Keeps an operation's records from garbage collection until the token is released, and
    /// a while after (see `Store.retain`).
    public func retain(_ operation: OperationDescriptor) -> RetainToken {
        store.retain(operation)
    }

    // MARK: Queries

    /// What the store (optimistic updates included) can answer for the query with
    /// `variables` (Relay's `check`): `.available` when it holds everything the query asks
    /// the server for, its fragments' fields included, none of it invalidated
    /// (`invalidateStore`, `invalidateRecord`) since the query's response was last stored nor
    /// that response expired (`Store(queryCacheExpirationTime:)`); `.stale` when it holds
    /// everything but not fresh; `.missing` otherwise. What the missing-field handlers find
    /// is written into the store, so that a lookup reads it.
    public func check(_ request: ConcreteRequest, variables: VariableData = [:]) -> OperationAvailability {
        store.availability(
            of: OperationDescriptor(request: request, variables: variables), handlers: missingFieldHandlers)
    }

    /// `check` for a generated query with the variables it holds:
    /// `check(UserTodosQuery(id: "1"))`.
    public func check<Query: GraphQLQuery>(_ query: Query) throws -> OperationAvailability {
        check(Query.node, variables: try VariableData.encoding(query.variables))
    }

    /// Whether `check` finds the query `.available`: what the fetch policies answer from the
    /// store.
    public func isAvailable(_ request: ConcreteRequest, variables: VariableData = [:]) -> Bool {
        isAvailable(OperationDescriptor(request: request, variables: variables))
    }

    /// `isAvailable` for an operation (its variables with their defaults).
    func isAvailable(_ operation: OperationDescriptor) -> Bool {
        store.availability(of: operation, handlers: missingFieldHandlers) == .available
    }

    /// Fetches a query, stores its response (running its field handles) and returns the
    /// query's data read just after; with `fetchPolicy`, from the store alone when it may. A
    /// fetch of a query already being fetched with the same variables waits for that response
    /// rather than asking again, and gets the same snapshot. Throws `RelayError`. The records
    /// are not retained: `retain` the operation to keep them through garbage collection.
    public func fetchQuery(
        _ request: ConcreteRequest, variables: VariableData = [:], fetchPolicy: FetchPolicy = .networkOnly
    ) async throws -> Snapshot {
        try await fetchQuery(OperationDescriptor(request: request, variables: variables), fetchPolicy: fetchPolicy)
    }

    /// `fetchQuery` for a described operation (its provided variables asked for once already).
    func fetchQuery(_ operation: OperationDescriptor, fetchPolicy: FetchPolicy = .networkOnly) async throws -> Snapshot
    {
        switch fetchPolicy {
        case .networkOnly:
            break
        case .storeOrNetwork:
            if isAvailable(operation) { return lookup(operation.rootSelector) }
        case .storeOnly:
            // Checked only for what the missing-field handlers find (the check writes it).
            if !missingFieldHandlers.isEmpty { _ = isAvailable(operation) }
            return lookup(operation.rootSelector)
        }
        return try await inFlight.run(operation.identifier) { [self] in
            storeQueryResponse(try await send(operation), of: operation)
        }
    }

    /// Stores a query's response (running its field handles) and returns the query's data
    /// read just after.
    func storeQueryResponse(_ data: JSONValue, of operation: OperationDescriptor) -> Snapshot {
        let result = ResponseNormalizer.normalize(
            data, selections: operation.request.operation.selections, variables: operation.variables,
            getDataID: getDataID)
        store.commit(storingResponseTo: operation) { mutator in
            mutator.publish(result.source)
            store.runHandlers(result.fieldPayloads, on: mutator)
        }
        return lookup(operation.rootSelector)
    }

    /// Fetches a generated query and decodes its data (see `read` for what decoding throws).
    public func fetchQuery<Query: GraphQLQuery>(
        _ query: Query.Type, variables: Query.Variables, fetchPolicy: FetchPolicy = .networkOnly
    ) async throws -> Query.Data? {
        try await fetchQuery(Query.node, variables: VariableData.encoding(variables), fetchPolicy: fetchPolicy)
            .decode(Query.Data.self)
    }

    /// Fetches a generated query with the variables it holds: `fetchQuery(UserTodosQuery(id: "1"))`.
    public func fetchQuery<Query: GraphQLQuery>(_ query: Query, fetchPolicy: FetchPolicy = .networkOnly)
        async throws -> Query.Data?
    {
        try await fetchQuery(Query.self, variables: query.variables, fetchPolicy: fetchPolicy)
    }

    private func send(_ operation: OperationDescriptor) async throws(RelayError) -> JSONValue {
        let body: Data
        do {
            body = try await network.execute(request: operation.request.params, variables: operation.variables)
        } catch {
            throw .network(String(describing: error))
        }
        return try data(of: body, answering: operation)
    }

    /// The data of a response body to `operation`; a partial response's errors are given to
    /// `responseErrorLogger`. A mutation's response with errors is an error all the same: a
    /// mutation that failed (its field `null`, and an error saying why, as servers report a
    /// mutation they refuse) must not look like one that succeeded.
    func data(of body: Data, answering operation: OperationDescriptor) throws(RelayError) -> JSONValue {
        let response = try GraphQLResponse(body: body)
        guard !response.errors.isEmpty else { return response.data }
        if operation.request.params.operationKind == .mutation { throw .graphQL(response.errors) }
        responseErrorLogger?(ResponseErrors(operationName: operation.request.params.name, errors: response.errors))
        return response.data
    }

    // MARK: Mutations and local updates

    /// Commits a mutation in the order of "Updater functions": the optimistic response is
    /// stored and the optimistic updater run (as one optimistic update, visible before this
    /// method first suspends); then the network is awaited; the optimistic update is rolled
    /// back; on success the response is stored, its handles run and `updater` is called, all
    /// in the same publish. A response with errors (with data or without) runs no updater,
    /// stores nothing and throws `RelayError.graphQL`.
    /// Returns the response's data as read through the mutation's selection.
    ///
    /// Pass updaters with their labels: an unlabeled trailing closure would be taken as the
    /// `optimisticUpdater`, the first closure parameter.
    @discardableResult
    public func commitMutation(
        _ request: ConcreteRequest, variables: VariableData = [:], optimisticResponse: JSONValue? = nil,
        optimisticUpdater: SelectorStoreUpdater? = nil, updater: SelectorStoreUpdater? = nil
    ) async throws -> SelectorData? {
        let mutation = beginMutation(
            request, variables: variables, optimisticResponse: optimisticResponse, optimisticUpdater: optimisticUpdater)
        return try await finishMutation(mutation, updater: updater)
    }

    /// Applies a local update to the committed records and publishes it.
    public func commitUpdate(_ updater: StoreUpdater) {
        store.commit { mutator in
            var proxy = RecordSourceProxy(mutator: mutator)
            updater(&proxy)
        }
    }

    /// Applies a local update optimistically (Relay's `applyUpdate`): readers see it at once,
    /// over the committed records, and it is applied again over whatever is committed later,
    /// until `revert()` on the returned handle rolls it back (`updater` runs again on each
    /// commit). For a change the app shows before it knows whether it stands, without a
    /// mutation to carry it. While it is applied, garbage collection waits, as with any
    /// optimistic update, and runs once the last is gone: a handle dropped without `revert()`
    /// keeps the update, and stops collection, for the life of the store.
    public func applyUpdate(_ updater: @escaping StoreUpdater) -> OptimisticUpdate {
        let id = store.applyOptimisticUpdate { mutator in
            var proxy = RecordSourceProxy(mutator: mutator)
            updater(&proxy)
        }
        return OptimisticUpdate { [store] in store.revertOptimisticUpdate(id) }
    }

    /// A mutation whose optimistic update (if any) is applied and whose response is awaited.
    struct MutationInFlight: Sendable {
        let operation: OperationDescriptor
        let optimisticUpdateID: Int?
    }

    /// Steps 1 and 2: applies the optimistic response and updater as one optimistic update.
    func beginMutation(
        _ request: ConcreteRequest, variables: VariableData, optimisticResponse: JSONValue?,
        optimisticUpdater: SelectorStoreUpdater?
    ) -> MutationInFlight {
        let operation = OperationDescriptor(request: request, variables: variables)
        guard optimisticResponse != nil || optimisticUpdater != nil else {
            return MutationInFlight(operation: operation, optimisticUpdateID: nil)
        }
        let optimisticResult = optimisticResponse.map { response in
            ResponseNormalizer.normalize(
                response, selections: request.operation.selections, variables: operation.variables,
                getDataID: getDataID)
        }
        let store = self.store
        let id = store.applyOptimisticUpdate { mutator in
            if let optimisticResult {
                mutator.publish(optimisticResult.source)
                store.runHandlers(optimisticResult.fieldPayloads, on: mutator)
            }
            if let optimisticUpdater {
                var proxy = RecordSourceSelectorProxy(
                    source: RecordSourceProxy(mutator: mutator), operation: request.fragment,
                    variables: operation.variables)
                optimisticUpdater(&proxy, optimisticResult.flatMap { Self.responseData($0, operation) })
            }
        }
        return MutationInFlight(operation: operation, optimisticUpdateID: id)
    }

    /// Steps 3 to 5: awaits the response, rolls the optimistic update back and, on success,
    /// stores the response and runs the updater, publishing once.
    func finishMutation(_ mutation: MutationInFlight, updater: SelectorStoreUpdater?) async throws -> SelectorData? {
        let operation = mutation.operation
        let data: JSONValue
        do {
            data = try await send(operation)
        } catch {
            if let id = mutation.optimisticUpdateID { store.revertOptimisticUpdate(id) }
            throw error
        }
        return commitResponse(
            data, of: operation, updater: updater, revertingOptimisticUpdate: mutation.optimisticUpdateID)
    }

    /// Stores a response to `operation` (a mutation's, or a subscription's payload): its
    /// records published, its handles run and `updater` called, in one publish (which also
    /// rolls back the optimistic update `revertingOptimisticUpdate` names). Returns the
    /// response read through the operation's selection.
    func commitResponse(
        _ data: JSONValue, of operation: OperationDescriptor, updater: SelectorStoreUpdater?,
        revertingOptimisticUpdate optimisticUpdateID: Int? = nil
    ) -> SelectorData? {
        let result = ResponseNormalizer.normalize(
            data, selections: operation.request.operation.selections, variables: operation.variables,
            getDataID: getDataID)
        let responseData = Self.responseData(result, operation)
        store.commit(revertingOptimisticUpdate: optimisticUpdateID) { mutator in
            mutator.publish(result.source)
            store.runHandlers(result.fieldPayloads, on: mutator)
            if let updater {
                var proxy = RecordSourceSelectorProxy(
                    source: RecordSourceProxy(mutator: mutator), operation: operation.request.fragment,
                    variables: operation.variables)
                updater(&proxy, responseData)
            }
        }
        return responseData
    }

    /// The response read through the operation's selection; `nil` when it misses data.
    static func responseData(_ result: NormalizationResult, _ operation: OperationDescriptor) -> SelectorData? {
        let snapshot = Reader.read(operation.rootSelector, from: RecordSourceView(base: result.source))
        return snapshot.isMissingData ? nil : snapshot.data
    }
}
