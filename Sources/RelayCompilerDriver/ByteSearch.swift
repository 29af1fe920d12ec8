import Foundation

/// A set of bytes the scanner stops at in one state (code, a string's body, a comment).
///
/// Most of a Swift file is bytes no state cares about, so the scanner skips them eight at a
/// time: `mask` flags, in one 64-bit word, the bytes that may be in the set, using the
/// "has a zero byte" bit trick (SWAR). Its lowest flag is always exact (a borrow only runs
/// towards higher bytes), which is the only one the search uses.
protocol StopBytes {
    /// The high bit of each byte of `word` that is in the set (the lowest flag is exact; flags
    /// above it may be spurious).
    static func mask(_ word: UInt64) -> UInt64
    /// Whether `byte` is in the set.
    static func contains(_ byte: UInt8) -> Bool
}

/// The word-at-a-time helpers behind `StopBytes`.
enum Word {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each zero byte of `word` (exact for the lowest one).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highBits }

    /// The high bit of each byte of `word` equal to `byte` (exact for the lowest one).
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 { zeroBytes(word ^ (ones &* UInt64(byte))) }

    /// The high bit of each byte of `word` equal to `byte`, every flag exact (for counting).
    @inline(__always)
    static func exactBytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let differences = word ^ (ones &* UInt64(byte))
        let low = ~highBits
        return ~(((differences & low) &+ low) | differences | low)
    }

    /// Clears the lowest bit of each byte: `"`/`#` (0x22, 0x23) and `(`/`)` (0x28, 0x29) then
    /// test as one value each.
    static let pairMask: UInt64 = 0xFEFE_FEFE_FEFE_FEFE
}

/// Code: `/` (comments), `"` and `#` (strings, raw strings, regex literals), `(` (a call to
/// `graphql`, an interpolation's nested parentheses) and `)` (an interpolation's end).
enum CodeStops: StopBytes {
    @inline(__always)
    static func mask(_ word: UInt64) -> UInt64 {
        let pairs = word & Word.pairMask
        return Word.bytes(pairs, equalTo: 0x22) | Word.bytes(pairs, equalTo: 0x28) | Word.bytes(word, equalTo: 0x2F)
    }

    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool {
        byte & 0xFE == 0x22 || byte & 0xFE == 0x28 || byte == 0x2F
    }
}

/// A multi-line string's body: `"` (a possible end), `\` (escapes, interpolations) and `\r`
/// (line breaks that Swift normalizes, so the text is not the file's bytes verbatim).
enum MultilineStringStops: StopBytes {
    @inline(__always)
    static func mask(_ word: UInt64) -> UInt64 {
        Word.bytes(word, equalTo: 0x22) | Word.bytes(word, equalTo: 0x5C) | Word.bytes(word, equalTo: 0x0D)
    }

    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x5C || byte == 0x0D }
}

/// A single-line string's body: `"`, `\`, and the line breaks that leave it unterminated.
enum SingleLineStringStops: StopBytes {
    @inline(__always)
    static func mask(_ word: UInt64) -> UInt64 {
        Word.bytes(word, equalTo: 0x22) | Word.bytes(word, equalTo: 0x5C) | Word.bytes(word, equalTo: 0x0A)
            | Word.bytes(word, equalTo: 0x0D)
    }

    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x5C || byte == 0x0A || byte == 0x0D }
}

/// A `//` comment's body: the line break that ends it.
enum LineBreakStops: StopBytes {
    @inline(__always)
    static func mask(_ word: UInt64) -> UInt64 { Word.bytes(word, equalTo: 0x0A) | Word.bytes(word, equalTo: 0x0D) }

    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
}

/// A `/* */` comment's body: `*` (a possible end) and `/` (a possible nested start).
enum BlockCommentStops: StopBytes {
    @inline(__always)
    static func mask(_ word: UInt64) -> UInt64 { Word.bytes(word, equalTo: 0x2A) | Word.bytes(word, equalTo: 0x2F) }

    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool { byte == 0x2A || byte == 0x2F }
}

/// An extended regex literal's body (`#/…/#`): the `/` that may end it.
enum SlashStops: StopBytes {
    @inline(__always)
    static func mask(_ word: UInt64) -> UInt64 { Word.bytes(word, equalTo: 0x2F) }

    @inline(__always)
    static func contains(_ byte: UInt8) -> Bool { byte == 0x2F }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The offset of the first byte at or after `start` that is in `Stops`, or `count`.
    @inline(__always)
    func firstStop<Stops: StopBytes>(_: Stops.Type, from start: Int) -> Int {
        guard let base = baseAddress else { return count }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let flags = Stops.mask(word)
            if flags != 0 { return index &+ flags.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count {
            if Stops.contains(base[index]) { return index }
            index &+= 1
        }
        return count
    }

    /// Whether `word` occurs in these bytes: its byte at `anchor` (best the rarest, as `q` of
    /// `graphql` is in Swift code) is found with the C library's `memchr` (many bytes at a
    /// time), the whole word compared around it.
    func contains(word: StaticString, anchor: Int = 0) -> Bool {
        word.withUTF8Buffer { word in
            guard anchor < word.count, let wordBase = word.baseAddress else { return true }
            guard let base = baseAddress else { return false }
            var at = anchor
            while at < count {
                guard let found = memchr(base + at, Int32(word[anchor]), count - at) else { return false }
                at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let start = at - anchor
                if start + word.count <= count, memcmp(base + start, wordBase, word.count) == 0 { return true }
                at += 1
            }
            return false
        }
    }

    /// The byte at `index`, or 0 past the end (no Swift token starts with NUL, so a missing
    /// byte never completes a delimiter).
    @inline(__always)
    func byte(at index: Int) -> UInt8 { index >= 0 && index < count ? self[index] : 0 }
}
