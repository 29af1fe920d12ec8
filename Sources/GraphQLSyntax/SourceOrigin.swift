/// Where a source's text was taken from when it is a piece of a larger file: the GraphQL of a
/// `graphql("""…""")` string in a Swift file.
///
/// A source with an origin reports locations and source lines in the enclosing file, so that a
/// diagnostic in the GraphQL points at the Swift line and column the user wrote. The text need
/// not be a verbatim copy of the file's bytes: a string literal's escapes are decoded and its
/// indentation stripped. The mapping is kept as segments: runs of text bytes that are each
/// copied unchanged from one place in the file. A new segment starts wherever the offsets jump
/// (after stripped indentation, a decoded escape, a normalized line break).
public struct SourceOrigin: Sendable {
    /// One run of text copied unchanged from the file: text offset `textOffset + n` was
    /// file offset `fileOffset + n`, up to the next segment's `textOffset`.
    public struct Segment: Hashable, Sendable {
        /// The offset, in the source's text, of the run's first byte.
        public var textOffset: Int
        /// The offset, in the enclosing file, of the same byte.
        public var fileOffset: Int

        /// A run whose first byte is at `textOffset` in the text and `fileOffset` in the file.
        public init(textOffset: Int, fileOffset: Int) {
            self.textOffset = textOffset
            self.fileOffset = fileOffset
        }
    }

    /// How the literal the text was taken from writes text, which text put into the file
    /// (a fix-it's replacement) must follow. What `written(_:)` escapes covers the
    /// replacements the compiler makes (names and one-line string values), not every text.
    public enum Literal: Sendable {
        /// `"…"`: a quote, a backslash and a line break are written as escapes.
        case singleLine
        /// `"""…"""`: a backslash is written as an escape.
        case multiLine
        /// `#"…"#` (or the file's own text): written as it is.
        case raw
    }

    /// The enclosing file, whose lines and columns locations are reported in.
    public let file: Source
    /// The runs, in increasing `textOffset` order; the first starts at text offset 0.
    public let segments: [Segment]
    /// The literal the text was taken from.
    public let literal: Literal

    /// An origin whose text is a verbatim copy of the file from `fileOffset` on.
    public init(file: Source, fileOffset: Int, literal: Literal = .raw) {
        self.file = file
        self.segments = [Segment(textOffset: 0, fileOffset: fileOffset)]
        self.literal = literal
    }

    /// An origin made of runs; they are sorted here, and a missing run at text offset 0 is
    /// taken to start where the first given run starts (or at the file's start).
    public init(file: Source, segments: [Segment], literal: Literal = .raw) {
        var sorted = segments
        // Decoders give their runs in order; only an unordered list is copied to be sorted.
        if zip(segments, segments.dropFirst()).contains(where: { $0.textOffset > $1.textOffset }) {
            sorted.sort { $0.textOffset < $1.textOffset }
        }
        if sorted.first?.textOffset != 0 {
            sorted.insert(Segment(textOffset: 0, fileOffset: sorted.first?.fileOffset ?? 0), at: 0)
        }
        self.file = file
        self.segments = sorted
        self.literal = literal
    }

    /// `text` as the literal writes it: what stands in the file for that text.
    public func written(_ text: String) -> String {
        guard literal != .raw else { return text }
        var written = ""
        for scalar in text.unicodeScalars {
            switch (literal, scalar) {
            case (_, "\\"): written += "\\\\"
            case (.singleLine, "\""): written += "\\\""
            case (.singleLine, "\n"): written += "\\n"
            default: written.unicodeScalars.append(scalar)
            }
        }
        return written
    }

    /// The file offset of a text offset: in the run that holds it, at the same distance from
    /// the run's start.
    public func fileOffset(of textOffset: Int) -> Int {
        // The last run starting at or before `textOffset` (the first starts at 0).
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].textOffset <= textOffset { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        return segment.fileOffset + max(0, textOffset - segment.textOffset)
    }
}
