/// Why a byte sequence is not a JSON document.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset at which parsing stopped.
    public let offset: Int
    /// What was expected there.
    public let reason: String

    /// A readable description naming the offset.
    public var description: String { "Invalid JSON at byte \(offset): \(reason)" }
}

extension JSONValue {
    /// Parses a complete JSON document (RFC 8259) from UTF-8 bytes.
    ///
    /// The runtime parses server responses itself rather than through `JSONSerialization` so
    /// that integers, floating point numbers and booleans stay distinct on every platform,
    /// and so that bad input becomes a thrown error, never a trap.
    public init<Bytes: Collection>(parsing bytes: Bytes) throws where Bytes.Element == UInt8 {
        var parser = JSONParser(bytes: Array(bytes))
        self = try parser.parseDocument()
    }

    /// Parses a complete JSON document from a string.
    public init(parsing text: String) throws {
        try self.init(parsing: Array(text.utf8))
    }
}

/// A recursive-descent JSON parser with a nesting limit, so hostile input cannot exhaust the stack.
private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    var depth = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected data after the document") }
        return value
    }

    func error(_ reason: String) -> JSONParseError {
        JSONParseError(offset: position, reason: reason)
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws -> JSONValue {
        guard position < bytes.count else { throw error("expected a value, found the end") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value")
        }
    }

    mutating func expectWord(_ word: String) throws {
        let expected = Array(word.utf8)
        let end = position + expected.count
        guard end <= bytes.count, bytes[position..<end].elementsEqual(expected) else {
            throw error("expected \(word)")
        }
        position = end
    }

    mutating func enterContainer() throws {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw error("nesting deeper than 512") }
        position += 1
    }

    mutating func parseObject() throws -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a member name")
            }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':'")
            }
            position += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    mutating func parseArray() throws -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated array") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    mutating func parseString() throws -> String {
        position += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = position
        // Copy unescaped runs wholesale; most strings contain no escapes.
        // Invalid UTF-8 becomes U+FFFD rather than an error, as JSONSerialization does.
        func flushRun(_ end: Int) {
            guard runStart < end else { return }
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flushRun(position)
                position += 1
                return String(scalars)
            } else if byte == UInt8(ascii: "\\") {
                flushRun(position)
                position += 1
                scalars.append(try parseEscape())
                runStart = position
            } else if byte < 0x20 {
                throw error("control character in a string")
            } else {
                position += 1
            }
        }
        throw error("unterminated string")
    }

    mutating func parseEscape() throws -> Unicode.Scalar {
        guard position < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHexQuad()
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw error("unpaired surrogate") }
                position += 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate") }
                let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw error("bad escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("unpaired surrogate") }
            return scalar
        default:
            throw error("unknown escape")
        }
    }

    mutating func parseHexQuad() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("bad hex digit in \\u escape")
            }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    mutating func parseNumber() throws -> JSONValue {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { throw error("expected a digit") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw error("expected a digit") }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else { throw error("expected a digit") }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text) else { throw error("number out of range") }
        return .double(value)
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
