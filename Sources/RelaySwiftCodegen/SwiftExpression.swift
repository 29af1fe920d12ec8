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
        var text = ""
        write(into: &text, indent: indent, column: column)
        return text
    }

    /// Appends the expression's text (see `render`); appending to one buffer keeps a deep
    /// expression from being copied once per level.
    private func write(into text: inout String, indent: String, column: Int) {
        if let flat = flatText(limit: Self.lineWidth - column) {
            text += flat
            return
        }
        let inner = indent + Self.indentUnit
        switch self {
        case .atom(let atom):
            text += atom
        case .multilineString(let string):
            text += SwiftNames.multilineLiteral(string, indent: indent) ?? SwiftNames.stringLiteral(string)
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else {
                text += callee + "()"
                return
            }
            // A case wrapping one node hugs it: `.linkedField(ReaderLinkedField(` … `))`.
            if arguments.count == 1, arguments[0].label == nil, arguments[0].value.isContainer {
                text += callee + "("
                arguments[0].value.write(into: &text, indent: indent, column: column + callee.count + 1)
                text += ")"
                return
            }
            // Argument lists end without a comma, which Swift accepts only from 6.1 on.
            text += callee + "(\n"
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ",\n" }
                let prefix = argument.label.map { $0 + ": " } ?? ""
                text += inner + prefix
                argument.value.write(into: &text, indent: inner, column: inner.count + prefix.count)
            }
            text += "\n" + indent + ")"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            // Arrays and dictionaries end with a comma, as the formatter writes them.
            text += "[\n"
            for element in elements {
                text += inner
                element.write(into: &text, indent: inner, column: inner.count)
                text += ",\n"
            }
            text += indent + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]"
                return
            }
            text += "[\n"
            for entry in entries {
                let prefix = entry.key + ": "
                text += inner + prefix
                entry.value.write(into: &text, indent: inner, column: inner.count + prefix.count)
                text += ",\n"
            }
            text += indent + "]"
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
    /// atom spans lines). Stops as soon as the limit is passed, so that laying out a deep
    /// expression costs time proportional to its size times the line width.
    func flatText(limit: Int) -> String? {
        var text = ""
        return appendFlat(to: &text, limit: limit) ? text : nil
    }

    private func appendFlat(to text: inout String, limit: Int) -> Bool {
        func appendList<Item>(_ items: [Item], _ each: (Item, inout String) -> Bool) -> Bool {
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                guard each(item, &text), text.utf8.count <= limit else { return false }
            }
            return true
        }
        switch self {
        case .atom(let atom):
            guard !atom.containsByte(UInt8(ascii: "\n")) else { return false }
            text += atom
        case .multilineString(let string):
            guard !SwiftNames.printsOnSeveralLines(string) else { return false }
            text += SwiftNames.stringLiteral(string)
        case .call(let callee, let arguments):
            text += callee + "("
            let fits = appendList(arguments) { argument, text in
                text += argument.label.map { $0 + ": " } ?? ""
                return argument.value.appendFlat(to: &text, limit: limit)
            }
            guard fits else { return false }
            text += ")"
        case .array(let elements):
            text += "["
            guard appendList(elements, { element, text in element.appendFlat(to: &text, limit: limit) }) else {
                return false
            }
            text += "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]"
                break
            }
            text += "["
            let fits = appendList(entries) { entry, text in
                text += entry.key + ": "
                return entry.value.appendFlat(to: &text, limit: limit)
            }
            guard fits else { return false }
            text += "]"
        }
        return text.utf8.count <= limit
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
