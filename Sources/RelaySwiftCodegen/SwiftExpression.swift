/// A Swift expression built of calls, arrays and dictionaries, laid out by `render`: on one
/// line when it fits the line width, else one argument or element per line. The layout
/// depends only on the expression, so the same artifact always prints the same text.
indirect enum SwiftExpression: Hashable, Sendable {
    /// Printed text: an identifier, a literal, a member such as `.null`. May span lines (a
    /// multi-line string literal), which forces the enclosing expressions to break.
    case atom(String)
    /// A string printed as a raw multi-line literal whose lines are indented like the line it
    /// starts on (as a single-line literal when the text has no line break).
    case multilineString(String)
    /// `callee(label: value, …)`; `callee` may be `.caseName` or `TypeName`.
    case call(String, [SwiftArgument])
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `["key": value]` with keys already printed as literals, in the order given; `[:]` when empty.
    case dictionary([DictionaryEntry])

    /// One entry of a dictionary literal.
    struct DictionaryEntry: Hashable, Sendable {
        var key: String
        var value: SwiftExpression
    }

    /// The column limit (the repository's formatting width).
    static let lineWidth = 120
    /// One indentation step.
    static let indentUnit = "    "

    /// The expression's text when it starts at `column` of a line indented by `indent`.
    func render(indent: String, column: Int) -> String {
        var text: [UInt8] = []
        write(into: &text, indent: indent, column: column)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the expression's text (see `render`). The text is laid out in bytes: one
    /// buffer for the whole expression, where a try at fitting a line is simply cut back.
    private func write(into text: inout [UInt8], indent: String, column: Int) {
        let start = text.count
        if appendFlat(to: &text, start: start, limit: Self.lineWidth - column) { return }
        text.removeSubrange(start...)
        let inner = indent + Self.indentUnit
        switch self {
        case .atom(let atom):
            text += atom.utf8
        case .multilineString(let string):
            text += (SwiftNames.multilineLiteral(string, indent: indent) ?? SwiftNames.stringLiteral(string)).utf8
        case .call(let callee, let arguments):
            text += callee.utf8
            guard !arguments.isEmpty else {
                text += "()".utf8
                return
            }
            // A case wrapping one node hugs it: `.linkedField(ReaderLinkedField(` … `))`.
            if arguments.count == 1, arguments[0].label == nil, arguments[0].value.isContainer {
                text.append(UInt8(ascii: "("))
                arguments[0].value.write(into: &text, indent: indent, column: column + callee.utf8.count + 1)
                text.append(UInt8(ascii: ")"))
                return
            }
            // Argument lists end without a comma, which Swift accepts only from 6.1 on.
            text += "(\n".utf8
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ",\n".utf8 }
                text += inner.utf8
                var prefixCount = 0
                if let label = argument.label {
                    text += label.utf8
                    text += ": ".utf8
                    prefixCount = label.utf8.count + 2
                }
                argument.value.write(into: &text, indent: inner, column: inner.utf8.count + prefixCount)
            }
            text.append(UInt8(ascii: "\n"))
            text += indent.utf8
            text.append(UInt8(ascii: ")"))
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]".utf8
                return
            }
            // Arrays and dictionaries end with a comma, as the formatter writes them.
            text += "[\n".utf8
            for element in elements {
                text += inner.utf8
                element.write(into: &text, indent: inner, column: inner.utf8.count)
                text += ",\n".utf8
            }
            text += indent.utf8
            text.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]".utf8
                return
            }
            text += "[\n".utf8
            for entry in entries {
                text += inner.utf8
                text += entry.key.utf8
                text += ": ".utf8
                entry.value.write(into: &text, indent: inner, column: inner.utf8.count + entry.key.utf8.count + 2)
                text += ",\n".utf8
            }
            text += indent.utf8
            text.append(UInt8(ascii: "]"))
        }
    }

    /// Whether the expression is a call, array or dictionary (which can break over lines).
    var isContainer: Bool {
        switch self {
        case .atom, .multilineString: false
        case .call, .array, .dictionary: true
        }
    }

    /// The one-line text if it has at most `limit` characters, else `nil` (also when some
    /// atom spans lines).
    func flatText(limit: Int) -> String? {
        var text: [UInt8] = []
        return appendFlat(to: &text, start: 0, limit: limit) ? String(decoding: text, as: UTF8.self) : nil
    }

    /// Appends the one-line text and returns whether it fits: at most `limit` bytes after
    /// `start` (the text is ASCII but for string literals, whose width this overestimates,
    /// which only breaks a line early). Stops as soon as the limit is passed, so that laying
    /// out a deep expression costs time proportional to its size times the line width.
    private func appendFlat(to text: inout [UInt8], start: Int, limit: Int) -> Bool {
        func fits() -> Bool { text.count - start <= limit }
        func appendList<Item>(_ items: [Item], _ each: (Item, inout [UInt8]) -> Bool) -> Bool {
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", ".utf8 }
                guard each(item, &text), fits() else { return false }
            }
            return true
        }
        switch self {
        case .atom(let atom):
            guard !atom.containsByte(UInt8(ascii: "\n")) else { return false }
            text += atom.utf8
        case .multilineString(let string):
            guard !SwiftNames.printsOnSeveralLines(string) else { return false }
            text += SwiftNames.stringLiteral(string).utf8
        case .call(let callee, let arguments):
            text += callee.utf8
            text.append(UInt8(ascii: "("))
            let fitted = appendList(arguments) { argument, text in
                if let label = argument.label {
                    text += label.utf8
                    text += ": ".utf8
                }
                return argument.value.appendFlat(to: &text, start: start, limit: limit)
            }
            guard fitted else { return false }
            text.append(UInt8(ascii: ")"))
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            let fitted = appendList(elements) { element, text in
                element.appendFlat(to: &text, start: start, limit: limit)
            }
            guard fitted else { return false }
            text.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]".utf8
                break
            }
            text.append(UInt8(ascii: "["))
            let fitted = appendList(entries) { entry, text in
                text += entry.key.utf8
                text += ": ".utf8
                return entry.value.appendFlat(to: &text, start: start, limit: limit)
            }
            guard fitted else { return false }
            text.append(UInt8(ascii: "]"))
        }
        return fits()
    }
}

/// An argument of a call expression; `label` is `nil` for an unlabeled argument.
struct SwiftArgument: Hashable, Sendable {
    var label: String?
    var value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}
