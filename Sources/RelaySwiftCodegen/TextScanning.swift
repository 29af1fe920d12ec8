/// Byte-level searches over generated text. `String.contains(_: String)` and
/// `split(separator:)` go through Foundation and grapheme breaking, which dominated the time
/// of generating code for large projects; the text searched here is ASCII-delimited.
extension StringProtocol {
    /// Whether the text holds the ASCII character `byte`.
    func containsByte(_ byte: UInt8) -> Bool { utf8.contains(byte) }

    /// Whether the text holds `needle`'s bytes in a row.
    func containsBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8), bytes = Array(utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return pattern.isEmpty }
        return (0...(bytes.count - pattern.count)).contains { start in
            bytes[start..<(start + pattern.count)].elementsEqual(pattern)
        }
    }
}

extension String {
    /// The text's lines, split at `\n`, empty lines kept (so `"a\n"` gives `["a", ""]`).
    var lineSlices: [Substring] {
        var lines: [Substring] = []
        var start = startIndex
        for index in utf8.indices where utf8[index] == UInt8(ascii: "\n") {
            lines.append(self[start..<index])
            start = utf8.index(after: index)
        }
        lines.append(self[start...])
        return lines
    }
}
