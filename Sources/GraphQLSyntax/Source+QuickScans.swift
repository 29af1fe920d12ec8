import Foundation

/// Quick scans of a definition's text, for compiler passes that lower something most
/// definitions do not hold: a definition the scan rules out is left as it is, unwalked. Each
/// scan is one `memchr` pass over the bytes and errs towards "maybe": a comment
/// could hide anything, and text inside a string is not told apart.
extension Source {
    /// Whether the text between two offsets may use the directive `@name`: whether an `@` there
    /// is followed (past spaces, tabs, line breaks and commas) by `name`, or by a comment. `@`
    /// is rare outside directives, so most definitions are ruled out at once.
    public func mayUseDirective(_ name: StaticString, in span: SourceSpan) -> Bool {
        let length = name.utf8CodeUnitCount
        return withBytes(in: span) { bytes, lower, upper in
            var index = lower
            while let found = Self.next(UInt8(ascii: "@"), in: bytes, from: index, to: upper) {
                let next = Self.skippingIgnored(bytes, from: found + 1, to: upper)
                if next < upper, bytes[next] == UInt8(ascii: "#") { return true }
                if next + length <= upper, memcmp(bytes.baseAddress! + next, name.utf8Start, length) == 0 {
                    return true
                }
                index = next
            }
            return false
        }
    }

    /// Whether the text may hold an inline fragment without a type condition (`... {` or
    /// `... @include(if: $x) {`): a `...` followed (past spaces, tabs, line breaks and commas)
    /// by `{` or `@`, or by a comment.
    public func mayHaveUntypedInlineFragment(in span: SourceSpan) -> Bool {
        withBytes(in: span) { bytes, lower, upper in
            var index = lower
            while let found = Self.next(UInt8(ascii: "."), in: bytes, from: index, to: upper) {
                // A lone `.` is a lexing error that validation reported; only `...` counts.
                guard found + 2 < upper, bytes[found + 1] == UInt8(ascii: "."), bytes[found + 2] == UInt8(ascii: ".")
                else {
                    index = found + 1
                    continue
                }
                let next = Self.skippingIgnored(bytes, from: found + 3, to: upper)
                if next < upper {
                    switch bytes[next] {
                    case UInt8(ascii: "{"), UInt8(ascii: "@"), UInt8(ascii: "#"): return true
                    default: break
                    }
                }
                index = next
            }
            return false
        }
    }

    /// Whether the text may hold the name `name` on its own (not inside a longer name), as a
    /// field or anything else.
    public func mayMention(_ name: StaticString, in span: SourceSpan) -> Bool {
        let length = name.utf8CodeUnitCount
        guard length > 0 else { return true }
        let first = name.utf8Start.pointee
        return withBytes(in: span) { bytes, lower, upper in
            var index = lower
            while let start = Self.next(first, in: bytes, from: index, to: upper) {
                let end = start + length
                if end <= upper, memcmp(bytes.baseAddress! + start, name.utf8Start, length) == 0,
                    start == 0 || !bytes[start - 1].isGraphQLNameContinue,
                    end == upper || !bytes[end].isGraphQLNameContinue
                {
                    return true
                }
                index = start + 1
            }
            return false
        }
    }

    // MARK: Scanning

    /// Calls `body` with the text's bytes and the span's bounds, clamped to the text.
    private func withBytes(in span: SourceSpan, _ body: (UnsafeBufferPointer<UInt8>, Int, Int) -> Bool) -> Bool {
        let lower = min(Int(span.start), byteCount), upper = min(max(Int(span.end), lower), byteCount)
        return storage.withUnsafeBufferPointer { body($0, lower, upper) }
    }

    /// The offset of the next `byte` in `lower..<upper`, if any.
    private static func next(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from lower: Int, to upper: Int)
        -> Int?
    {
        guard lower < upper, let found = memchr(bytes.baseAddress! + lower, Int32(byte), upper - lower) else {
            return nil
        }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress!
    }

    /// The offset of the first byte at or after `index` that is not a space, tab, line break
    /// or comma.
    private static func skippingIgnored(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to upper: Int) -> Int {
        var index = index
        while index < upper {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","): index += 1
            default: return index
            }
        }
        return index
    }
}
