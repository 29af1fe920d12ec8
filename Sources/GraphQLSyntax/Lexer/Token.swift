/// The kinds of lexical token in the GraphQL language (comments and ignored tokens are
/// skipped by the lexer and never reach the parser).
public enum TokenKind: UInt8, Sendable {
    case endOfFile
    case bang, dollar, ampersand, parenLeft, parenRight, spread, colon, equals, at
    case bracketLeft, bracketRight, braceLeft, pipe, braceRight
    case name, int, float, string, blockString

    /// How diagnostics name a token of this kind: `Name`, `"{"`, `<EOF>`.
    public var description: String {
        switch self {
        case .endOfFile: "<EOF>"
        case .bang: "\"!\""
        case .dollar: "\"$\""
        case .ampersand: "\"&\""
        case .parenLeft: "\"(\""
        case .parenRight: "\")\""
        case .spread: "\"...\""
        case .colon: "\":\""
        case .equals: "\"=\""
        case .at: "\"@\""
        case .bracketLeft: "\"[\""
        case .bracketRight: "\"]\""
        case .braceLeft: "\"{\""
        case .pipe: "\"|\""
        case .braceRight: "\"}\""
        case .name: "Name"
        case .int: "Int"
        case .float: "Float"
        case .string: "String"
        case .blockString: "BlockString"
        }
    }
}

/// One token: its kind and the bytes it covers. Its value is read from the source on demand,
/// so lexing allocates nothing.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// For a `string` token: whether it contains an escape sequence (and so needs decoding).
    public var hasEscape: Bool
    public var start: Int
    public var end: Int

    @inline(__always)
    init(_ kind: TokenKind, _ start: Int, _ end: Int, hasEscape: Bool = false) {
        self.kind = kind
        self.hasEscape = hasEscape
        self.start = start
        self.end = end
    }

    public var span: SourceSpan { SourceSpan(start: start, end: end) }
}

/// A syntax error found by the lexer or the parser: a message and the byte offset it is at.
public struct SyntaxError: Error, Sendable {
    public var message: String
    public var offset: Int
    /// Where the offending token ends, when there is one (for the caret's extent).
    public var end: Int

    init(_ message: String, at offset: Int, end: Int? = nil) {
        self.message = message
        self.offset = offset
        self.end = max(end ?? offset, offset)
    }
}
