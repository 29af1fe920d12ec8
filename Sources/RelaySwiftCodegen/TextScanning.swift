import Foundation

/// Byte-level searches over generated text. `String.contains(_: String)` and
/// `split(separator:)` go through Foundation and grapheme breaking, which dominated the time
/// of generating code for large projects; the text searched here is ASCII-delimited.
extension StringProtocol {
    /// Whether the text holds the ASCII character `byte`.
    func containsByte(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, Int32(byte), bytes.count) != nil } ?? false
        }
        return found ?? utf8.contains(byte)
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
