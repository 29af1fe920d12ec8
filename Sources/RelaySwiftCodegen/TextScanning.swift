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
