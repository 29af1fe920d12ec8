/// Collects the lines of a generated file with their indentation.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var indentation = ""

    /// Appends a line at the current indentation (an empty line stays empty).
    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Appends text that may span lines; only its first line gets the current indentation
    /// (the rest was laid out for it already).
    mutating func text(_ text: String) {
        let parts = text.lineSlices
        guard let first = parts.first else { return }
        line(String(first))
        lines.append(contentsOf: parts.dropFirst().map(String.init))
    }

    /// Appends an empty line, unless the last line is empty or opens a block.
    mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
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

    /// The text: the lines joined, ending with a newline.
    var result: String { lines.joined(separator: "\n") + "\n" }
}
