import GraphQLSchema

/// The documentation a generated member carries from the schema, for Xcode's Quick Help: the
/// description of the field, enum value or input field it stands for and, when that is
/// deprecated, the reason.
///
/// Deprecation is said in the comment, not with `@available(*, deprecated)`: the attribute
/// would warn inside the generated code that decodes, copies and switches over the member.
enum SchemaDocumentation {
    /// The text, or nil when the schema says nothing (no description, not deprecated).
    static func text(description: String?, deprecationReason: String?) -> String? {
        let description = description.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        guard let deprecationReason else { return description }
        let warning = "- Warning: Deprecated: " + deprecationReason
        return description.map { $0 + "\n\n" + warning } ?? warning
    }

    /// The documentation of the field `name` of `type`; nil for `__typename` and `__id`. A
    /// field without a description takes that of the interface field it implements, if any
    /// (so that `id` reads the same on every type that implements `Node`).
    static func field(_ name: String, of type: TypeID, in schema: GraphQLSchema) -> String? {
        guard !name.hasPrefix("__"), let field = schema[type].field(named: name) else { return nil }
        let description =
            field.description
            ?? schema[type].interfaces.lazy.compactMap { schema[$0].field(named: name)?.description }.first
        return text(description: description, deprecationReason: field.deprecationReason)
    }
}

extension SwiftWriter {
    /// Appends `text` as a documentation comment: a `///` line for each of its lines.
    mutating func documentation(_ text: String) {
        for line in SchemaDocumentation.commentLines(of: text) {
            self.line(line.isEmpty ? "///" : "/// " + line)
        }
    }
}

extension SchemaDocumentation {
    /// `text` split into lines at line feeds and carriage returns (a CRLF breaks once: Swift
    /// ends a comment at either), other control characters made spaces (Swift warns of them
    /// in source), trailing whitespace dropped.
    static func commentLines(of text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where afterCarriageReturn: break
            case "\n", "\r":
                lines.append(trimmed(line))
                line = String.UnicodeScalarView()
            case "\t": line.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}": line.append(" ")
            default: line.append(scalar)
            }
            afterCarriageReturn = scalar == "\r"
        }
        lines.append(trimmed(line))
        return lines
    }

    private static func trimmed(_ line: String.UnicodeScalarView) -> String {
        var line = line
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        return String(line)
    }
}
