import GraphQLSyntax

/// Turns a tag's string literal into its value, as the Swift compiler does, keeping for every
/// run of bytes where in the file it was written.
struct TagTextDecoder {
    let file: Source
    let bytes: UnsafeBufferPointer<UInt8>
    /// The raw string's `#` count: escapes are `\` followed by that many `#`.
    let hashes: Int
    private(set) var diagnostics: [Diagnostic] = []
    private var text: [UInt8] = []
    private var segments: [SourceOrigin.Segment] = []
    /// `fileOffset - textOffset` of the run being copied; nil when the next byte starts a run.
    private var delta: Int?

    init(file: Source, bytes: UnsafeBufferPointer<UInt8>, hashes: Int) {
        self.file = file
        self.bytes = bytes
        self.hashes = hashes
    }

    /// The literal's value and the file offset of its first byte, or nil (with diagnostics)
    /// when Swift would reject it. `closingQuote` is the offset of its closing `"` or `"""`.
    mutating func decode(_ literal: StringLiteral, closingQuote: Int) -> (GraphQLTag.Content, Int)? {
        guard literal.isMultiline else {
            let body = literal.contentStart..<closingQuote
            if !literal.hasEscapes { return (.verbatim(body), body.lowerBound) }
            _ = decodeRun(body)
            return finish(startingAt: body.lowerBound)
        }
        guard let layout = multilineLayout(literal, closingQuote: closingQuote) else { return nil }
        if !literal.hasEscapes, !literal.hasCarriageReturn, layout.indentation.isEmpty {
            return (.verbatim(layout.textStart..<max(layout.textStart, layout.lastBreak)), layout.textStart)
        }
        decodeLines(layout)
        return finish(startingAt: layout.textStart)
    }

    /// The decoded text; an empty one (no run copied) is placed at `fallback`, where its text
    /// would have started, so that "Unexpected <EOF>" points into the tag, not at the file's start.
    private func finish(startingAt fallback: Int) -> (GraphQLTag.Content, Int)? {
        guard diagnostics.isEmpty else { return nil }
        let runs = segments.isEmpty ? [SourceOrigin.Segment(textOffset: 0, fileOffset: fallback)] : segments
        return (.decoded(text, runs), runs[0].fileOffset)
    }

    // MARK: Multi-line strings

    /// Where a multi-line string's lines are.
    struct MultilineLayout {
        /// The first byte after the line break that follows the opening `"""`.
        var textStart: Int
        /// The line break before the closing line (the text ends there); `textStart - 1` or
        /// less when there are no lines.
        var lastBreak: Int
        /// Where the closing `"""` line starts.
        var closingLineStart: Int
        /// The spaces and tabs before the closing `"""`, stripped from every line.
        var indentation: Range<Int>
    }

    /// Checks the layout Swift requires: nothing but whitespace after the opening `"""` on its
    /// line, nothing but whitespace before the closing one on its line.
    private mutating func multilineLayout(_ literal: StringLiteral, closingQuote: Int) -> MultilineLayout? {
        var afterOpening = literal.contentStart
        while isSpaceOrTab(bytes.byte(at: afterOpening)) { afterOpening += 1 }
        let opening = bytes.byte(at: afterOpening)
        guard opening == 0x0A || opening == 0x0D, afterOpening < closingQuote else {
            report(
                "a multi-line string's text starts on the line after its opening '\"\"\"'; found "
                    + (afterOpening >= closingQuote ? "its closing '\"\"\"'" : describe(afterOpening)),
                afterOpening, afterOpening + 1)
            return nil
        }
        let textStart = afterOpening + (opening == 0x0D && bytes.byte(at: afterOpening + 1) == 0x0A ? 2 : 1)
        var closingLineStart = closingQuote
        while closingLineStart > textStart, isSpaceOrTab(bytes[closingLineStart - 1]) { closingLineStart -= 1 }
        let beforeClosing = bytes.byte(at: closingLineStart - 1)
        guard beforeClosing == 0x0A || beforeClosing == 0x0D else {
            report(
                "a multi-line string's closing '\"\"\"' must be on a line of its own, after nothing but spaces "
                    + "or tabs; found text before it on its line", closingQuote, closingQuote + 3)
            return nil
        }
        var lastBreak = closingLineStart - 1
        if beforeClosing == 0x0A, bytes.byte(at: lastBreak - 1) == 0x0D, lastBreak - 1 >= textStart { lastBreak -= 1 }
        return MultilineLayout(
            textStart: textStart, lastBreak: lastBreak, closingLineStart: closingLineStart,
            indentation: closingLineStart..<closingQuote)
    }

    /// Decodes each line: strips the indentation, decodes escapes, joins continued lines and
    /// writes every line break as `\n`.
    private mutating func decodeLines(_ layout: MultilineLayout) {
        var lineStart = layout.textStart
        while lineStart < layout.closingLineStart {
            var lineEnd = lineStart
            while bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            let breakLength = bytes[lineEnd] == 0x0D && bytes.byte(at: lineEnd + 1) == 0x0A ? 2 : 1
            let isLastLine = lineEnd + breakLength >= layout.closingLineStart
            let contentStart: Int
            if hasIndentation(layout.indentation, at: lineStart, lineEnd: lineEnd) {
                contentStart = lineStart + layout.indentation.count
            } else if bytes[lineStart..<lineEnd].allSatisfy(isSpaceOrTab) {
                // A blank line may be less indented than the closing `"""`; its value is empty.
                contentStart = lineEnd
            } else {
                var mismatch = lineStart
                while mismatch < lineEnd, mismatch - lineStart < layout.indentation.count,
                    bytes[mismatch] == bytes[layout.indentation.lowerBound + mismatch - lineStart]
                {
                    mismatch += 1
                }
                report(
                    "insufficient indentation of a line in a multi-line string: every line must start with the "
                        + "closing '\"\"\"' line's \(describeIndentation(layout.indentation)); found "
                        + describe(mismatch), mismatch, mismatch + 1)
                contentStart = lineEnd
            }
            let continues = decodeRun(contentStart..<lineEnd)
            if continues, isLastLine {
                report(
                    "a line continuation '\\' cannot end a multi-line string's last line: nothing follows it",
                    lineEnd - 1 - hashes, lineEnd)
            } else if !isLastLine, !continues {
                if breakLength == 1, bytes[lineEnd] == 0x0A {
                    copy(lineEnd..<lineEnd + 1)
                } else {
                    emit(0x0A, writtenAt: lineEnd)
                }
            }
            lineStart = lineEnd + breakLength
        }
    }

