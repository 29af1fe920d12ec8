extension Lexer {
    /// The text of a token as written (a name, a number).
    func text(of token: Token) -> String {
        String(decoding: UnsafeBufferPointer(start: base + token.start, count: token.end - token.start), as: UTF8.self)
    }

    /// The value of a `string` or `blockString` token, escapes decoded and block-string
    /// indentation removed. The token was validated when it was lexed.
    func stringValue(of token: Token) -> String {
        if token.kind == .blockString { return blockStringValue(of: token) }
        let start = token.start + 1, end = token.end - 1
        if !token.hasEscape { return quotedText(start, end) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        var p = start
        while p < end {
            let byte = base[p]
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                p += 1
                continue
            }
            let escaped = base[p + 1]
            switch escaped {
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                if let (scalar, length) = decodeUnicodeEscape(at: p) {
                    bytes.append(contentsOf: String(Character(scalar)).utf8)
                    p += length
                    continue
                }
            default: bytes.append(escaped)  // " \ /
            }
            p += 2
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A block string's value (§2.1.9 BlockStringValue): split into lines, `\"""` unescaped,
    /// the common indentation of all lines but the first removed, leading and trailing
    /// blank lines dropped, joined with `\n`.
    private func blockStringValue(of token: Token) -> String {
        let start = token.start + 3, end = token.end - 3
        // Fast path: one line, no escape, no leading or trailing blank: the text itself.
        var simple = true
        for p in start..<end where base[p] == 0x0A || base[p] == 0x0D || base[p] == UInt8(ascii: "\\") {
            simple = false
            break
        }
        if simple {
            var blank = true
            for p in start..<end where base[p] != 0x20 && base[p] != 0x09 {
                blank = false
                break
            }
            return blank ? "" : quotedText(start, end)
        }
        var lines: [Range<Int>] = []
        var lineStart = start, p = start
        while p < end {
            let byte = base[p]
            if byte == 0x0A || byte == 0x0D {
                lines.append(lineStart..<p)
                p += byte == 0x0D && p + 1 < end && base[p + 1] == 0x0A ? 2 : 1
                lineStart = p
            } else {
                p += 1
            }
        }
        lines.append(lineStart..<end)
        return BlockString.dedent(lines: lines, in: base)
    }
}

/// Block-string indentation rules shared by the lexer (reading) and the printer (writing).
enum BlockString {
    /// Joins `lines` (byte ranges of raw block-string text) into the block string's value.
    static func dedent(lines: [Range<Int>], in base: UnsafePointer<UInt8>) -> String {
        func indent(_ line: Range<Int>) -> Int {
            var p = line.lowerBound
            while p < line.upperBound, base[p] == 0x20 || base[p] == 0x09 { p += 1 }
            return p - line.lowerBound
        }
        var commonIndent = Int.max
        var firstNonBlank: Int?
        var lastNonBlank = -1
        for (index, line) in lines.enumerated() {
            let width = indent(line)
            if width == line.count { continue }
            if firstNonBlank == nil { firstNonBlank = index }
            lastNonBlank = index
            if index != 0, width < commonIndent { commonIndent = width }
        }
        guard let first = firstNonBlank else { return "" }
        var bytes: [UInt8] = []
        for index in first...lastNonBlank {
            if index != first { bytes.append(0x0A) }
            let line = lines[index]
            var p = index == 0 ? line.lowerBound : line.lowerBound + min(commonIndent, line.count)
            while p < line.upperBound {
                // `\"""` stands for `"""`.
                if base[p] == UInt8(ascii: "\\"), p + 4 <= line.upperBound,
                    base[p + 1] == UInt8(ascii: "\""), base[p + 2] == UInt8(ascii: "\""),
                    base[p + 3] == UInt8(ascii: "\"")
                {
                    bytes.append(contentsOf: [0x22, 0x22, 0x22])
                    p += 4
                } else {
                    bytes.append(base[p])
                    p += 1
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
