/// When data was written and when it was invalidated, counted in commits (epochs): Relay's
/// `invalidateStore` and `invalidateRecord`, and the staleness its `check` reports. An
/// operation whose data was invalidated after its response was last stored is stale: the
/// store may hold all of its data, but it is not to be answered from the store.
struct InvalidationEpochs {
    /// The epoch of the last commit.
    private var current = 0
    /// The epoch of the last commit that invalidated the whole store.
    private var store: Int?
    /// The epoch of the last commit that invalidated each record.
    private var records: [DataID: Int] = [:]
    /// The epoch of the last commit that stored a response to each operation (by identifier).
    private var operations: [String: Int] = [:]

    /// Counts a commit: what it invalidated, and the operation whose response it stored.
    mutating func commit(invalidatingStore: Bool, records invalidated: Set<DataID>, writing operation: String?) {
        current += 1
        if invalidatingStore { store = current }
        for id in invalidated { records[id] = current }
        if let operation { operations[operation] = current }
    }

    /// Whether the whole store was invalidated since `operation`'s response was last stored
    /// (or ever, when it never was).
    func storeIsStale(for operation: String) -> Bool {
        guard let store else { return false }
        guard let written = operations[operation] else { return true }
        return written <= store
    }

    /// The records invalidated since `operation`'s response was last stored (or ever, when it
    /// never was); `nil` when there are none, as there usually are not.
    func staleRecords(for operation: String) -> (@Sendable (DataID) -> Bool)? {
        guard !records.isEmpty else { return nil }
        let written = operations[operation]
        let records = records
        return { id in
            guard let invalidated = records[id] else { return false }
            return written.map { invalidated > $0 } ?? true
        }
    }

    /// Forgets records that no longer exist (garbage collected).
    mutating func forget(_ ids: some Sequence<DataID>) {
        guard !records.isEmpty else { return }
        for id in ids { records.removeValue(forKey: id) }
    }
}
