/// Values by field name, for records and reader data.
///
/// Most records and objects have a handful of fields with short names, so entries are kept
/// in one array and found by comparing names (short strings compare without hashing); a
/// dictionary index is added once a map grows past `indexThreshold` entries, so that large
/// records (a root with many fields) stay fast too. Equality ignores order.
public struct FieldMap<Value: Sendable & Hashable>: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One entry.
    public typealias Element = (key: String, value: Value)

    private var entries: [Element] = []
    private var index: [String: Int]?
    private static var indexThreshold: Int { 16 }

    /// An empty map.
    public init() {}

    /// A map with the entries of a dictionary.
    public init(_ dictionary: [String: Value]) {
        entries.reserveCapacity(dictionary.count)
        for (key, value) in dictionary { self[key] = value }
    }

    /// A map from a literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, Value)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// Whether there are no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// The field names, in insertion order.
    public var keys: [String] { entries.map(\.key) }

    /// The values, in insertion order.
    public var values: [Value] { entries.map(\.value) }

    /// The entries as a dictionary.
    public var dictionary: [String: Value] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Reserves room for `capacity` entries.
    public mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    /// The value for `key`; assigning `nil` removes the entry.
    public subscript(key: String) -> Value? {
        get {
            guard let position = position(of: key) else { return nil }
            return entries[position].value
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    entries.remove(at: position)
                    if index != nil { rebuildIndex() }
                }
            } else if let newValue {
                entries.append((key, newValue))
                if index != nil {
                    index?[key] = entries.count - 1
                } else if entries.count > Self.indexThreshold {
                    rebuildIndex()
                }
            }
        }
    }

    /// Removes and returns the value under `key`, so that the caller holds the only reference
    /// to it (a re-read taking its previous data apart).
    mutating func take(_ key: String) -> Value? {
        guard let position = position(of: key) else { return nil }
        let value = entries.remove(at: position).value
        if index != nil { rebuildIndex() }
        return value
    }

    /// Appends an entry whose key the caller knows is absent (a fresh map filled from
    /// selections with distinct keys), without looking for it first.
    mutating func appendNew(_ key: String, _ value: Value) {
        guard index == nil, entries.count < Self.indexThreshold else {
            self[key] = value
            return
        }
        entries.append((key, value))
    }

    private mutating func rebuildIndex() {
        guard entries.count > Self.indexThreshold else {
            index = nil
            return
        }
        var rebuilt: [String: Int] = [:]
        rebuilt.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { rebuilt[entry.key] = position }
        index = rebuilt
    }

    /// Sets every entry of `other` over this map's; returns whether any value changed.
    @discardableResult
    public mutating func merge(_ other: FieldMap) -> Bool {
        if entries.isEmpty {
            self = other
            return !other.isEmpty
        }
        var changed = false
        for (key, value) in other.entries {
            if let position = position(of: key) {
                if entries[position].value != value {
                    entries[position].value = value
                    changed = true
                }
            } else {
                self[key] = value
                changed = true
            }
        }
        return changed
    }

    /// Iterates the entries in insertion order.
    public func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }

    /// Equal when both have the same keys with the same values, in any order.
    public static func == (lhs: FieldMap, rhs: FieldMap) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        if lhs.sharesEntries(with: rhs) { return true }
        for (position, entry) in lhs.entries.enumerated() {
            // Maps built the same way keep the same order: try the same position first.
            if position < rhs.entries.count, rhs.entries[position].key == entry.key {
                guard rhs.entries[position].value == entry.value else { return false }
            } else if rhs[entry.key] != entry.value {
                return false
            }
        }
        return true
    }

    /// Whether both maps hold the very same entry storage (a copy of one another), which
    /// makes them equal without comparing entries.
    private func sharesEntries(with other: FieldMap) -> Bool {
        entries.withUnsafeBufferPointer { mine in
            other.entries.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }

    /// Hashes independently of order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for entry in entries {
            var entryHasher = Hasher()
            entryHasher.combine(entry.key)
            entryHasher.combine(entry.value)
            combined ^= entryHasher.finalize()
        }
        hasher.combine(entries.count)
        hasher.combine(combined)
    }
}

extension FieldMap: CustomStringConvertible {
    /// The entries, like a dictionary literal.
    public var description: String {
        "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }
}
