/// The GraphQL lexer (October 2021 specification, §2.1), over UTF-8 bytes.
///
/// It produces one token at a time, as the parser asks, so that a lexical error is reported
/// exactly where the reference implementation reports it. It reads from a buffer that ends
/// in a NUL sentinel (see `Source`), so its loops test for the sentinel, not for the end.
struct Lexer {
    let base: UnsafePointer<UInt8>
    /// The number of bytes of text; `base[count]` is the sentinel.
    let count: Int
    let classes = ByteClass.table
    var position = 0

    /// `buffer` is a `Source`'s storage: the text followed by `Source.padding` NULs.
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        // A Source's storage is never empty: it holds at least the padding.
        base = buffer.baseAddress ?? UnsafePointer(ByteClass.table)
        count = max(buffer.count - Source.padding, 0)
    }

    /// Lexes the next token, skipping white space, line terminators, commas, comments and BOMs.
    mutating func next() throws(SyntaxError) -> Token {
        var p = position
        while true {
            // Runs of spaces (indentation) are the commonest bytes between tokens.
            while base[p] == 0x20 { p += 1 }
            let byte = base[p]
            switch byte {
            case 0x20, 0x09, 0x2C, 0x0A, 0x0D:  // space, tab, comma, LF, CR
                p += 1
                continue
            case 0x23:  // # comment, to the end of the line
                p = try skipComment(from: p + 1)
                continue
            case 0xEF where base[p + 1] == 0xBB && base[p + 2] == 0xBF:  // U+FEFF
                p += 3
                continue
            case 0x00 where p >= count:
                position = p
                return Token(.endOfFile, p, p)
            case UInt8(ascii: "{"): return punctuator(.braceLeft, p)
            case UInt8(ascii: "}"): return punctuator(.braceRight, p)
            case UInt8(ascii: "("): return punctuator(.parenLeft, p)
            case UInt8(ascii: ")"): return punctuator(.parenRight, p)
            case UInt8(ascii: "["): return punctuator(.bracketLeft, p)
            case UInt8(ascii: "]"): return punctuator(.bracketRight, p)
            case UInt8(ascii: ":"): return punctuator(.colon, p)
            case UInt8(ascii: "!"): return punctuator(.bang, p)
            case UInt8(ascii: "$"): return punctuator(.dollar, p)
            case UInt8(ascii: "&"): return punctuator(.ampersand, p)
            case UInt8(ascii: "="): return punctuator(.equals, p)
            case UInt8(ascii: "@"): return punctuator(.at, p)
            case UInt8(ascii: "|"): return punctuator(.pipe, p)
            case UInt8(ascii: ".") where base[p + 1] == UInt8(ascii: ".") && base[p + 2] == UInt8(ascii: "."):
                position = p + 3
                return Token(.spread, p, p + 3)
            case UInt8(ascii: "\""):
                let token =
                    base[p + 1] == UInt8(ascii: "\"") && base[p + 2] == UInt8(ascii: "\"")
                    ? try readBlockString(from: p) : try readString(from: p)
                position = token.end
                return token
            default:
                let flags = classes[Int(byte)]
                if flags & ByteClass.nameStart != 0 {
                    var end = p + 1
                    while classes[Int(base[end])] & ByteClass.nameContinue != 0 { end += 1 }
                    position = end
                    return Token(.name, p, end)
                }
                if flags & ByteClass.digit != 0 || byte == UInt8(ascii: "-") {
                    let token = try readNumber(from: p)
                    position = token.end
                    return token
                }
                throw unexpectedCharacter(at: p)
            }
        }
    }

    @inline(__always)
    private mutating func punctuator(_ kind: TokenKind, _ start: Int) -> Token {
        position = start + 1
        return Token(kind, start, start + 1)
    }

    /// Returns the offset of the line terminator (or end) that ends a comment.
    private func skipComment(from start: Int) throws(SyntaxError) -> Int {
        var p = start
        while true {
            while classes[Int(base[p])] & ByteClass.commentStop == 0 { p += 1 }
            let byte = base[p]
            if byte == 0x0A || byte == 0x0D || (byte == 0 && p >= count) { return p }
            p += byte < 0x80 ? 1 : try scalarLength(at: p)
        }
    }

    private func unexpectedCharacter(at p: Int) -> SyntaxError {
        if base[p] == UInt8(ascii: "'") {
            return SyntaxError(
                "Unexpected single quote character ('), did you mean to use a double quote (\")?", at: p, end: p + 1)
        }
        if base[p] >= 0x80, (try? scalarLength(at: p)) == nil {
            return SyntaxError("Invalid UTF-8 byte sequence.", at: p, end: p + 1)
        }
        return SyntaxError("Unexpected character: \(describeCharacter(at: p)).", at: p, end: p + 1)
    }

    // MARK: Characters

    /// The length of the valid UTF-8 sequence of one scalar starting at `p` (a non-ASCII byte).
    func scalarLength(at p: Int) throws(SyntaxError) -> Int {
        guard let (_, length) = decodeScalar(at: p) else {
            throw SyntaxError("Invalid UTF-8 byte sequence.", at: p, end: p + 1)
        }
        return length
    }

    /// Decodes the scalar at `p`, rejecting overlong forms, surrogates and truncated sequences.
    func decodeScalar(at p: Int) -> (UInt32, Int)? {
        let lead = UInt32(base[p])
        if lead < 0x80 { return (lead, 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = lead & 0x1F
        case 0xE0...0xEF: length = 3; value = lead & 0x0F
        case 0xF0...0xF4: length = 4; value = lead & 0x07
        default: return nil
        }
        for i in 1..<length {
            // Checked one byte at a time: a truncated sequence meets the sentinel, which is not
            // a continuation byte, before any read past it.
            let byte = UInt32(base[p + i])
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | (byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    /// How the reference implementation names the character at `p`: `"a"`, `U+00E9`, `<EOF>`.
    func describeCharacter(at p: Int) -> String {
        if p >= count { return "<EOF>" }
        let scalar = decodeScalar(at: p)?.0 ?? UInt32(base[p])
        if scalar >= 0x20, scalar <= 0x7E {
            let character = Character(Unicode.Scalar(UInt8(scalar)))
            return character == "\"" ? "'\"'" : "\"\(character)\""
        }
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
