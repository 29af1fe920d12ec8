import Foundation

/// An open-addressing hash set of names, keyed by their bytes.
///
/// Each entry keeps the name's first 16 bytes as two zero-filled words, so that a lookup
/// compares two integers: names never contain NUL, so for names of up to 16 bytes equal words
/// mean equal names. The source is padded (see `Source.padding`) so that the words can always
/// be loaded. Each four-byte slot holds 8 bits of the hash beside the entry's index, so that
/// most probes of other names are rejected without touching the entries.
struct Interner {
    private struct Entry {
        var first: UInt64
        var second: UInt64
        var string: String
    }

    /// `tag << 24 | (index + 1)`, or 0 for an empty slot; empty until the first name, so that
    /// an unused interner costs nothing.
    private var slots: [UInt32] = []
    /// Past this many names (16 million), new names are returned without being interned.
    private static let maximumCount = 0xFF_FFFE
    private var entries: [Entry] = []

    var count: Int { entries.count }

    /// The name spelled by `count` bytes at `start` (ASCII name characters).
    mutating func intern(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        let raw = UnsafeRawPointer(start)
        let (first, second) = Self.words(raw, count)
        let hash = Self.hash(first, second, count)
        if slots.isEmpty { slots = Array(repeating: 0, count: 1024) }
        let mask = slots.count &- 1
        let tag = hash >> 24
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let packed = slots[slot]
            if packed == 0 { break }
            if packed >> 24 == tag {
                let index = Int(truncatingIfNeeded: packed & 0xFF_FFFF) &- 1
                if entries[index].first == first, entries[index].second == second,
                    count <= 16 || Self.tailsEqual(entries[index].string, raw, count)
                {
                    return entries[index].string
                }
            }
            slot = (slot &+ 1) & mask
        }
        let string = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        if entries.count == Self.maximumCount { return string }
        if entries.count == entries.capacity {
            // Grow by half rather than double: a schema's names are many, and live as long as it.
            entries.reserveCapacity(max(256, entries.count + entries.count / 2))
        }
        entries.append(Entry(first: first, second: second, string: string))
        slots[slot] = tag << 24 | UInt32(entries.count)
        // Linear probing stays short up to three quarters full.
        if entries.count * 4 > slots.count * 3 { grow() }
        return string
    }

    /// The first 16 bytes of the name, zero-filled past its end.
    @inline(__always)
    private static func words(_ raw: UnsafeRawPointer, _ count: Int) -> (UInt64, UInt64) {
        var first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if count < 8 {
            first &= (1 << (UInt64(count) * 8)) &- 1
            second = 0
        } else if count < 16 {
            second &= (1 << (UInt64(count - 8) * 8)) &- 1
        }
        return (first, second)
    }

    @inline(__always)
    private static func hash(_ first: UInt64, _ second: UInt64, _ count: Int) -> UInt32 {
        let mixed = (first &+ second &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD
        return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }

    private static func tailsEqual(_ string: String, _ raw: UnsafeRawPointer, _ count: Int) -> Bool {
        var string = string
        return string.withUTF8 { stored in
            stored.count == count && memcmp(stored.baseAddress! + 16, raw + 16, count - 16) == 0
        }
    }

    private mutating func grow() {
        var grown = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for packed in slots where packed != 0 {
            let entry = entries[Int(packed & 0xFF_FFFF) - 1]
            let hash = Self.hash(entry.first, entry.second, entry.string.utf8.count)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = packed
        }
        slots = grown
    }
}
