/// A handle on one record inside an updater or handler, reading and writing through the
/// update in progress.
///
/// Proxies have reference semantics: every copy edits the same pending record, so methods
/// that write are non-mutating and a proxy held in a `let` can still be changed. A proxy is
/// valid only during the updater call that produced it (it is deliberately not `Sendable`).
public struct RecordProxy {
    let mutator: RecordSourceMutator

    /// The ID of the record.
    public let dataID: DataID

    init(mutator: RecordSourceMutator, dataID: DataID) {
        self.mutator = mutator
        self.dataID = dataID
    }

    /// The GraphQL type of the record (empty if the record was deleted during this update).
    public var typeName: String { mutator.typeName(dataID) ?? "" }

    private func storageKey(_ name: String, _ args: VariableData?) -> String {
        StorageKey.format(name: name, arguments: args)
    }

    /// The scalar value of a field, with arguments formatted into the storage key as Relay
    /// does (`proxy["name", args: ["lang": "en"]]`). `nil` when the field was never fetched or
    /// holds a link; `.null` when it is `null`. Assigning `nil` stores `null`.
    public subscript(_ name: String, args args: VariableData? = nil) -> JSONValue? {
        get {
            guard case .scalar(let value) = mutator.value(dataID, storageKey(name, args)) else { return nil }
            return value
        }
        nonmutating set {
            mutator.setValue(dataID, storageKey(name, args), .scalar(newValue ?? .null))
        }
    }

    /// The record a singular linked field points to, or `nil` when unfetched, null or deleted.
    public func getLinkedRecord(_ name: String, args: VariableData? = nil) -> RecordProxy? {
        guard let id = mutator.linkedID(dataID, storageKey(name, args)), mutator.exists(id) else {
            return nil
        }
        return RecordProxy(mutator: mutator, dataID: id)
    }

    /// The records a plural linked field points to (`nil` items for null or deleted records),
    /// or `nil` when the field is unfetched or null.
    public func getLinkedRecords(_ name: String, args: VariableData? = nil) -> [RecordProxy?]? {
        guard let ids = mutator.linkedIDs(dataID, storageKey(name, args)) else { return nil }
        return ids.map { id in
            guard let id, mutator.exists(id) else { return nil }
            return RecordProxy(mutator: mutator, dataID: id)
        }
    }

    /// Points a singular linked field at `record`.
    public func setLinkedRecord(_ name: String, args: VariableData? = nil, record: RecordProxy) {
        mutator.setValue(dataID, storageKey(name, args), .link(record.dataID))
    }

    /// Points a plural linked field at `records` (`nil` items are stored as `null`).
    public func setLinkedRecords(_ name: String, args: VariableData? = nil, records: [RecordProxy?]) {
        mutator.setValue(dataID, storageKey(name, args), .links(records.map { $0?.dataID }))
    }

    /// The linked record, created with a client ID (`client:<id>:<storageKey>`) and linked
    /// when the field does not point to one yet.
    public func getOrCreateLinkedRecord(_ name: String, typeName: String, args: VariableData? = nil) -> RecordProxy {
        if let existing = getLinkedRecord(name, args: args) { return existing }
        let key = storageKey(name, args)
        let id = DataID.clientID(parent: dataID, storageKey: key)
        if !mutator.exists(id) { mutator.create(id, typeName: typeName) }
        mutator.setValue(dataID, key, .link(id))
        return RecordProxy(mutator: mutator, dataID: id)
    }

    /// Copies every field of `record` onto this one; this record's ID and type are kept.
    public func copyFields(from record: RecordProxy) {
        mutator.copyFields(from: record.dataID, to: dataID)
    }

    /// Marks the record as stale (Relay's `invalidateRecord`): a query that reaches it and
    /// whose response was stored before this update is no longer answered from the store
    /// (`Environment.isAvailable` is false, so `.storeOrNetwork` asks the network) until it
    /// is fetched again. What readers see does not change. In an optimistic updater it does
    /// nothing, as in Relay: only committed updates invalidate.
    public func invalidateRecord() {
        mutator.invalidate(dataID)
    }
}
