import GraphQLSyntax

/// Finds the GraphQL that a Swift file embeds as `graphql("""…""")` calls (`Relay.graphql(_:)`).
///
/// A hand-written scanner over the file's UTF-8 bytes that knows just enough of Swift's lexical
/// structure to tell code from comments and string literals: `//` and nested `/* */` comments,
/// single-line, multi-line and raw (`#"…"#`, any number of `#`) strings with their escapes and
/// `\(…)` interpolations (themselves code, to any depth), and `#/…/#` regex literals.
///
/// What counts as a tag: a call spelled `graphql(` or `Relay.graphql(` (spaces or tabs may come
/// before the `(`), in code (not in a comment, a string, or an interpolation inside a string),
/// whose first argument, after any whitespace, line breaks or comments, is a string literal,
/// followed only by `)` (or `,)`), comments and whitespace aside. A name that
/// merely ends in `graphql` (`mygraphql(`), a member of something else (`client.graphql(`), a
/// macro (`#graphql(`), an attribute (`@graphql(`) or a projection (`$graphql(`) is not a tag, nor
/// is a call whose argument is not a literal (`graphql(text)`), which could be a function of the
/// user's own. Not recognized: bare `/…/` regex literals (a `"` in one reads as a string start).
///
/// The scan never fails: problems (an interpolation or an invalid escape in a tag, a tag's
/// multi-line string laid out as Swift rejects, an unterminated string or comment) are
/// diagnostics at their place in the file; a tag with a problem is left out; an unterminated
/// string, comment or regex literal ends the scan.
public enum SwiftTagScanner {
    /// Every tag of `file`, in file order, and the problems found.
    public static func scan(_ file: Source) -> SwiftTagScan {
        file.bytes.withUnsafeBufferPointer { bytes in
            // A file that never says `graphql` has no tag, and what else it holds (a bare
            // `/…/` regex literal this scanner would misread) is the Swift compiler's to judge.
            guard bytes.contains(word: "graphql", anchor: 5) else { return SwiftTagScan(tags: [], diagnostics: []) }
            var scanner = SwiftLexicalScanner(file: file, bytes: bytes)
            scanner.run()
            return SwiftTagScan(tags: scanner.tags, diagnostics: scanner.diagnostics)
        }
    }
}

/// What `SwiftTagScanner.scan(_:)` found in one file.
public struct SwiftTagScan: Sendable {
    /// The tags without problems, in file order.
    public var tags: [GraphQLTag]
    /// Problems, in file order; each points into the Swift file.
    public var diagnostics: [Diagnostic]

    /// A result holding these tags and diagnostics.
    public init(tags: [GraphQLTag], diagnostics: [Diagnostic]) {
        self.tags = tags
        self.diagnostics = diagnostics
    }
}

/// The state machine behind `SwiftTagScanner`: code, or the body of a string literal, with an
/// explicit stack of the interpolations that enclose the current position (no recursion, so no
/// input nests deep enough to overflow the stack; and no allocation for a file without them).
struct SwiftLexicalScanner {
    let file: Source
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The string whose body is being read; nil in code.
    var literal: StringLiteral?
    /// The `\(…)` enclosing the current position, innermost last.
    var interpolations: [Interpolation] = []
    var tags: [GraphQLTag] = []
    var diagnostics: [Diagnostic] = []
    var lines = LineCounter()

    /// An interpolation being read: code, inside a string's `\(…)`.
    struct Interpolation {
        /// The string it interrupts, read on after its `)`.
        var string: StringLiteral
        /// How many of its own `(` are unclosed.
        var depth = 0
    }

    init(file: Source, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.bytes = bytes
    }

    mutating func run() {
        while true {
            let going: Bool
            if let literal { going = readString(literal) } else { going = readCode() }
            if !going { return }
        }
    }

    // MARK: Code

