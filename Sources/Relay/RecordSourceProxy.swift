/// The store as seen by an updater or handler: find, create and delete records. Changes
/// are collected and published together when the updater returns.
///
/// Reference semantics like `RecordProxy`; valid only during the call that produced it.
public struct RecordSourceProxy {
    let mutator: RecordSourceMutator

    init(mutator: RecordSourceMutator) {
        self.mutator = mutator
    }

    /// The root record (`DataID.rootID`), created if the store has none yet.
    public var root: RecordProxy {
        if !mutator.exists(.rootID) { mutator.create(.rootID, typeName: Record.rootTypeName) }
        return RecordProxy(mutator: mutator, dataID: .rootID)
    }

    /// The record with this ID, or `nil` when it does not exist (never fetched or deleted).
    public subscript(dataID: DataID) -> RecordProxy? {
        self.get(dataID)
    }

    /// The record with this ID, or `nil` when it does not exist (never fetched or deleted).
    public func get(_ dataID: DataID) -> RecordProxy? {
        guard mutator.exists(dataID) else { return nil }
        return RecordProxy(mutator: mutator, dataID: dataID)
    }

    /// Creates an empty record of type `typeName`. If one exists already it is returned as
    /// is rather than replaced, so that a repeated create cannot lose data.
    @discardableResult
    public func create(dataID: DataID, typeName: String) -> RecordProxy {
        if !mutator.exists(dataID) { mutator.create(dataID, typeName: typeName) }
        return RecordProxy(mutator: mutator, dataID: dataID)
    }

    /// Deletes a record. References to it stay; readers see `null` through them.
    public func delete(dataID: DataID) {
        mutator.delete(dataID)
    }

    /// Marks everything the store holds as stale (Relay's `invalidateStore`): a query whose
    /// response was stored before this update is no longer answered from the store
    /// (`Environment.isAvailable` is false, so `.storeOrNetwork` asks the network) until it
    /// is fetched again. What readers see does not change. In an optimistic updater it does
    /// nothing, as in Relay: only committed updates invalidate.
    public func invalidateStore() {
        mutator.invalidateStore()
    }
}
