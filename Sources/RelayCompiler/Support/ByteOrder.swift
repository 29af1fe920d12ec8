import Foundation

/// Byte-wise order of strings (their UTF-8), the same on every machine and locale: the order
/// sources and artifacts are listed in, and the order of JSON keys. `String`'s own `<`
/// compares Unicode canonical equivalents equal, which byte order does not.
public enum ByteOrder {
    /// Whether `left`'s UTF-8 comes before `right`'s.
    ///
    /// The bytes are read where they are stored: copying the strings to reach them (`withUTF8`
    /// on a copy) retained and released both, and made sorting 2,000 paths three times slower
    /// than `String`'s own `<`; this is faster than that.
    @inlinable @inline(__always)
    public static func precedes(_ left: String, _ right: String) -> Bool {
        let stored = left.utf8.withContiguousStorageIfAvailable { a in
            right.utf8.withContiguousStorageIfAvailable { b in
                let common = min(a.count, b.count)
                if common > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
        if let stored, let stored { return stored }
        return left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// `strings` in byte order.
    @inlinable
    public static func sorted(_ strings: [String]) -> [String] {
        sorted(strings, by: { $0 })
    }

    /// `elements` in the byte order of their keys (a stable sort).
    ///
    /// Each key's first sixteen bytes past the prefix all keys share (a folder, say) are read
    /// once, into two integers that order as they do; most keys differ there, so most
    /// comparisons compare integers. Comparing the strings each time (`sorted(by: precedes)`)
    /// cost 10 M instructions for the corpus's 2,001 artifact paths, on one core.
    @inlinable
    public static func sorted<Element>(_ elements: [Element], by key: (Element) -> String) -> [Element] {
        let keys = elements.map(key)
        let shared = sharedPrefixCount(keys)
        var order = keys.indices.map { (prefix: prefix(of: keys[$0], after: shared), index: $0) }
        order.sort { a, b in
            if a.prefix != b.prefix { return a.prefix < b.prefix }
            if precedes(keys[a.index], keys[b.index]) { return true }
            if precedes(keys[b.index], keys[a.index]) { return false }
            return a.index < b.index
        }
        return order.map { elements[$0.index] }
    }

    /// How many leading bytes every key shares.
    @usableFromInline
    static func sharedPrefixCount(_ keys: [String]) -> Int {
        guard var first = keys.first else { return 0 }
        return first.withUTF8 { base in
            var count = base.count
            for var key in keys.dropFirst() where count > 0 {
                count = key.withUTF8 { bytes in
                    let limit = min(count, bytes.count)
                    var matched = 0
                    while matched < limit, bytes[matched] == base[matched] { matched += 1 }
                    return matched
                }
            }
            return count
        }
    }

    /// Sixteen bytes of `string`'s UTF-8 from offset `start`, the first the most significant,
    /// zeros past its end: where one string's are less than another's (both from the same
    /// offset, after bytes they share), the string precedes the other; equal ones say nothing.
    @usableFromInline
    static func prefix(of string: String, after start: Int) -> Prefix {
        var string = string
        return string.withUTF8 { bytes in
            func word(from offset: Int) -> UInt64 {
                (offset..<(offset + 8)).reduce(0) { $0 << 8 | UInt64($1 < bytes.count ? bytes[$1] : 0) }
            }
            return Prefix(high: word(from: start), low: word(from: start + 8))
        }
    }

    /// Two words of a key's bytes, compared as one 128-bit number.
    @usableFromInline
    struct Prefix: Comparable {
        @usableFromInline var high: UInt64
        @usableFromInline var low: UInt64

        @usableFromInline
        init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }

        @inlinable
        static func < (a: Prefix, b: Prefix) -> Bool { a.high != b.high ? a.high < b.high : a.low < b.low }
    }
}
