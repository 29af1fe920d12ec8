/// A Swift expression built of calls, arrays and dictionaries, laid out by `render`: on one
/// line when it fits the line width, else one argument or element per line. The layout
/// depends only on the expression, so the same artifact always prints the same text.
///
/// Each expression knows the width of its one-line text from the moment it is built (from its
/// parts' widths), so laying out a deep expression decides each level's line break at once.
struct SwiftExpression: Hashable, Sendable {
    /// What the expression is.
    enum Kind: Hashable, Sendable {
        /// Printed text: an identifier, a literal, a member such as `.null`. May span lines (a
        /// multi-line string literal), which forces the enclosing expressions to break.
        case atom(String)
        /// A string printed as a single-line literal: `"…"`, escaped where it must be.
        case string(String)
        /// A string printed as a raw multi-line literal whose lines are indented like the line
        /// it starts on (as a single-line literal when the text has no line break).
        case multilineString(String)
        /// `callee(label: value, …)`; `callee` may be `.caseName` or `TypeName`.
        case call(String, [SwiftArgument])
        /// `[a, b]`.
        case array([SwiftExpression])
        /// `["key": value]` with keys already printed as literals, in the order given; `[:]`
        /// when empty.
        case dictionary([DictionaryEntry])
    }

    /// One entry of a dictionary literal.
    struct DictionaryEntry: Hashable, Sendable {
        var key: String
        var value: SwiftExpression
    }

    let kind: Kind
    /// The width in bytes of the one-line text, or `nil` when some part spans lines.
    let flatWidth: Int?

    private init(_ kind: Kind, flatWidth: Int?) {
        self.kind = kind
        self.flatWidth = flatWidth
    }

    static func atom(_ text: String) -> SwiftExpression {
        SwiftExpression(.atom(text), flatWidth: text.containsByte(UInt8(ascii: "\n")) ? nil : text.utf8.count)
    }

    static func string(_ text: String) -> SwiftExpression {
        SwiftExpression(.string(text), flatWidth: SwiftNames.literalWidth(text))
    }

    static func multilineString(_ text: String) -> SwiftExpression {
        SwiftExpression(
            .multilineString(text),
            flatWidth: SwiftNames.printsOnSeveralLines(text) ? nil : SwiftNames.literalWidth(text))
    }

    static func call(_ callee: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
        // `callee(` … `)`, `label: ` before labeled values, `, ` between them.
        let parts = arguments.map { argument in
            argument.value.flatWidth.map { $0 + (argument.label.map { $0.utf8.count + 2 } ?? 0) }
        }
        return SwiftExpression(.call(callee, arguments), flatWidth: listWidth(parts).map { callee.utf8.count + 2 + $0 })
    }

    static func array(_ elements: [SwiftExpression]) -> SwiftExpression {
        SwiftExpression(.array(elements), flatWidth: listWidth(elements.map(\.flatWidth)).map { $0 + 2 })
    }

    static func dictionary(_ entries: [DictionaryEntry]) -> SwiftExpression {
        guard !entries.isEmpty else { return SwiftExpression(.dictionary([]), flatWidth: 3) }  // `[:]`
        let parts = entries.map { entry in entry.value.flatWidth.map { $0 + entry.key.utf8.count + 2 } }
        return SwiftExpression(.dictionary(entries), flatWidth: listWidth(parts).map { $0 + 2 })
    }

    /// The width of items separated by `, `; `nil` when any item cannot be on one line.
    private static func listWidth(_ widths: [Int?]) -> Int? {
        var total = max(0, 2 * (widths.count - 1))
        for width in widths {
            guard let width else { return nil }
            total += width
        }
        return total
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

    /// Whether the one-line text has at most `limit` bytes and nothing spanning lines.
    private func fitsOnOneLine(limit: Int) -> Bool { flatWidth.map { $0 <= limit } ?? false }

    /// Appends the expression's text (see `render`), laid out in bytes in one buffer.
    private func write(into text: inout [UInt8], indent: String, column: Int) {
        if fitsOnOneLine(limit: Self.lineWidth - column) { return appendFlat(to: &text) }
        let inner = indent + Self.indentUnit
        switch kind {
        case .atom(let atom):
            text += atom.utf8
        case .string(let string):
            SwiftNames.appendStringLiteral(string, to: &text)
        case .multilineString(let string):
            if !SwiftNames.appendMultilineLiteral(string, indent: indent, to: &text) {
                SwiftNames.appendStringLiteral(string, to: &text)
            }
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
        switch kind {
        case .atom, .string, .multilineString: false
        case .call, .array, .dictionary: true
        }
    }

    /// The one-line text if it has at most `limit` characters, else `nil` (also when some
    /// part spans lines).
    func flatText(limit: Int) -> String? {
        guard fitsOnOneLine(limit: limit) else { return nil }
        var text: [UInt8] = []
        appendFlat(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the one-line text (the expression has a `flatWidth`).
    private func appendFlat(to text: inout [UInt8]) {
        switch kind {
        case .atom(let atom):
            text += atom.utf8
        case .string(let string), .multilineString(let string):
            SwiftNames.appendStringLiteral(string, to: &text)
        case .call(let callee, let arguments):
            text += callee.utf8
            text.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ", ".utf8 }
                if let label = argument.label {
                    text += label.utf8
                    text += ": ".utf8
                }
                argument.value.appendFlat(to: &text)
            }
            text.append(UInt8(ascii: ")"))
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", ".utf8 }
                element.appendFlat(to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]".utf8
                return
            }
            text.append(UInt8(ascii: "["))
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", ".utf8 }
                text += entry.key.utf8
                text += ": ".utf8
                entry.value.appendFlat(to: &text)
            }
            text.append(UInt8(ascii: "]"))
        }
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
