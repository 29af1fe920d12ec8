/// An open-addressing hash set of names, keyed by their bytes.
///
/// Each entry keeps the name's first 16 bytes as two words, so that most lookups compare two
/// integers; the source is padded (see `Source.padding`) so those words can always be loaded.
struct Interner {
    private struct Entry {
        var first: UInt64
        var second: UInt64
        var string: String
    }

    /// Indices into `entries`, or -1; empty until the first name, so that an unused interner
    /// costs nothing.
    private var slots: [Int32] = []
    private var entries: [Entry] = []

    var count: Int { entries.count }

    /// The name spelled by `count` bytes at `start` (ASCII name characters).
    mutating func intern(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        let raw = UnsafeRawPointer(start)
        let (first, second) = Self.words(raw, count)
        let hash = Self.hash(first, second, count)
        if slots.isEmpty { slots = Array(repeating: -1, count: 1024) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let entry = entries[index]
            // For up to 16 bytes, the zero-filled words and the hash's length settle it.
            if entry.first == first, entry.second == second,
                count <= 16 ? entry.string.utf8.count == count : Self.tailsEqual(entry.string, raw, count)
            {
                return entry.string
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        slots[slot] = Int32(entries.count)
        entries.append(Entry(first: first, second: second, string: string))
        if entries.count * 2 > slots.count { grow() }
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
    private static func hash(_ first: UInt64, _ second: UInt64, _ count: Int) -> UInt64 {
        let mixed = (first &+ second &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD
        return mixed ^ (mixed >> 29)
    }

    private static func tailsEqual(_ string: String, _ raw: UnsafeRawPointer, _ count: Int) -> Bool {
        var string = string
        return string.withUTF8 { stored in
            stored.count == count && memcmp(stored.baseAddress! + 16, raw + 16, count - 16) == 0
        }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            let hash = Self.hash(entry.first, entry.second, entry.string.utf8.count)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
