import Foundation

extension Source {
    /// The value of the string token (validated when it was lexed) at `span`.
    func stringValue(of span: SourceSpan, isBlock: Bool) -> String {
        storage.withUnsafeBufferPointer { buffer in
            let token = Token(isBlock ? .blockString : .string, Int(span.start), Int(span.end), hasEscape: true)
            return Lexer(buffer).stringValue(of: token)
        }
    }
}

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

    /// A block string's value (§2.1.9 BlockStringValue).
    private func blockStringValue(of token: Token) -> String {
        BlockString.value(UnsafeBufferPointer(start: base + token.start + 3, count: token.end - token.start - 6))
    }
}

/// The block-string value rules (§2.1.9 BlockStringValue): the raw text is split into lines,
/// the common indentation of all lines but the first is removed, leading and trailing blank
/// lines are dropped, the lines are joined with `\n`, and `\"""` stands for `"""`.
enum BlockString {
    /// The value of the raw text between the triple quotes. Two passes over the lines and no
    /// intermediate arrays: the first measures, the second copies.
    static func value(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = raw.baseAddress, !raw.isEmpty else { return "" }
        let lines = Lines(base: base, count: raw.count)
        // Pass 1: the common indent of lines after the first, and the non-blank line range.
        var commonIndent = Int.max
        var firstLine = -1, firstStart = 0, lastLine = -1, lastEnd = 0
        lines.forEach { index, start, contentStart, end in
            guard contentStart < end else { return }  // blank: only spaces and tabs
            if firstLine < 0 {
                firstLine = index
                firstStart = start
            }
            lastLine = index
            lastEnd = end
            if index != 0 { commonIndent = min(commonIndent, contentStart - start) }
        }
        if firstLine < 0 { return "" }
        if firstLine == lastLine && !lines.hasBackslash {
            // One line of content: that line, less the common indent (none on line 0).
            let start = firstLine == 0 ? firstStart : firstStart + commonIndent
            return String(decoding: UnsafeBufferPointer(start: base + start, count: lastEnd - start), as: UTF8.self)
        }
        // Pass 2: copy the lines from the first to the last non-blank one.
        return String(unsafeUninitializedCapacity: lastEnd - firstStart) { output in
            var written = 0
            lines.forEach { index, start, _, end in
                guard index >= firstLine, index <= lastLine else { return }
                if index != firstLine {
                    output[written] = 0x0A
                    written += 1
                }
                var p = start
                if index != 0 {
                    // Blank lines may be shorter than the indent.
                    var skipped = 0
                    while skipped < commonIndent, p < end { p += 1; skipped += 1 }
                }
                if !lines.hasBackslash {
                    output.baseAddress!.advanced(by: written).update(from: base + p, count: end - p)
                    written += end - p
                    return
                }
                while p < end {
                    if base[p] == UInt8(ascii: "\\"), p + 3 < end, base[p + 1] == 0x22, base[p + 2] == 0x22,
                        base[p + 3] == 0x22
                    {
                        p += 1  // `\"""` is `"""`: drop the backslash
                    }
                    output[written] = base[p]
                    written += 1
                    p += 1
                }
            }
            return written
        }
    }

    /// The lines of a block string's raw text, split at `\n`, `\r\n` and `\r`.
    private struct Lines {
        let base: UnsafePointer<UInt8>
        let count: Int
        let hasCarriageReturn: Bool
        let hasBackslash: Bool

        init(base: UnsafePointer<UInt8>, count: Int) {
            self.base = base
            self.count = count
            hasCarriageReturn = memchr(base, 0x0D, count) != nil
            hasBackslash = memchr(base, 0x5C, count) != nil
        }

        /// Calls `body(index, start, contentStart, end)` for each line, where `contentStart`
        /// is past the line's leading spaces and tabs.
        func forEach(_ body: (Int, Int, Int, Int) -> Void) {
            var start = 0, index = 0
            while true {
                var contentStart = start
                while contentStart < count, base[contentStart] == 0x20 || base[contentStart] == 0x09 {
                    contentStart += 1
                }
                let end = lineEnd(from: contentStart)
                body(index, start, min(contentStart, end), end)
                if end >= count { return }
                start = end + (base[end] == 0x0D && end + 1 < count && base[end + 1] == 0x0A ? 2 : 1)
                index += 1
            }
        }

        private func lineEnd(from start: Int) -> Int {
            if !hasCarriageReturn {
                guard let found = memchr(base + start, 0x0A, count - start) else { return count }
                return UnsafeRawPointer(found) - UnsafeRawPointer(base)
            }
            var p = start
            while p < count, base[p] != 0x0A, base[p] != 0x0D { p += 1 }
            return p
        }
    }
}
