/// Collects changes to records without touching the source it reads from.
///
/// Reads see the pending changes (`sink`) over the view; the first write to a record copies it
/// into the sink. When the caller is done, `finish()` hands the sink over for publishing and
/// drops the view, so that the store's own source is uniquely referenced again and merging
/// does not copy it. Proxies are thin handles over one mutator; it is confined to the store's
/// critical section and never crosses threads.
final class RecordSourceMutator {
    private var view: RecordSourceView
    private(set) var sink = RecordSource()
    /// Whether this update invalidated the whole store, and the records it invalidated
    /// (`OperationFreshness`).
    private(set) var invalidatesStore = false
    private(set) var invalidatedIDs: Set<DataID> = []

    init(view: RecordSourceView) {
        self.view = view
    }

    /// Ends the mutation: returns the changes and forgets the source read from.
    func finish() -> RecordSource {
        view = RecordSourceView(base: RecordSource())
        let changes = sink
        sink = RecordSource()
        return changes
    }

    func state(of id: DataID) -> RecordState {
        let state = sink.state(of: id)
        return state == .unknown ? view.state(of: id) : state
    }

    func record(_ id: DataID) -> Record? {
        switch sink.entries[id] {
        case .record(let record)?: return record
        case .deleted?: return nil
        case nil: return view[id]
        }
    }

    /// Whether the record exists (without copying it).
    func exists(_ id: DataID) -> Bool {
        switch sink.entries[id] {
        case .record?: return true
        case .deleted?: return false
        case nil: return view.state(of: id) == .existent
        }
    }

    /// Creates `target` with the type of `source` unless it exists, copies `source`'s fields
    /// onto it and sets `requiredKey` to `null` if it is still unset (a connection's edge
    /// copied from the server's, in one step rather than one per field).
    func createCopy(of source: DataID, as target: DataID, requiredKey: String) {
        let original = record(source)
        var copy = record(target) ?? Record(dataID: target, typeName: original?.typeName ?? "")
        if let fields = original?.fields { copy.fields.merge(fields) }
        if copy.fields[requiredKey] == nil { copy.fields[requiredKey] = .null }
        sink.set(copy)
    }

    /// Applies `change` to a record, copying it into the sink first; no-op if it does not exist.
    private func modify(_ id: DataID, _ change: (inout Record) -> Void) {
        guard var record = record(id) else { return }
        // Remove first so the sink's copy is uniquely referenced while it changes.
        sink.remove(id)
        change(&record)
        sink.set(record)
    }

    /// Whether the source read from knew nothing of the record: it can only have been
    /// written by this update.
    func isNewInThisUpdate(_ id: DataID) -> Bool {
        view.state(of: id) == .unknown
    }

    /// IDs of the records this update wrote whose field `key` links to `target`.
    func pendingRecordIDs(linkingTo target: DataID, through key: String) -> Set<DataID> {
        var ids = Set<DataID>()
        for record in sink.records where record.linkedID(forKey: key) == target { ids.insert(record.dataID) }
        return ids
    }

    func invalidateStore() { invalidatesStore = true }

    func invalidate(_ id: DataID) { invalidatedIDs.insert(id) }

    func create(_ id: DataID, typeName: String) {
        sink.set(Record(dataID: id, typeName: typeName))
    }

    func delete(_ id: DataID) {
        sink.delete(id)
    }

    func typeName(_ id: DataID) -> String? { record(id)?.typeName }

    func value(_ id: DataID, _ key: String) -> RecordValue? { record(id)?.value(forKey: key) }

    func setValue(_ id: DataID, _ key: String, _ value: RecordValue) {
        modify(id) { $0.fields[key] = value }
    }

    func linkedID(_ id: DataID, _ key: String) -> DataID? { record(id)?.linkedID(forKey: key) }

    func linkedIDs(_ id: DataID, _ key: String) -> [DataID?]? { record(id)?.linkedIDs(forKey: key) }

    /// Copies every field of `source` onto `target` (Relay's `copyFields`); ID and type stay.
    func copyFields(from source: DataID, to target: DataID) {
        guard let fields = record(source)?.fields else { return }
        modify(target) { $0.fields.merge(fields) }
    }

    /// Merges a normalized response into the pending changes, field by field.
    func publish(_ source: RecordSource) {
        for id in source.ids {
            switch source.state(of: id) {
            case .nonexistent:
                sink.delete(id)
            case .existent:
                guard let incoming = source[id] else { continue }
                if var existing = record(id) {
                    sink.remove(id)
                    existing.merge(incoming)
                    sink.set(existing)
                } else {
                    sink.set(incoming)
                }
            case .unknown:
                continue
            }
        }
    }
}
