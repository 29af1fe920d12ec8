/// Whether a text is a Swift type that generated code can name where a custom scalar's value
/// goes: a type name, possibly qualified and with generic arguments (`Date`,
/// `Foundation.Date`, `Tagged<User, String>`), an array or dictionary of such types
/// (`[String]`, `[String: Int]`), or an optional of any of these. The text is pasted into
/// generated code as it is, so a mistake here would otherwise surface as a Swift compiler error
/// in a file the user did not write.
public enum SwiftTypeSyntax {
    /// What is wrong with `text` as such a type, or `nil` when nothing is.
    public static func problem(in text: String) -> String? {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        do throws(Failure) {
            try parser.type()
            parser.skipSpaces()
            if let next = parser.next { throw Failure("expected the type to end, found `\(next)`") }
            return nil
        } catch {
            return error.message
        }
    }

    private struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private var found: String { next.map { "`\($0)`" } ?? "the end" }

        mutating func skipSpaces() {
            while next == " " { index += 1 }
        }

        /// type := primary ("?")*
        mutating func type() throws(Failure) {
            skipSpaces()
            if next == "[" {
                index += 1
                try type()
                skipSpaces()
                if next == ":" {
                    index += 1
                    try type()
                    skipSpaces()
                }
                try expect("]")
            } else {
                try path()
            }
            skipSpaces()
            while next == "?" {
                index += 1
                skipSpaces()
            }
        }

        /// path := name generics? ("." name generics?)*
        private mutating func path() throws(Failure) {
            while true {
                try name()
                skipSpaces()
                if next == "<" {
                    index += 1
                    try type()
                    skipSpaces()
                    while next == "," {
                        index += 1
                        try type()
                        skipSpaces()
                    }
                    try expect(">")
                    skipSpaces()
                }
                guard next == "." else { return }
                index += 1
                skipSpaces()
            }
        }

        /// An identifier: a letter or `_`, then letters, digits and `_`.
        private mutating func name() throws(Failure) {
            guard let first = next, first == "_" || first.properties.isAlphabetic else {
                throw Failure("expected a type name, found \(found)")
            }
            index += 1
            while let scalar = next,
                scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            {
                index += 1
            }
        }

        private mutating func expect(_ scalar: Unicode.Scalar) throws(Failure) {
            guard next == scalar else { throw Failure("expected `\(scalar)`, found \(found)") }
            index += 1
        }
    }
}
