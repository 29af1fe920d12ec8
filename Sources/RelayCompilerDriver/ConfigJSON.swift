import GraphQLSyntax

/// A JSON value read from a config file (or an introspection result), with the span it was
/// written at, so that an error in `relay.config.json` can point at the exact key or value
/// (Foundation's `JSONSerialization` keeps no positions).
struct ConfigJSON {
    /// The kinds of JSON value.
    enum Kind {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([ConfigJSON])
        /// Members in the order written, each with the span of its key.
        case object([Member])
    }

    /// One `"key": value` pair of an object.
    struct Member {
        var key: String
        var keySpan: SourceSpan
        var value: ConfigJSON
    }

    var kind: Kind
    var span: SourceSpan

    /// How a value's type is named in messages: "found a number".
    var typeDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    /// Parses a whole document (RFC 8259; one value with only whitespace around it).
    static func parse(_ source: Source) throws(Diagnostic) -> ConfigJSON {
        var reader = ConfigJSONReader(source: source)
        return try reader.document()
    }
}

/// A recursive-descent JSON reader over a source's bytes, with a nesting limit so that no input
/// can exhaust the stack.
private struct ConfigJSONReader {
    let source: Source
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maximumDepth = 256

    init(source: Source) {
        self.source = source
        self.bytes = Array(source.bytes)
    }

    mutating func document() throws(Diagnostic) -> ConfigJSON {
        // A byte order mark, which some Windows editors write, is not part of the JSON (RFC 8259
        // lets a parser ignore it).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let result = try value()
        skipWhitespace()
        if index < bytes.count {
            throw error("expected the end of the file after the JSON value, found \(foundDescription)")
        }
        return result
    }

    private mutating func value() throws(Diagnostic) -> ConfigJSON {
        guard index < bytes.count else { throw error("expected a JSON value, found the end of the file") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let text = try string()
            return ConfigJSON(kind: .string(text), span: span(from: start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default:
            for (word, kind) in [("true", ConfigJSON.Kind.bool(true)), ("false", .bool(false)), ("null", .null)]
            where matches(word) {
                index += word.utf8.count
                return ConfigJSON(kind: kind, span: span(from: start))
            }
            throw error("expected a JSON value, found \(foundDescription)")
        }
    }

    private mutating func object() throws(Diagnostic) -> ConfigJSON {
        let start = index
        try enterNesting()
        index += 1
        var members: [ConfigJSON.Member] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return ConfigJSON(kind: .object(members), span: span(from: start))
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(foundDescription)")
            }
            let keyStart = index
            let key = try string()
            let keySpan = span(from: keyStart)
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, found \(foundDescription)")
            }
            index += 1
            skipWhitespace()
            members.append(ConfigJSON.Member(key: key, keySpan: keySpan, value: try value()))
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard peek == UInt8(ascii: "}") else {
                throw error("expected ',' or '}' in the object, found \(foundDescription)")
            }
            index += 1
            depth -= 1
            return ConfigJSON(kind: .object(members), span: span(from: start))
        }
    }

    private mutating func array() throws(Diagnostic) -> ConfigJSON {
        let start = index
        try enterNesting()
        index += 1
        var elements: [ConfigJSON] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return ConfigJSON(kind: .array(elements), span: span(from: start))
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard peek == UInt8(ascii: "]") else {
                throw error("expected ',' or ']' in the list, found \(foundDescription)")
            }
            index += 1
            depth -= 1
            return ConfigJSON(kind: .array(elements), span: span(from: start))
        }
    }

    private mutating func enterNesting() throws(Diagnostic) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("expected at most \(Self.maximumDepth) nested lists and objects, found deeper nesting")
        }
    }

    /// A string literal; `index` is at its opening quote.
    private mutating func string() throws(Diagnostic) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw error("expected a closing '\"' before the end of the line, found a control character")
            }
            if byte == UInt8(ascii: "\\") {
                flushRun(index)
                scalars.append(try escape())
                runStart = index
                continue
            }
            index += 1
        }
        throw error("expected a closing '\"', found the end of the file")
    }

    /// One escape sequence; `index` is at its backslash.
    private mutating func escape() throws(Diagnostic) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("expected an escape sequence, found the end of the file") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad(escapeStart: start)
            if (0xD800..<0xDC00).contains(high), matches("\\u") {
                let lowStart = index
                index += 2
                let low = try hexQuad(escapeStart: lowStart)
                if (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
                index = lowStart
            }
            // A lone surrogate cannot be a scalar: keep the text readable rather than fail.
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            index = start
            throw error(
                "expected an escape sequence (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX), found \(foundDescription)")
        }
    }

    private mutating func hexQuad(escapeStart: Int) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                index = escapeStart
                throw error("expected four hexadecimal digits after \\u, found \(foundDescription)")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func number() throws(Diagnostic) -> ConfigJSON {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        let hasLeadingZero = peek == UInt8(ascii: "0")
        let digits = consumeDigits()
        guard digits > 0 else { throw error("expected a digit in the number, found \(foundDescription)") }
        if hasLeadingZero, digits > 1 {
            index = start
            throw error("expected a number without leading zeros, found \(foundDescription)")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard consumeDigits() > 0 else { throw error("expected a digit after '.', found \(foundDescription)") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard consumeDigits() > 0 else {
                throw error("expected a digit in the exponent, found \(foundDescription)")
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return ConfigJSON(kind: .number(text), span: span(from: start))
    }

    private mutating func consumeDigits() -> Int {
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
    }

    private mutating func skipWhitespace() {
        while let byte = peek,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }

    /// How the text at `index` is named in a message.
    private var foundDescription: String {
        guard let byte = peek else { return "the end of the file" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 {
            let hex = String(byte, radix: 16, uppercase: true)
            return "the character U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return "a non-ASCII character"
    }

    private func span(from start: Int) -> SourceSpan { SourceSpan(start: start, end: index) }

    private func error(_ message: String) -> Diagnostic {
        let end = min(index + 1, bytes.count)
        return Diagnostic(.error, message, source: source, span: SourceSpan(start: index, end: end))
    }
}
