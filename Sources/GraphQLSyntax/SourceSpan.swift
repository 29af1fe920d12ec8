/// A range of bytes in a `Source`: where a token or an AST node was written.
///
/// Stored as two 32-bit offsets so that AST nodes stay small; a source is at most 4 GiB.
public struct SourceSpan: Hashable, Sendable {
    /// The offset of the first byte.
    public var start: UInt32
    /// The offset just past the last byte.
    public var end: UInt32

    public init(start: Int, end: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    /// A span that covers both `self` and `other`.
    public func union(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: Int(min(start, other.start)), end: Int(max(end, other.end)))
    }

    /// The empty span at offset 0, for nodes built by hand rather than parsed.
    public static let none = SourceSpan(start: 0, end: 0)
}
