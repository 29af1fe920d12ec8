/// Renders diagnostics for people (the form Xcode and SwiftPM show inline) and for tools
/// (JSON Lines).
public enum DiagnosticRenderer {
    /// `path:line:column: error: message`, then the source line, a caret under the span and
    /// (as clang shows one) the first fix-it's replacement under the text it replaces, then
    /// each note in the same form.
    public static func text(_ diagnostic: Diagnostic) -> String {
        var out = ""
        appendText(
            severity: diagnostic.severity.rawValue, message: diagnostic.message,
            source: diagnostic.source, span: diagnostic.span, fixIt: diagnostic.fixIts.first, to: &out)
        for note in diagnostic.notes {
            out += "\n"
            appendText(severity: "note", message: note.message, source: note.source, span: note.span, to: &out)
        }
        return out
    }

    private static func appendText(
        severity: String, message: String, source: Source?, span: SourceSpan, fixIt: Diagnostic.FixIt? = nil,
        to out: inout String
    ) {
        guard let source else {
            out += "\(severity): \(message)"
            return
        }
        let start = source.location(of: Int(span.start))
        out += "\(source.name):\(start.line):\(start.column): \(severity): \(message)\n"
        let end = source.location(of: Int(span.end))
        let width = end.line == start.line ? max(1, end.column - start.column) : 1
        let (line, caretColumn, shown) = excerpt(of: source.lineText(start.line), around: start.column)
        out += line + "\n"
        out += indentation(of: line, before: caretColumn)
        out += "^" + String(repeating: "~", count: min(width, maximumExcerpt) - 1)
        guard let fixIt else { return }
        let fixStart = source.location(of: Int(fixIt.span.start))
        let fixColumn = caretColumn + fixStart.column - start.column
        // Shown only where it fits the line excerpted (a one-line replacement on that line).
        let written = replacement(fixIt, in: source)
        if fixStart.line == start.line, source.location(of: Int(fixIt.span.end)).line == start.line,
            shown.contains(fixColumn), !written.contains("\n")
        {
            out += "\n" + indentation(of: line, before: fixColumn) + written
        }
    }

    /// A fix-it's replacement as it would stand in the file shown: for GraphQL taken from a
    /// Swift string literal, escaped as that literal writes text.
    private static func replacement(_ fixIt: Diagnostic.FixIt, in source: Source) -> String {
        source.origin?.written(fixIt.replacement) ?? fixIt.replacement
    }

    /// Blanks as wide as `line` before `column`, tabs kept so that what follows lines up under
    /// tab-indented text.
    private static func indentation(of line: String, before column: Int) -> String {
        var blanks = ""
        for (index, scalar) in line.unicodeScalars.enumerated() where index < column - 1 {
            blanks.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        return blanks
    }

    /// How many scalars of a source line are shown at most.
    static let maximumExcerpt = 160

    /// The line, or for a long one (a minified document) the part around `column`, with `…`
    /// where it was cut; the column of the same place in what is returned; and the columns of
    /// what is returned that show the line's own text, or its end (not a `…`).
    static func excerpt(of line: String, around column: Int) -> (text: String, column: Int, shown: ClosedRange<Int>) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > maximumExcerpt else { return (line, column, 1...(scalars.count + 1)) }
        let lower = max(0, min(column - 1 - maximumExcerpt / 2, scalars.count - maximumExcerpt))
        let upper = min(scalars.count, lower + maximumExcerpt)
        let cutBefore = lower > 0 ? 1 : 0
        var text = cutBefore == 1 ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[lower..<upper])
        if upper < scalars.count { text += "…" }
        let shownEnd = upper - lower + cutBefore + (upper < scalars.count ? 0 : 1)
        return (text, column - lower + cutBefore, (1 + cutBefore)...shownEnd)
    }

    /// One JSON object on one line:
    /// `{"severity","message","file","line","column","endLine","endColumn","rule"?,"related":[…],
    /// "fixIts":[…]}`, each fix-it `{"message","line","column","endLine","endColumn","replacement"}`.
    public static func json(_ diagnostic: Diagnostic) -> String {
        var fields: [(String, String)] = [
            ("severity", quote(diagnostic.severity.rawValue)),
            ("message", quote(diagnostic.message)),
        ]
        if let source = diagnostic.source {
            let start = source.location(of: Int(diagnostic.span.start))
            let end = source.location(of: Int(diagnostic.span.end))
            fields += [
                ("file", quote(source.name)), ("line", "\(start.line)"), ("column", "\(start.column)"),
                ("endLine", "\(end.line)"), ("endColumn", "\(end.column)"),
            ]
        }
        if let rule = diagnostic.rule { fields.append(("rule", quote(rule))) }
        let related = diagnostic.notes.map { note -> String in
            let at = note.source.location(of: Int(note.span.start))
            return "{\"file\":\(quote(note.source.name)),\"line\":\(at.line),\"column\":\(at.column),"
                + "\"message\":\(quote(note.message))}"
        }
        fields.append(("related", "[" + related.joined(separator: ",") + "]"))
        let fixIts = diagnostic.source.map { source in
            diagnostic.fixIts.map { fixIt -> String in
                let start = source.location(of: Int(fixIt.span.start))
                let end = source.location(of: Int(fixIt.span.end))
                return "{\"message\":\(quote(fixIt.message)),\"line\":\(start.line),\"column\":\(start.column),"
                    + "\"endLine\":\(end.line),\"endColumn\":\(end.column),"
                    + "\"replacement\":\(quote(replacement(fixIt, in: source)))}"
            }
        }
        fields.append(("fixIts", "[" + (fixIts ?? []).joined(separator: ",") + "]"))
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A JSON string literal.
    public static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
