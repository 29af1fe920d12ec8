/// Whether an operation's data in the store is fresh enough to answer it from the store:
/// Relay's data invalidation (`invalidateStore`, `invalidateRecord`) and query cache
/// expiration, and the staleness its `check` reports.
///
/// Commits are counted (epochs). An operation whose data was invalidated after its response
/// was last stored is stale: the store may hold all of its data, but it is not to be answered
/// from the store. So is one whose response was stored longer ago than the store's
/// `queryCacheExpirationTime`.
struct OperationFreshness {
    /// How long a stored response answers its query; `nil`: until it is invalidated.
    let expirationTime: Duration?
    /// The epoch of the last commit.
    private var current = 0
    /// The epoch of the last commit that invalidated the whole store.
    private var store: Int?
    /// The epoch of the last commit that invalidated each record.
    private var records: [DataID: Int] = [:]
    /// The epoch, and the time, of the last commit that stored a response to each operation
    /// (by identifier).
    private var operations: [String: (epoch: Int, time: ContinuousClock.Instant)] = [:]

    init(expirationTime: Duration?) {
        self.expirationTime = expirationTime
    }

    /// Counts a commit: what it invalidated, and the operation whose response it stored.
    mutating func commit(invalidatingStore: Bool, records invalidated: Set<DataID>, writing operation: String?) {
        current += 1
        if invalidatingStore {
            store = current
            // Every response stored before is stale now, as one never stored is.
            operations.removeAll()
        }
        for id in invalidated { records[id] = current }
        if let operation { operations[operation] = (current, .now) }
    }

    /// Whether `operation` is stale whatever records it reaches: the whole store was
    /// invalidated since its response was last stored (or ever, when it never was), or that
    /// response has expired.
    func isStale(_ operation: String) -> Bool {
        let written = operations[operation]
        if let store, (written?.epoch ?? 0) <= store { return true }
        return hasExpired(operation)
    }

    /// Whether `operation`'s stored response is older than `expirationTime`.
    func hasExpired(_ operation: String) -> Bool {
        guard let expirationTime, let written = operations[operation] else { return false }
        return ContinuousClock.now - written.time > expirationTime
    }

    /// The records invalidated since `operation`'s response was last stored (or ever, when it
    /// never was); `nil` when there are none, as there usually are not.
    func staleRecords(for operation: String) -> (@Sendable (DataID) -> Bool)? {
        guard !records.isEmpty else { return nil }
        let written = operations[operation]?.epoch
        let records = records
        return { id in
            guard let invalidated = records[id] else { return false }
            return written.map { invalidated > $0 } ?? true
        }
    }

    /// Forgets records that no longer exist (garbage collected), and the operations no longer
    /// retained (as Relay keeps these times only for retained operations): one fetched again
    /// is counted again.
    mutating func forget(records ids: some Sequence<DataID>, keepingOperations retained: Set<String>) {
        if !records.isEmpty {
            for id in ids { records.removeValue(forKey: id) }
        }
        operations = operations.filter { retained.contains($0.key) }
    }
}
