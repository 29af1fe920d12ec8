extension Lexer {
    // MARK: Scanning (validates; the value is decoded later, only when asked for)

    /// A `"…"` string (§2.1.9): any scalar but a line terminator, and escape sequences.
    func readString(from start: Int) throws(SyntaxError) -> Token {
        var p = start + 1
        var hasEscape = false
        while true {
            while classes[Int(base[p])] & ByteClass.stringStop == 0 { p += 1 }
            let byte = base[p]
            switch byte {
            case UInt8(ascii: "\""):
                return Token(.string, start, p + 1, hasEscape: hasEscape)
            case UInt8(ascii: "\\"):
                hasEscape = true
                p += try escapeLength(at: p)
            case 0x0A, 0x0D:
                throw SyntaxError("Unterminated string.", at: p)
            case 0x00 where p >= count:
                throw SyntaxError("Unterminated string.", at: p)
            default:
                p += byte < 0x80 ? 1 : try scalarLength(at: p)
            }
        }
    }

    /// A `"""…"""` block string (§2.1.9): raw text in which only `\"""` is an escape.
    func readBlockString(from start: Int) throws(SyntaxError) -> Token {
        var p = start + 3
        while true {
            p = skipBlockStringText(from: p)
            let byte = base[p]
            if byte == UInt8(ascii: "\"") {
                if base[p + 1] == UInt8(ascii: "\""), base[p + 2] == UInt8(ascii: "\"") {
                    return Token(.blockString, start, p + 3)
                }
                p += 1
            } else if byte == UInt8(ascii: "\\") {
                let escapedQuotes =
                    base[p + 1] == UInt8(ascii: "\"") && base[p + 2] == UInt8(ascii: "\"")
                    && base[p + 3] == UInt8(ascii: "\"")
                p += escapedQuotes ? 4 : 1
            } else if byte == 0 && p >= count {
                throw SyntaxError("Unterminated string.", at: p)
            } else {
                p += byte < 0x80 ? 1 : try scalarLength(at: p)
            }
        }
    }

    /// Skips block-string bytes that need no attention, eight at a time: the first offset at
    /// or after `p` holding `"`, `\\`, NUL or a non-ASCII byte. The source's padding makes the
    /// word loads safe, and its NULs stop the scan.
    @inline(__always)
    private func skipBlockStringText(from start: Int) -> Int {
        var p = start
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while true {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
            // A byte is zero in x exactly when (x - 1) & ~x sets its high bit (for the first such byte).
            let stops =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones) & ~word) | word
            if stops & highs != 0 { break }
            p += 8
        }
        while classes[Int(base[p])] & ByteClass.blockStringStop == 0 { p += 1 }
        return p
    }

    /// The length of the escape sequence at `p` (a backslash), or the reference's error.
    private func escapeLength(at p: Int) throws(SyntaxError) -> Int {
        switch base[p + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            if let (_, length) = decodeUnicodeEscape(at: p) { return length }
            throw SyntaxError(
                "Invalid Unicode escape sequence: \"\(quotedText(p, p + unicodeEscapeExtent(at: p)))\".", at: p)
        default:
            throw SyntaxError("Invalid character escape sequence: \"\(quotedText(p, p + 2))\".", at: p)
        }
    }

    /// Decodes `\uXXXX` (with a surrogate pair `\uD83D\uDE00` joined), or `\u{X…}`.
    /// Returns the scalar and the escape's length, or nil when it is not a valid scalar.
    func decodeUnicodeEscape(at p: Int) -> (Unicode.Scalar, Int)? {
        if base[p + 2] == UInt8(ascii: "{") {
            var value: UInt32 = 0
            var size = 3
            while size < 12 {
                let byte = base[p + size]
                size += 1
                if byte == UInt8(ascii: "}") {
                    guard size >= 5, let scalar = Unicode.Scalar(value) else { return nil }
                    return (scalar, size)
                }
                guard let digit = hexValue(byte), value <= 0x10FFFF else { return nil }
                value = value << 4 | digit
            }
            return nil
        }
        guard let lead = read16BitHex(at: p + 2) else { return nil }
        if let scalar = Unicode.Scalar(lead) { return (scalar, 6) }
        if (0xD800...0xDBFF).contains(lead), base[p + 6] == UInt8(ascii: "\\"), base[p + 7] == UInt8(ascii: "u"),
            let trail = read16BitHex(at: p + 8), (0xDC00...0xDFFF).contains(trail)
        {
            let value = 0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00)
            return Unicode.Scalar(value).map { ($0, 12) }
        }
        return nil
    }

    /// How much of an invalid `\u` escape the reference implementation quotes in its message.
    private func unicodeEscapeExtent(at p: Int) -> Int {
        guard base[p + 2] == UInt8(ascii: "{") else { return min(6, count - p) }
        var size = 3
        while size < 12, p + size < count {
            let byte = base[p + size]
            size += 1
            if byte == UInt8(ascii: "}") || hexValue(byte) == nil { break }
        }
        return size
    }

    private func read16BitHex(at p: Int) -> UInt32? {
        var value: UInt32 = 0
        for i in 0..<4 {
            // Stops at the first non-digit, so never reads past the sentinel.
            guard let digit = hexValue(base[p + i]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    @inline(__always)
    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The text between two offsets, clamped to the source.
    func quotedText(_ start: Int, _ end: Int) -> String {
        let end = min(end, count)
        return String(decoding: UnsafeBufferPointer(start: base + start, count: max(0, end - start)), as: UTF8.self)
    }
}