    /// Reads code until a string starts or an interpolation ends; false at the end of the
    /// scan.
    private mutating func readCode() -> Bool {
        while true {
            let at = bytes.firstStop(CodeStops.self, from: index)
            guard at < bytes.count else {
                reportUnterminatedEnclosingString()
                return false
            }
            switch bytes[at] {
            case UInt8(ascii: "/"):
                let next = bytes.byte(at: at + 1)
                if next == UInt8(ascii: "/") {
                    index = bytes.firstStop(LineBreakStops.self, from: at + 2)
                } else if next == UInt8(ascii: "*") {
                    guard skipBlockComment(openedAt: at) else { return false }
                } else {
                    index = at + 1
                }
            case UInt8(ascii: "\""):
                beginString(at: at, hashes: 0, tag: nil)
                return true
            case UInt8(ascii: "#"):
                var end = at
                while bytes.byte(at: end) == UInt8(ascii: "#") { end += 1 }
                if bytes.byte(at: end) == UInt8(ascii: "\"") {
                    beginString(at: at, hashes: end - at, tag: nil)
                    return true
                } else if bytes.byte(at: end) == UInt8(ascii: "/") {
                    guard skipRegexLiteral(openedAt: at, hashes: end - at) else { return false }
                } else {
                    index = end
                }
            case UInt8(ascii: "("):
                index = at + 1
                if !interpolations.isEmpty {
                    interpolations[interpolations.count - 1].depth += 1
                } else if let callStart = tagCallStart(openParen: at), beginTag(callStart: callStart, openParen: at) {
                    return true
                }
            default:  // `)`
                index = at + 1
                if let innermost = interpolations.last {
                    if innermost.depth == 0 {
                        literal = interpolations.removeLast().string
                        return true
                    }
                    interpolations[interpolations.count - 1].depth -= 1
                }
            }
        }
    }

    /// `graphql(` as one little-endian word.
    private static let graphqlParen: UInt64 = 0x286C_7168_7061_7267

