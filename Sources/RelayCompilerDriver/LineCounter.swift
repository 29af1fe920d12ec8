import GraphQLSyntax

/// Counts lines of a file forwards, on demand, so that finding a tag's line costs only the
/// bytes before it and no file needs a table of line starts.
///
/// It numbers lines and columns exactly as `Source.location(of:)` does: lines end at `\n`,
/// `\r\n` or `\r`; columns count Unicode scalars.
struct LineCounter {
    /// How far lines have been counted.
    private var offset = 0
    /// The 1-based line that `offset` is on, and where that line starts.
    private var line = 1
    private var lineStart = 0

    /// The location of `target`, which must not be before an offset asked for earlier.
    mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        var index = offset
        while index < target {
            // Eight bytes at a time while there is no `\r` to pair with a `\n`.
            if index + 8 <= target, let base = bytes.baseAddress {
                let word = UInt64(
                    littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if Word.exactBytes(word, equalTo: 0x0D) == 0 {
                    let breaks = Word.exactBytes(word, equalTo: 0x0A)
                    if breaks != 0 {
                        line += breaks.nonzeroBitCount
                        lineStart = index + (63 - breaks.leadingZeroBitCount) / 8 + 1
                    }
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
            } else if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A {
                    // `target` is the `\n` of a `\r\n`: still on the line the `\r` ends.
                    if index == target {
                        index -= 1
                        break
                    }
                    index += 1
                }
                line += 1
                lineStart = index
            }
        }
        offset = index
        var column = 1
        for position in lineStart..<max(lineStart, target) where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(line: line, column: column, offset: target)
    }
}
