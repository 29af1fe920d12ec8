/// Turning GraphQL names into Swift identifiers and literals.
///
/// GraphQL names (`/[_A-Za-z][_0-9A-Za-z]*/`) are always valid Swift identifiers except for
/// Swift's keywords, which declarations escape with backticks.
enum SwiftNames {
    /// Words that must be escaped with backticks to be used as a declared name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Names that even backticks do not make usable as a member (`x.self`, `T.Type`, `x.init`
    /// mean something else): generated code appends `_` to them.
    static let unusableMemberNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "Any"]

    /// A name as written in a declaration: escaped with backticks when it is a keyword.
    static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// A property or case name: the GraphQL name, `_`-suffixed when Swift reserves it
    /// entirely, backticked when it is a keyword.
    static func member(_ name: String) -> String {
        declared(unusableMemberNames.contains(name) ? name + "_" : name)
    }

    /// `addTodo` → `AddTodo`, `todo_items` → `Todo_items`: the first letter upper-cased; the
    /// rest is kept so that distinct response keys give distinct type names.
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// A GraphQL enum value as a Swift case name: `IN_PROGRESS` → `inProgress`,
    /// `ANY` → `any`, `fooBar` → `fooBar`, `Foo` → `foo`. Leading underscores are kept.
    static func caseName(_ value: String) -> String {
        let leading = value.prefix { $0 == "_" }
        let body = value.dropFirst(leading.count)
        let isScreaming = !body.contains { $0.isLowercase }
        guard isScreaming else {
            return String(leading) + (body.first.map { $0.lowercased() + body.dropFirst() } ?? "")
        }
        var result = ""
        for word in body.split(separator: "_", omittingEmptySubsequences: true) {
            let lower = word.lowercased()
            result += result.isEmpty ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
        }
        return String(leading) + result
    }

    /// A Swift string literal (`"…"`) whose value is exactly `text`. Most texts (names,
    /// keys) need no escape and are quoted as they are.
    static func stringLiteral(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscape) else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether a byte of UTF-8 text must be escaped in a string literal (no byte of a
    /// multi-byte character is below 0x80).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether `multilineLiteral` prints `text` (it has a line break and no carriage return).
    static func printsOnSeveralLines(_ text: String) -> Bool {
        text.containsByte(UInt8(ascii: "\n")) && !text.containsByte(UInt8(ascii: "\r"))
    }

    /// A raw multi-line string literal for `text`, its lines indented by `indent` (which the
    /// literal strips again), or `nil` when a single-line literal suits better: the text has
    /// no line break, or has a carriage return, which a multi-line literal would normalize.
    static func multilineLiteral(_ text: String, indent: String) -> String? {
        guard printsOnSeveralLines(text) else { return nil }
        // Enough `#`s that neither the closing delimiter nor an escape occurs in the text.
        var hashes = "#"
        while text.containsBytes("\"\"\"" + hashes) || text.containsBytes("\\" + hashes) { hashes += "#" }
        var literal = hashes + "\"\"\""
        for line in text.lineSlices {
            literal += "\n"
            if !line.isEmpty { literal += indent + line }
        }
        return literal + "\n" + indent + "\"\"\"" + hashes
    }
}
