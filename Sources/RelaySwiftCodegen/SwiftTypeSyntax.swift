/// Whether a text is a Swift type that generated code can name where a custom scalar's value
/// goes: a type name, possibly qualified and with generic arguments (`Date`,
/// `Foundation.Date`, `Tagged<User, String>`), an array or dictionary of such types
/// (`[String]`, `[String: Int]`), or an optional of any of these. The text is pasted into
/// generated code as it is (generated code appends `?` to it, and declares types of its own
/// around it), so a mistake here would otherwise surface as a Swift compiler error in a file
/// the user did not write.
public enum SwiftTypeSyntax {
    /// What is wrong with `text` as such a type, or `nil` when nothing is.
    public static func problem(in text: String) -> String? {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        do throws(Failure) {
            try parser.document()
            return nil
        } catch {
            return error.message
        }
    }

    /// The names `text` refers to unqualified, the first of each qualified name (`Tagged` and
    /// `User` in `Tagged<User, Swift.String>`, and `Swift`): a generated type of one of these
    /// names would capture it. Empty for a text that is not such a type.
    public static func leadingNames(in text: String) -> Set<String> {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        guard (try? parser.document()) != nil else { return [] }
        return parser.leadingNames
    }

    private struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0
        /// The first name of every name read (`Foundation` of `Foundation.Date`).
        var leadingNames: Set<String> = []
        /// Deeper than any type a config means: the limit keeps the recursion off the stack's end.
        static let maximumDepth = 32

        var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private var found: String {
            guard let next else { return "the end" }
            return next == " " ? "a space" : "`\(next)`"
        }

        /// The whole text: one type, with no space around it (generated code writes `?` right
        /// after it, and `Date ?` is not Swift).
        mutating func document() throws(Failure) {
            if next == " " { throw Failure("expected the type to start, found a space") }
            try type()
            if next != nil { throw Failure("expected the type to end, found \(found)") }
        }

        mutating func skipSpaces() {
            while next == " " { index += 1 }
        }

        /// type := primary "?"*  (spaces only inside brackets, after `,` and around `:`)
        mutating func type() throws(Failure) {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw Failure("expected a type nested less deeply") }
            if next == "[" {
                index += 1
                skipSpaces()
                try type()
                skipSpaces()
                if next == ":" {
                    index += 1
                    skipSpaces()
                    try type()
                    skipSpaces()
                }
                try expect("]")
            } else {
                try path()
            }
            while next == "?" { index += 1 }
        }

        /// path := name generics? ("." name generics?)*
        private mutating func path() throws(Failure) {
            leadingNames.insert(try name())
            while true {
                if next == "<" {
                    index += 1
                    skipSpaces()
                    try type()
                    skipSpaces()
                    while next == "," {
                        index += 1
                        skipSpaces()
                        try type()
                        skipSpaces()
                    }
                    try expect(">")
                }
                guard next == "." else { return }
                index += 1
                _ = try name()
            }
        }

        /// An identifier (a letter or `_`, then letters, digits and `_`) that is not a keyword
        /// (`class`, `self`) nor `Type` or `Protocol`, which would make a metatype.
        private mutating func name() throws(Failure) -> String {
            let start = index
            guard let first = next, first == "_" || first.properties.isAlphabetic else {
                throw Failure("expected a type name, found \(found)")
            }
            index += 1
            while let scalar = next,
                scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            {
                index += 1
            }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            if SwiftNames.keywords.contains(name) || name == "Type" || name == "Protocol" {
                throw Failure("expected a type name, found the keyword `\(name)`")
            }
            return name
        }

        private mutating func expect(_ scalar: Unicode.Scalar) throws(Failure) {
            guard next == scalar else { throw Failure("expected `\(scalar)`, found \(found)") }
            index += 1
        }
    }
}