    /// Where the call whose `(` is at `openParen` starts, when it is `graphql(` or
    /// `Relay.graphql(` standing on its own (see `SwiftTagScanner`); nil otherwise.
    private func tagCallStart(openParen: Int) -> Int? {
        let nameStart: Int
        if openParen > 0, Self.isSpaceOrTab(bytes[openParen - 1]) {
            // `graphql (`: rare, so checked byte by byte.
            var nameEnd = openParen - 1
            while nameEnd > 0, Self.isSpaceOrTab(bytes[nameEnd - 1]) { nameEnd -= 1 }
            nameStart = nameEnd - 7
            guard nameStart >= 0, bytes[nameStart..<nameEnd].elementsEqual("graphql".utf8) else { return nil }
        } else {
            nameStart = openParen - 7
            guard nameStart >= 0, let base = bytes.baseAddress else { return nil }
            let word = UInt64(
                littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: nameStart, as: UInt64.self))
            guard word == Self.graphqlParen else { return nil }
        }
        let before = bytes.byte(at: nameStart - 1)
        if before != UInt8(ascii: ".") { return Self.continuesName(before) ? nil : nameStart }
        // `Relay.graphql(`; any other receiver is not the tag function.
        let relayStart = nameStart - 6
        guard relayStart >= 0, bytes[relayStart..<relayStart + 5].elementsEqual("Relay".utf8) else { return nil }
        let beforeRelay = bytes.byte(at: relayStart - 1)
        return Self.continuesName(beforeRelay) || beforeRelay == UInt8(ascii: ".") ? nil : relayStart
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Whether `byte`, just before a name, makes it part of a longer name or something other
    /// than a plain call: identifier characters (any non-ASCII byte may be one), `$`, `#`, `@`
    /// and a backtick.
    private static func continuesName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "#"),
            UInt8(ascii: "@"), UInt8(ascii: "`"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// Starts the tag string after `graphql(` when the argument is a string literal; false
    /// (reading on as code) otherwise.
    private mutating func beginTag(callStart: Int, openParen: Int) -> Bool {
        var at = skipTrivia(from: openParen + 1)
        let hashesStart = at
        while bytes.byte(at: at) == UInt8(ascii: "#") { at += 1 }
        guard bytes.byte(at: at) == UInt8(ascii: "\"") else { return false }
        beginString(at: hashesStart, hashes: at - hashesStart, tag: callStart)
        return true
    }

    /// Skips a `/* */` comment, nested ones included; false (with a diagnostic) if it is
    /// unterminated.
    private mutating func skipBlockComment(openedAt start: Int) -> Bool {
        guard let end = blockCommentEnd(openedAt: start) else {
            report("unterminated '/*' comment: expected '*/' before the end of the file", start, start + 2)
            return false
        }
        index = end
        return true
    }

    /// The offset past the `*/` that closes the `/* */` comment opened at `start`, nested
    /// ones included; nil if it is unterminated.
    private func blockCommentEnd(openedAt start: Int) -> Int? {
        var depth = 1
        var at = start + 2
        while true {
            at = bytes.firstStop(BlockCommentStops.self, from: at)
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: "*"), bytes.byte(at: at + 1) == UInt8(ascii: "/") {
                depth -= 1
                at += 2
                if depth == 0 { return at }
            } else if bytes[at] == UInt8(ascii: "/"), bytes.byte(at: at + 1) == UInt8(ascii: "*") {
                depth += 1
                at += 2
            } else {
                at += 1
            }
        }
    }

    /// Skips a `#/…/#` regex literal (with as many `#` on each side); false (with a
    /// diagnostic) if it is unterminated.
    private mutating func skipRegexLiteral(openedAt start: Int, hashes: Int) -> Bool {
        var at = start + hashes + 1
        while true {
            at = bytes.firstStop(SlashStops.self, from: at)
            guard at < bytes.count else {
                let closing = "/" + String(repeating: "#", count: hashes)
                report(
                    "unterminated regex literal: expected '\(closing)' before the end of the file", start,
                    start + hashes + 1)
                return false
            }
            at += 1
            if hashCount(at: at, upTo: hashes) == hashes {
                index = at + hashes
                return true
            }
        }
    }

    // MARK: Strings

    /// Enters the body of the string literal whose delimiter (its first `#`, or its `"`) is
    /// at `start`; `tag` is where the `graphql(` call it is the argument of starts.
    private mutating func beginString(at start: Int, hashes: Int, tag: Int?) {
        let quote = start + hashes
        let isMultiline =
            bytes.byte(at: quote + 1) == UInt8(ascii: "\"") && bytes.byte(at: quote + 2) == UInt8(ascii: "\"")
        let contentStart = quote + (isMultiline ? 3 : 1)
        literal = StringLiteral(
            start: start, contentStart: contentStart, hashes: hashes, isMultiline: isMultiline, tagCall: tag)
        index = contentStart
    }

    /// Reads the body of the string being read until it ends or an interpolation starts; false
    /// at the end of the scan.
    private mutating func readString(_ current: StringLiteral) -> Bool {
        var literal = current
        while true {
            let at =
                literal.isMultiline
                ? bytes.firstStop(MultilineStringStops.self, from: index)
                : bytes.firstStop(SingleLineStringStops.self, from: index)
            guard at < bytes.count else {
                reportUnterminated(literal, atEndOfLine: false)
                return false
            }
            switch bytes[at] {
            case UInt8(ascii: "\""):
                let quotes = literal.isMultiline ? 3 : 1
                if literal.isMultiline,
                    bytes.byte(at: at + 1) != UInt8(ascii: "\"") || bytes.byte(at: at + 2) != UInt8(ascii: "\"")
                {
                    index = at + 1
                    continue
                }
                guard hashCount(at: at + quotes, upTo: literal.hashes) == literal.hashes else {
                    index = at + 1
                    continue
                }
                self.literal = nil
                index = at + quotes + literal.hashes
                if let callStart = literal.tagCall { finishTag(literal, callStart: callStart, closingQuote: at) }
                return true
            case UInt8(ascii: "\\"):
                let escaped = at + 1 + literal.hashes
                guard hashCount(at: at + 1, upTo: literal.hashes) == literal.hashes else {
                    // Fewer `#` than the raw string's: a plain backslash.
                    index = at + 1
                    continue
                }
                if bytes.byte(at: escaped) == UInt8(ascii: "(") {
                    if literal.tagCall != nil {
                        let found = String(decoding: bytes[at...escaped], as: UTF8.self)
                        report(
                            "string interpolation is not allowed in a graphql tag: the compiler reads the GraphQL "
                                + "text before the program runs; found '\(found)'", at, escaped + 1)
                        literal.isInvalid = true
                    }
                    interpolations.append(Interpolation(string: literal))
                    self.literal = nil
                    index = escaped + 1
                    return true
                }
                literal.hasEscapes = true
                // Step over an escaped quote or backslash so it neither ends the string nor
                // starts another escape; other escaped characters are not stops.
                let next = bytes.byte(at: escaped)
                index = next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") ? escaped + 1 : escaped
            case 0x0D where literal.isMultiline:
                literal.hasCarriageReturn = true
                index = at + 1
            default:  // a line break in a single-line string
                reportUnterminated(literal, atEndOfLine: true)
                return false
            }
        }
    }

    /// How many `#` (at most `limit`) follow from `start`.
    private func hashCount(at start: Int, upTo limit: Int) -> Int {
        var count = 0
        while count < limit, bytes.byte(at: start + count) == UInt8(ascii: "#") { count += 1 }
        return count
    }

    /// The first offset at or after `start` that is not a space, tab or line break.
    func skipWhitespace(from start: Int) -> Int {
        var at = start
        while true {
            switch bytes.byte(at: at) {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default: return at
            }
        }
    }

    /// The first offset at or after `start` that is not whitespace or in a comment (an
    /// unterminated block comment is skipped to the end: the scan reports it when it reads
    /// on from the tag's parenthesis).
    func skipTrivia(from start: Int) -> Int {
        var at = skipWhitespace(from: start)
        while bytes.byte(at: at) == UInt8(ascii: "/") {
            switch bytes.byte(at: at + 1) {
            case UInt8(ascii: "/"):
                at = bytes.firstStop(LineBreakStops.self, from: at + 2)
            case UInt8(ascii: "*"):
                at = blockCommentEnd(openedAt: at) ?? bytes.count
            default:
                return at
            }
            at = skipWhitespace(from: at)
        }
        return at
    }

    // MARK: Diagnostics

    mutating func report(_ message: String, _ start: Int, _ end: Int) {
        diagnostics.append(Diagnostic(.error, message, source: file, span: SourceSpan(start: start, end: end)))
    }

    private mutating func reportUnterminated(_ literal: StringLiteral, atEndOfLine: Bool) {
        let closing = (literal.isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: literal.hashes)
        let place = atEndOfLine ? "the end of the line" : "the end of the file"
        let span = SourceSpan(start: literal.start, end: literal.contentStart)
        var notes: [Diagnostic.Note] = []
        if atEndOfLine, slashPrecedesOnItsLine(literal.start) {
            notes.append(
                Diagnostic.Note(
                    "if this quote is in a regex literal, write it `#/…/#`: tags are found without telling a bare "
                        + "`/…/` from a division", source: file, span: span))
        }
        diagnostics.append(
            Diagnostic(
                .error, "unterminated string literal: expected '\(closing)' before \(place)", source: file, span: span,
                notes: notes))
    }

    /// Whether a `/` comes before `offset` on its line.
    private func slashPrecedesOnItsLine(_ offset: Int) -> Bool {
        var at = offset - 1
        while at >= 0, bytes[at] != UInt8(ascii: "\n"), bytes[at] != UInt8(ascii: "\r") {
            if bytes[at] == UInt8(ascii: "/") { return true }
            at -= 1
        }
        return false
    }

    /// At the end of the file inside an interpolation: the string it is in is unterminated.
    private mutating func reportUnterminatedEnclosingString() {
        if let innermost = interpolations.last { reportUnterminated(innermost.string, atEndOfLine: false) }
    }
}

/// A string literal being read.
struct StringLiteral {
    /// The offset of its opening delimiter (its first `#`, or its `"`).
    var start: Int
    /// The offset just past the opening delimiter.
    var contentStart: Int
    /// How many `#` make it a raw string.
    var hashes: Int
    var isMultiline: Bool
    /// Where the `graphql(` call starts when it is that call's argument.
    var tagCall: Int?
    /// Whether it holds an escape (its text is then not a copy of the file's bytes).
    var hasEscapes = false
    /// Whether a line break in it includes `\r` (normalized to `\n` in its value).
    var hasCarriageReturn = false
    /// Whether a problem was reported in this tag (it is then left out).
    var isInvalid = false
}
