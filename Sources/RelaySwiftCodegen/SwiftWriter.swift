/// Collects the lines of a generated file with their indentation, in one buffer: node
/// literals run to megabytes, and keeping them whole saves splitting them into lines and
/// joining them again.
struct SwiftWriter {
    private var buffer = ""
    private var indentation = ""

    /// Appends a line at the current indentation (an empty line stays empty). The text may
    /// span lines (a laid-out expression): only its first gets the indentation.
    mutating func line(_ text: String) {
        if !text.isEmpty { buffer += indentation + text }
        buffer += "\n"
    }

    /// Appends an empty line, unless the last line is empty or opens a block.
    mutating func blankLine() {
        if lastLineHasContent { buffer += "\n" }
    }

    /// Whether the last line is neither empty nor the opening of a block. (A property of its
    /// own, so that no view of the buffer is alive when it grows: appending would then copy
    /// the whole buffer.)
    private var lastLineHasContent: Bool {
        // The byte before the buffer's final line break ends the last line.
        let utf8 = buffer.utf8
        guard utf8.count >= 2 else { return false }
        let last = utf8[utf8.index(utf8.endIndex, offsetBy: -2)]
        return last != UInt8(ascii: "\n") && last != UInt8(ascii: "{")
    }

    /// Appends `header {`, the body one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        let outer = indentation
        indentation += SwiftExpression.indentUnit
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

    /// The current indentation.
    var currentIndentation: String { indentation }

    /// The text: every line, each ending with a newline (a file without lines is one empty line).
    var result: String { buffer.isEmpty ? "\n" : buffer }
}
