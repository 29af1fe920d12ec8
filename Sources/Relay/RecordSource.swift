/// Whether a record source knows a record.
public enum RecordState: Sendable, Hashable {
    /// The record exists.
    case existent
    /// The record was deleted: readers see `null`, not missing data.
    case nonexistent
    /// Nothing is known about the record: readers report missing data.
    case unknown
}

/// A set of records by ID, with tombstones for deleted records.
///
/// A value type: copying one is cheap (copy on write), which is how the store hands stable
/// snapshots to readers while it keeps publishing.
public struct RecordSource: Sendable, Hashable {
    enum Entry: Sendable, Hashable {
        case record(Record)
        case deleted
    }

    private(set) var entries: [DataID: Entry]

    /// An empty source.
    public init() { entries = [:] }

    /// A source holding `records`.
    public init(records: [Record]) {
        entries = Dictionary(records.map { ($0.dataID, Entry.record($0)) }, uniquingKeysWith: { _, last in last })
    }

    /// The existing record with this ID, or `nil` when deleted or unknown.
    public subscript(id: DataID) -> Record? {
        get {
            if case .record(let record) = entries[id] { return record }
            return nil
        }
        set {
            if let newValue { entries[id] = .record(newValue) } else { entries[id] = .deleted }
        }
    }

    /// Whether the record exists, was deleted or is unknown.
    public func state(of id: DataID) -> RecordState {
        switch entries[id] {
        case .record: return .existent
        case .deleted: return .nonexistent
        case nil: return .unknown
        }
    }

    /// Stores a record, replacing any previous one.
    public mutating func set(_ record: Record) {
        entries[record.dataID] = .record(record)
    }

    /// Marks a record as deleted (a tombstone that readers see as `null`).
    public mutating func delete(_ id: DataID) {
        entries[id] = .deleted
    }

    /// Forgets a record entirely, tombstone included.
    public mutating func remove(_ id: DataID) {
        entries.removeValue(forKey: id)
    }

    /// The IDs of every entry, existing or deleted.
    public var ids: some Collection<DataID> { entries.keys }

    /// The number of entries, existing or deleted.
    public var count: Int { entries.count }

    /// Every existing record.
    public var records: [Record] {
        entries.values.compactMap { entry in
            if case .record(let record) = entry { return record }
            return nil
        }
    }

    /// Applies `update` on top of this source: its records' fields overwrite this source's
    /// (records are merged field by field) and its tombstones delete. Returns the IDs whose
    /// entry actually changed.
    @discardableResult
    public mutating func merge(_ update: RecordSource) -> Set<DataID> {
        var changed = Set<DataID>()
        for (id, entry) in update.entries {
            switch entry {
            case .deleted:
                if entries[id] != .deleted {
                    entries[id] = .deleted
                    changed.insert(id)
                }
            case .record(let incoming):
                if case .record(var existing) = entries[id] {
                    // Drop the stored copy first so the merge edits uniquely referenced storage.
                    entries[id] = .deleted
                    if existing.merge(incoming) { changed.insert(id) }
                    entries[id] = .record(existing)
                } else {
                    entries[id] = .record(incoming)
                    changed.insert(id)
                }
            }
        }
        return changed
    }

    /// Merges one record's fields over the stored record with the same ID (or stores it),
    /// reviving a deleted record.
    public mutating func mergeRecord(_ record: Record) {
        // One hash for the common case of a new record; merging costs a second one.
        guard case .record(var existing)? = entries.updateValue(.record(record), forKey: record.dataID) else { return }
        existing.merge(record)
        entries[record.dataID] = .record(existing)
    }
}
