import RelayCompiler

/// Collects the lines of a generated file with their indentation, in one byte buffer: node
/// literals run to megabytes, and keeping them whole saves splitting them into lines and
/// joining them again.
struct SwiftWriter: ~Copyable {
    private var buffer = ByteBuffer()
    private var indentation = ""

    /// Appends a line at the current indentation (an empty line stays empty). The text may
    /// span lines: only its first gets the indentation.
    mutating func line(_ text: String) {
        if !text.isEmpty {
            buffer.append(contentsOf: indentation)
            buffer.append(contentsOf: text)
        }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Appends a line at the current indentation made of `parts`, without joining them into
    /// a string first (an empty line stays empty).
    mutating func line(_ parts: String...) {
        if parts.contains(where: { !$0.isEmpty }) {
            buffer.append(contentsOf: indentation)
            for part in parts { buffer.append(contentsOf: part) }
        }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Appends a line at the current indentation: `prefix`, then the expression `body`
    /// writes, laid out for where it starts.
    mutating func line(_ prefix: String, expression body: (inout ExpressionWriter) -> Void) {
        buffer.append(contentsOf: indentation)
        buffer.append(contentsOf: prefix)
        // The buffer moves into the expression writer and back, without a copy.
        var expression = ExpressionWriter(appendingTo: buffer.take(), indent: indentation.utf8.count)
        body(&expression)
        buffer = expression.finish()
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Appends `text` as a documentation comment, a `///` line for each of its lines (text
    /// fit for comments: `SchemaDocumentation`'s, or the generator's own).
    mutating func documentation(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                buffer.append(contentsOf: indentation)
                buffer.append("///")
                if lineEnd > lineStart {
                    buffer.append(UInt8(ascii: " "))
                    buffer.append(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                }
                buffer.append(UInt8(ascii: "\n"))
                lineStart = lineEnd + 1
            }
        }
    }

    /// Appends an empty line, unless the last line is empty or opens a block.
    mutating func blankLine() {
        // The byte before the buffer's final line break ends the last line.
        guard buffer.count >= 2 else { return }
        let last = buffer[buffer.count - 2]
        if last != UInt8(ascii: "\n") && last != UInt8(ascii: "{") { buffer.append(UInt8(ascii: "\n")) }
    }

    /// Appends `header {` (the header made of `parts`), the body one level deeper, and `}`.
    mutating func block(_ header: String..., body: (inout SwiftWriter) -> Void) {
        buffer.append(contentsOf: indentation)
        for part in header { buffer.append(contentsOf: part) }
        buffer.append(" {\n")
        let outer = indentation
        indentation += ExpressionWriter.indentUnit
        body(&self)
        indentation = outer
        line("}")
    }

    /// Appends `switch … {`, the cases at the same indentation (as the formatter writes
    /// them), and `}`.
    mutating func switchBlock(_ header: String, _ cases: (inout SwiftWriter) -> Void) {
        line(header + " {")
        cases(&self)
        line("}")
    }

    /// The text's UTF-8 bytes: every line, each ending with a newline (a file without lines is
    /// one empty line).
    consuming func finish() -> [UInt8] { buffer.count == 0 ? [UInt8(ascii: "\n")] : buffer.finish() }
}
