/// Parses GraphQL text (October 2021 specification, §2 and §3) into an AST.
///
/// Every function reports the first syntax error as a `Diagnostic` with what was expected and
/// what was found, at the same place the reference implementation (graphql-js) reports it.
public enum Parser {
    /// How deeply selection sets, list and object values and list types may nest. Deeper input
    /// is a diagnostic, not a stack overflow.
    public static let maximumDepth = 256

    /// Parses an executable or type-system document (or one that mixes both).
    ///
    /// The grammar asks for at least one definition; with `allowsEmpty`, a source holding only
    /// white space and comments (an empty schema file, say) is an empty document instead.
    public static func parseDocument(
        _ source: Source, context: ParseContext = ParseContext(), allowsEmpty: Bool = false
    ) throws(Diagnostic) -> Document {
        let definitions = try run(source, context) { parser throws(SyntaxError) in
            if allowsEmpty && parser.token.kind == .endOfFile { return [Definition]() }
            return try parser.parseDocument()
        }
        return Document(definitions: definitions, source: source)
    }

    /// Parses a type reference such as `[String!]!` (as written in `@argumentDefinitions`).
    public static func parseType(_ source: Source) throws(Diagnostic) -> TypeReference {
        try run(source, ParseContext()) { parser throws(SyntaxError) in
            let type = try parser.parseTypeReference()
            try parser.expect(.endOfFile)
            return type
        }
    }

    /// Parses one value literal; with `constant`, variables are rejected.
    public static func parseValue(_ source: Source, constant: Bool = false) throws(Diagnostic) -> Value {
        try run(source, ParseContext()) { parser throws(SyntaxError) in
            let value = try parser.parseValueLiteral(constant: constant)
            try parser.expect(.endOfFile)
            return value
        }
    }

    private static func run<T>(
        _ source: Source, _ context: ParseContext, _ body: (inout DocumentParser) throws(SyntaxError) -> T
    ) throws(Diagnostic) -> T {
        let result: Result<T, SyntaxError> = source.storage.withUnsafeBufferPointer { buffer in
            // The context's state moves into the parser and back, so that it stays uniquely referenced.
            var parser = DocumentParser(
                Lexer(buffer), source: source, interner: context.interner, scratch: context.scratch)
            context.interner = Interner()
            context.scratch = ScratchLists()
            let result: Result<T, SyntaxError>
            do throws(SyntaxError) {
                try parser.start()
                result = .success(try body(&parser))
            } catch {
                result = .failure(error)
            }
            parser.scratch.removeAll()
            context.interner = parser.interner
            context.scratch = parser.scratch
            return result
        }
        switch result {
        case .success(let value): return value
        case .failure(let error):
            throw Diagnostic(
                .error, error.message, source: source, span: SourceSpan(start: error.offset, end: error.end))
        }
    }
}

/// The recursive-descent parser's state: the lexer, the current token, and the nesting depth.
/// Its grammar productions live in the extensions beside this file.
struct DocumentParser {
    var lexer: Lexer
    /// The token being looked at (not yet consumed).
    var token: Token
    /// Where the last consumed token ended: the end of the node being built.
    var previousEnd = 0
    var depth = 0
    var interner: Interner
    var scratch: ScratchLists
    /// The source being parsed, which descriptions refer to.
    let source: Source

    init(_ lexer: Lexer, source: Source, interner: Interner, scratch: ScratchLists) {
        self.lexer = lexer
        self.source = source
        self.interner = interner
        self.scratch = scratch
        token = Token(.endOfFile, 0, 0)
    }

    /// Reads the first token.
    mutating func start() throws(SyntaxError) {
        token = try lexer.next()
    }

    // MARK: Tokens

    @inline(__always)
    mutating func advance() throws(SyntaxError) {
        previousEnd = token.end
        token = try lexer.next()
    }

    @inline(__always)
    func peek(_ kind: TokenKind) -> Bool { token.kind == kind }

    /// Consumes a token of `kind`, or fails with "Expected …, found …".
    @discardableResult
    mutating func expect(_ kind: TokenKind) throws(SyntaxError) -> Token {
        let current = token
        guard current.kind == kind else { throw expected(kind) }
        try advance()
        return current
    }

    /// "Expected …, found …" at the current token (kept out of line: it is the cold path).
    @inline(never)
    func expected(_ kind: TokenKind) -> SyntaxError {
        SyntaxError("Expected \(kind.description), found \(describe(token)).", at: token.start, end: token.end)
    }

    /// Consumes a token of `kind` if it is next.
    @inline(__always)
    mutating func skip(_ kind: TokenKind) throws(SyntaxError) -> Bool {
        guard token.kind == kind else { return false }
        try advance()
        return true
    }

    /// Whether the current token is the name `keyword`.
    func peekKeyword(_ keyword: StaticString) -> Bool {
        token.kind == .name && isKeyword(token, keyword)
    }

    func isKeyword(_ token: Token, _ keyword: StaticString) -> Bool {
        let length = token.end - token.start
        guard length == keyword.utf8CodeUnitCount else { return false }
        let bytes = lexer.base + token.start
        let expected = keyword.utf8Start
        for index in 0..<length where bytes[index] != expected[index] { return false }
        return true
    }

    mutating func skipKeyword(_ keyword: StaticString) throws(SyntaxError) -> Bool {
        guard peekKeyword(keyword) else { return false }
        try advance()
        return true
    }

    mutating func expectKeyword(_ keyword: StaticString) throws(SyntaxError) {
        guard peekKeyword(keyword) else {
            throw SyntaxError("Expected \"\(keyword)\", found \(describe(token)).", at: token.start, end: token.end)
        }
        try advance()
    }

    /// The token after the current one, without consuming anything.
    func lookahead() throws(SyntaxError) -> Token {
        var copy = lexer
        return try copy.next()
    }

    /// "Unexpected …" at `token` (by default, the current one).
    func unexpected(_ token: Token? = nil) -> SyntaxError {
        let token = token ?? self.token
        return SyntaxError("Unexpected \(describe(token)).", at: token.start, end: token.end)
    }

    /// How diagnostics name a token: `Name "id"`, `"{"`, `<EOF>`.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .name, .int, .float: "\(token.kind.description) \"\(lexer.text(of: token))\""
        case .string, .blockString: "\(token.kind.description) \"\(lexer.stringValue(of: token))\""
        default: token.kind.description
        }
    }

    /// A span from `start` to the end of the last consumed token.
    @inline(__always)
    func span(from start: Int) -> SourceSpan { SourceSpan(start: start, end: previousEnd) }

    // MARK: Nesting

    /// Runs `body` one level deeper, failing past `Parser.maximumDepth` at the bracket or brace
    /// (at `opener`) that opened the level too many.
    @inline(__always)
    mutating func nested<T>(
        openedAt opener: Int, _ body: (inout DocumentParser) throws(SyntaxError) -> T
    ) throws(SyntaxError) -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maximumDepth {
            throw SyntaxError(
                "Nesting too deep: more than \(Parser.maximumDepth) levels of selection sets, lists or input objects.",
                at: opener, end: opener + 1)
        }
        return try body(&self)
    }

    // MARK: Names

    mutating func parseName() throws(SyntaxError) -> Name {
        let current = try expect(.name)
        let value = interner.intern(lexer.base + current.start, count: current.end - current.start)
        return Name(value, span: current.span)
    }
}
