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
        if let flat = flatText(limit: Self.lineWidth - column) { return flat }
        let inner = indent + Self.indentUnit
        // Arrays and dictionaries end with a comma (as the formatter writes them); argument
        // lists do not, which Swift accepts only from 6.1 on.
        func broken(_ open: String, _ items: [String], _ close: String, trailingComma: Bool = true) -> String {
            open + "\n" + items.map { inner + $0 }.joined(separator: ",\n") + (trailingComma ? ",\n" : "\n")
                + indent + close
        }
        switch self {
        case .atom(let text):
            return text
        case .multilineString(let text):
            return SwiftNames.multilineLiteral(text, indent: indent) ?? SwiftNames.stringLiteral(text)
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return callee + "()" }
            // A case wrapping one node hugs it: `.linkedField(ReaderLinkedField(` … `))`.
            if arguments.count == 1, arguments[0].label == nil, arguments[0].value.isContainer {
                return callee + "(" + arguments[0].value.render(indent: indent, column: column + callee.count + 1) + ")"
            }
            let items = arguments.map { argument in
                let prefix = argument.label.map { $0 + ": " } ?? ""
                return prefix + argument.value.render(indent: inner, column: inner.count + prefix.count)
            }
            return broken(callee + "(", items, ")", trailingComma: false)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return broken("[", elements.map { $0.render(indent: inner, column: inner.count) }, "]")
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            let items = entries.map { entry in
                let prefix = entry.key + ": "
                return prefix + entry.value.render(indent: inner, column: inner.count + prefix.count)
            }
            return broken("[", items, "]")
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
            guard !atom.contains("\n") else { return false }
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
