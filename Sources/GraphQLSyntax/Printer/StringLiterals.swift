import Foundation

extension Printer {
    /// A `"…"` literal with the escapes the reference printer uses.
    public static func printString(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{08}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0C}": out += "\\f"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A `"""…"""` literal whose value, read back, is `value`; a quoted string when no block
    /// string can hold it (a carriage return, leading or trailing blank lines, an indent that
    /// reading would remove).
    public static func printBlockString(_ value: String) -> String {
        guard isPrintableAsBlockString(value) else { return printString(value) }
        let escaped = value.replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
        let lines = escaped.split(separator: "\n", omittingEmptySubsequences: false)
        let isSingleLine = lines.count == 1
        let forceLeadingNewLine =
            lines.count > 1 && lines.dropFirst().allSatisfy { $0.isEmpty || $0.first == " " || $0.first == "\t" }
        let hasTrailingTripleQuotes = escaped.hasSuffix("\\\"\"\"")
        let forceTrailingNewLine = (value.hasSuffix("\"") && !hasTrailingTripleQuotes) || value.hasSuffix("\\")
        let multipleLines =
            !isSingleLine || value.unicodeScalars.count > 70 || forceTrailingNewLine || forceLeadingNewLine
            || hasTrailingTripleQuotes
        let skipLeadingNewLine = isSingleLine && (value.first == " " || value.first == "\t")
        var result = ""
        if (multipleLines && !skipLeadingNewLine) || forceLeadingNewLine { result += "\n" }
        result += escaped
        if multipleLines || forceTrailingNewLine { result += "\n" }
        return "\"\"\"" + result + "\"\"\""
    }

    /// Whether reading `"""value"""` (suitably laid out) gives back `value` exactly.
    static func isPrintableAsBlockString(_ value: String) -> Bool {
        if value.isEmpty { return true }
        var isEmptyLine = true, hasIndent = false, hasCommonIndent = true, seenNonEmptyLine = false
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x0D: return false
            case 0x0A:
                if isEmptyLine && !seenNonEmptyLine { return false }
                seenNonEmptyLine = true
                isEmptyLine = true
                hasIndent = false
            case 0x09, 0x20:
                hasIndent = hasIndent || isEmptyLine
            default:
                hasCommonIndent = hasCommonIndent && hasIndent
                isEmptyLine = false
            }
        }
        if isEmptyLine { return false }
        if hasCommonIndent && seenNonEmptyLine { return false }
        return true
    }
}
