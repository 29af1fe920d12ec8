import GraphQLSyntax

/// One `graphql("""…""")` call found in a Swift file: the GraphQL text of its string literal
/// and where that text was written.
///
/// The text is the string's value as Swift sees it: escapes decoded, a multi-line string's
/// indentation (that of its closing `"""`) stripped, line breaks normalized to `\n`. When it
/// equals the file's bytes (the common case: no escapes, no indentation) it is not copied until
/// asked for.
public struct GraphQLTag: Sendable {
    /// The Swift file the call is in.
    public let file: Source
    /// Where the text's first byte was written in the Swift file: byte offset, 1-based line
    /// and column (in Unicode scalars, as `Source.location(of:)` counts).
    public let start: SourceLocation
    /// The whole call, from `graphql` (or `Relay.graphql`) through its closing `)`, in the
    /// Swift file: what a code generator would replace.
    public let callSpan: SourceSpan
    /// The text, kept as a range of the file when it is a verbatim copy.
    let content: Content
    /// The kind of string literal it was written in.
    let literal: SourceOrigin.Literal

    /// How the text is stored.
    enum Content: Sendable {
        /// The file's bytes in this range, unchanged.
        case verbatim(Range<Int>)
        /// Decoded bytes and where each run of them was written in the file.
        case decoded([UInt8], [SourceOrigin.Segment])
    }

    init(
        file: Source, start: SourceLocation, callSpan: SourceSpan, content: Content, literal: SourceOrigin.Literal
    ) {
        self.file = file
        self.start = start
        self.callSpan = callSpan
        self.content = content
        self.literal = literal
    }

    /// The GraphQL text's UTF-8 bytes.
    public var bytes: [UInt8] {
        switch content {
        case .verbatim(let range): Array(file.bytes[range])
        case .decoded(let bytes, _): bytes
        }
    }

    /// The GraphQL text (invalid UTF-8 is repaired with U+FFFD; `makeSource()` keeps the bytes
    /// as they are, for the lexer to report).
    public var text: String {
        switch content {
        case .verbatim(let range):
            String(decoding: file.bytes[range], as: UTF8.self)
        case .decoded(let bytes, _): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// How offsets in the text map to offsets in the Swift file.
    public var origin: SourceOrigin {
        switch content {
        case .verbatim(let range): SourceOrigin(file: file, fileOffset: range.lowerBound, literal: literal)
        case .decoded(_, let segments): SourceOrigin(file: file, segments: segments, literal: literal)
        }
    }

    /// A GraphQL source of the text, named after the Swift file, whose locations and source
    /// lines are the Swift file's: a diagnostic in it reads `File.swift:12:9: error: …` and
    /// shows the Swift line.
    public func makeSource() -> Source {
        switch content {
        case .verbatim(let range): Source(bytes: file.bytes[range], origin: origin)
        case .decoded(let bytes, _): Source(bytes: bytes, origin: origin)
        }
    }
}