    private func hasIndentation(_ indentation: Range<Int>, at lineStart: Int, lineEnd: Int) -> Bool {
        lineEnd - lineStart >= indentation.count
            && bytes[lineStart..<lineStart + indentation.count].elementsEqual(bytes[indentation])
    }

    private func describeIndentation(_ indentation: Range<Int>) -> String {
        let tabs = bytes[indentation].filter { $0 == 0x09 }.count
        let spaces = indentation.count - tabs
        return [(spaces, "space"), (tabs, "tab")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
    }

    // MARK: Escapes

    /// Copies `range` with its escapes decoded; true when it ends in a line continuation (a
    /// backslash, with the raw string's `#`, as the last thing on a multi-line string's line).
    private mutating func decodeRun(_ range: Range<Int>) -> Bool {
        var runStart = range.lowerBound
        var at = range.lowerBound
        while at < range.upperBound {
            guard bytes[at] == UInt8(ascii: "\\") else {
                at += 1
                continue
            }
            var escaped = at + 1
            while escaped - at - 1 < hashes, escaped < range.upperBound, bytes[escaped] == UInt8(ascii: "#") {
                escaped += 1
            }
            guard escaped - at - 1 == hashes else {
                at += 1  // fewer `#` than the raw string's: a plain backslash
                continue
            }
            copy(runStart..<at)
            if escaped == range.upperBound { return true }
            let end = decodeEscape(startingAt: at, escapedAt: escaped, before: range.upperBound)
            at = end
            runStart = end
        }
        copy(runStart..<range.upperBound)
        return false
    }

    /// Decodes the escape whose backslash is at `start` and whose letter is at `escaped`;
    /// returns the offset after it.
    private mutating func decodeEscape(startingAt start: Int, escapedAt escaped: Int, before limit: Int) -> Int {
        let simple: UInt8? =
            switch bytes[escaped] {
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "t"): 0x09
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "0"): 0x00
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): bytes[escaped]
            default: nil
            }
        if let simple {
            emit(simple, writtenAt: start)
            return escaped + 1
        }
        guard bytes[escaped] == UInt8(ascii: "u") else {
            report(
                "invalid escape sequence in a string literal: expected one of \\n \\t \\r \\0 \\\\ \\\" \\' \\u{…}; "
                    + "found \(describe(escaped)) after the backslash", start, escaped + 1)
            return escaped + 1
        }
        // \u{1 to 8 hex digits} naming a Unicode scalar.
        var digitsEnd = escaped + 2
        var value: UInt32 = 0
        var isValid = bytes.byte(at: escaped + 1) == UInt8(ascii: "{")
        while isValid, digitsEnd < limit, let digit = Self.hexValue(bytes[digitsEnd]), digitsEnd - escaped - 2 < 8 {
            value = value << 4 | digit
            digitsEnd += 1
        }
        isValid =
            isValid && digitsEnd > escaped + 2 && bytes.byte(at: digitsEnd) == UInt8(ascii: "}") && digitsEnd < limit
        guard isValid, let scalar = Unicode.Scalar(value) else {
            let end = min(limit, isValid ? digitsEnd + 1 : max(escaped + 1, digitsEnd))
            report(
                "invalid unicode escape: expected \\u{…} with 1 to 8 hexadecimal digits naming a Unicode scalar; "
                    + "found '\(String(decoding: bytes[start..<end], as: UTF8.self))'", start, end)
            return end
        }
        for byte in scalar.utf8 { emit(byte, writtenAt: start) }
        return digitsEnd + 1
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Output

    /// Appends file bytes unchanged, continuing the current run when they follow it.
    private mutating func copy(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if delta != range.lowerBound - text.count { startRun(writtenAt: range.lowerBound) }
        text.append(contentsOf: bytes[range])
        delta = range.lowerBound - text.count + range.count
    }

    /// Appends a byte that stands for something else in the file (an escape, a `\r\n`),
    /// mapped to where that was written.
    private mutating func emit(_ byte: UInt8, writtenAt offset: Int) {
        startRun(writtenAt: offset)
        text.append(byte)
        delta = nil
    }

    private mutating func startRun(writtenAt offset: Int) {
        let segment = SourceOrigin.Segment(textOffset: text.count, fileOffset: offset)
        if segments.last?.textOffset == text.count {
            segments[segments.count - 1] = segment
        } else {
            segments.append(segment)
        }
        delta = offset - text.count
    }

    private func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let text = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        return text.unicodeScalars.first.map { $0 == "\n" || $0 == "\r" ? "the end of the line" : "'\($0)'" }
            ?? "the end of the file"
    }

    private mutating func report(_ message: String, _ start: Int, _ end: Int) {
        diagnostics.append(Diagnostic(.error, message, source: file, span: SourceSpan(start: start, end: end)))
    }
}
