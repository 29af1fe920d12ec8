/// Finds the bytes of UTF-8 text that a JSON or a Swift string literal may have to escape:
/// control characters (below 0x20), DEL, `"` and `\`.
///
/// Query texts, printed into every operation's artifact, run to tens of kilobytes and hold
/// few such bytes (a line break per line), so the search tests eight bytes at a time: with the
/// "has a zero byte" bit trick (SWAR), one 64-bit word flags the high bit of each byte that may
/// be one of them. A borrow only runs towards higher bytes, so the lowest flag is always exact,
/// and it is the only one read.
package enum EscapeScan {
    /// The index of the first byte at or after `start` that is a control character, DEL, `"`
    /// or `\`; `utf8.count` when there is none.
    package static func firstCandidate(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        var index = start
        while index + 8 <= utf8.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let flags = candidates(word)
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < utf8.count, !isCandidate(base[index]) { index += 1 }
        return index
    }

    /// Copies `utf8` from `start` to `destination` (room for `utf8.count - start` bytes) up to
    /// its first candidate, searching as it copies, eight bytes at a time; returns the
    /// candidate's index (`utf8.count` when there is none). The bytes stored past it are not
    /// part of the copy: the caller keeps `index - start`.
    package static func copyUntilCandidate(
        in utf8: UnsafeBufferPointer<UInt8>, from start: Int, to destination: UnsafeMutablePointer<UInt8>
    ) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let count = utf8.count
        guard count - start >= 8 else {
            var index = start
            while index < count {
                let byte = base[index]
                if isCandidate(byte) { break }
                destination[index - start] = byte
                index += 1
            }
            return index
        }
        var index = start
        while true {
            // The last word ends at the last byte, overlapping bytes already found clean: its
            // lowest flag is still the first candidate at or after `index`.
            let word = min(index, count - 8)
            let value = UnsafeRawPointer(base + word).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(destination + (word - start)).storeBytes(of: value, as: UInt64.self)
            let flags = candidates(UInt64(littleEndian: value))
            if flags != 0 { return word + flags.trailingZeroBitCount / 8 }
            if word + 8 == count { return count }
            index = word + 8
        }
    }

    /// Whether a text of one to sixteen bytes holds no candidate, tested without a loop: its
    /// bytes gathered into two words by overlapping loads (most strings in an artifact are
    /// names this short). `false` for other lengths.
    @inline(__always)
    package static func isShortAndClean(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let raw = UnsafeRawPointer(base), count = utf8.count
        let first: UInt64, last: UInt64
        switch count {
        case 8...16:
            first = raw.loadUnaligned(as: UInt64.self)
            last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            first = UInt64(raw.loadUnaligned(as: UInt32.self)) | 0x2020_2020 << 32
            last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) | 0x2020_2020 << 32
        case 1..<4:
            // The first, middle and last bytes (some the same), among spaces.
            let bytes = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
            first = 0x2020_2020_2000_0000 | bytes
            last = first
        default:
            return false
        }
        // With no candidate in a word, no borrow starts, so no byte is flagged at all.
        return candidates(UInt64(littleEndian: first)) | candidates(UInt64(littleEndian: last)) == 0
    }

    /// Whether the text holds no byte that `firstCandidate` finds.
    package static func needsNoEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        firstCandidate(in: utf8, from: 0) == utf8.count
    }

    /// Whether `byte` is a control character, DEL, `"` or `\`.
    package static func isCandidate(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that may be a candidate (the lowest one is exact).
    @inline(__always)
    private static func candidates(_ word: UInt64) -> UInt64 {
        // A byte below 0x20 borrows from its high bit when 0x20 is subtracted, where a byte of
        // 0x20…0x7F does not set it and one of 0x80 or more had it set already.
        let control = (word &- ones &* 0x20) & ~word & highBits
        return control | equal(word, UInt8(ascii: "\"")) | equal(word, UInt8(ascii: "\\")) | equal(word, 0x7F)
    }

    /// The high bit of each byte of `word` that may equal `byte` (the lowest one is exact).
    @inline(__always)
    private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let differences = word ^ (ones &* UInt64(byte))
        return (differences &- ones) & ~differences & highBits
    }
}
