/// A hash table from names to small integers, with a cheaper hash than `Dictionary`'s
/// (schema building looks up tens of thousands of short names; hash flooding is not a
/// concern for names read from a schema file).
///
/// Open addressing with linear probing over a power-of-two slot array; names are never removed.
package struct NameTable: Sendable {
    /// A name, its value and its hash.
    private struct Entry: Sendable {
        var name: String
        var value: Int32
        var hash: UInt32
    }

    private var entries: [Entry] = []
    /// Index into `entries` + 1, or 0 for an empty slot.
    private var slots: [Int32]
    private var mask: Int

    /// A table sized for about `capacity` names without growing.
    package init(capacity: Int = 0) {
        var slotCount = 8
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = [Int32](repeating: 0, count: slotCount)
        mask = slotCount - 1
        entries.reserveCapacity(capacity)
    }

    /// The number of names.
    package var count: Int { entries.count }

    /// The value stored for `name`, or nil.
    package func value(for name: String) -> Int32? {
        let hash = Self.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if entries[entry - 1].hash == hash && entries[entry - 1].name == name { return entries[entry - 1].value }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `value` for `name` unless the name is present; returns the value stored for it.
    @discardableResult
    package mutating func insert(_ name: String, value: Int32) -> Int32 {
        let hash = Self.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            if entries[entry - 1].hash == hash && entries[entry - 1].name == name { return entries[entry - 1].value }
            slot = (slot + 1) & mask
        }
        entries.append(Entry(name: name, value: value, hash: hash))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return value
    }

    /// The names in insertion order.
    var allNames: [String] { entries.map(\.name) }

    private mutating func grow() {
        let slotCount = slots.count * 2
        slots = [Int32](repeating: 0, count: slotCount)
        mask = slotCount - 1
        for (offset, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(offset + 1)
        }
    }

    /// A multiply-xorshift hash of the name's UTF-8 bytes, eight at a time.
    @inline(__always)
    package static func hash(_ name: String) -> UInt32 {
        if let hash = name.utf8.withContiguousStorageIfAvailable({ hashBytes($0) }) { return hash }
        return Array(name.utf8).withUnsafeBufferPointer { hashBytes($0) }
    }

    private static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return UInt32(truncatingIfNeeded: hash >> 32) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                word |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        }
        hash = (hash ^ (hash >> 29)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}

extension NameTable {
    /// The type stored under a type name.
    subscript(name: String) -> TypeID? { value(for: name).map(TypeID.init) }
}
