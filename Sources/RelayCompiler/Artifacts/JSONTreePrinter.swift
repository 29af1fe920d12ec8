import Foundation

/// Prints a `TreeValue` the way Foundation's `JSONEncoder` does with pretty printing, sorted
/// keys and unescaped slashes: two spaces per level, `"key" : value`, an empty array as `[`,
/// an empty line and `]`, integral doubles without `.0`.
struct JSONTreePrinter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: TreeValue, indent: Int) throws {
        switch value {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .int(let value): append(String(value))
        case .unsigned(let value): append(String(value))
        case .double(let value):
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value, EncodingError.Context(codingPath: [], debugDescription: "\(value) is not valid in JSON"))
            }
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            append(text)
        case .string(let value): writeString(value)
        case .array(let node):
            bytes.append(UInt8(ascii: "["))
            bytes.append(UInt8(ascii: "\n"))
            for (index, item) in node.items.enumerated() {
                if index > 0 { append(",\n") }
                writeIndent(indent + 1)
                try write(item, indent: indent + 1)
            }
            bytes.append(UInt8(ascii: "\n"))
            writeIndent(indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let node):
            bytes.append(UInt8(ascii: "{"))
            bytes.append(UInt8(ascii: "\n"))
            let members = JSONKeyOrder.sortedIfNeeded(node.members)
            for (index, member) in members.enumerated() {
                if index > 0 { append(",\n") }
                writeIndent(indent + 1)
                writeString(member.key)
                append(" : ")
                try write(member.value, indent: indent + 1)
            }
            bytes.append(UInt8(ascii: "\n"))
            writeIndent(indent)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func writeIndent(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Quotes and escapes: `"`, `\` and control characters (short forms where JSON has them).
    /// Runs of bytes that need no escape are copied at once.
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                writeEscape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
            append("\\u00")
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }
}

/// The order `JSONEncoder`'s `.sortedKeys` puts keys in: by code point (byte order of UTF-8).
/// Artifacts' encoders already emit their keys in that order, so sorting is rarely needed.
enum JSONKeyOrder {
    static func sortedIfNeeded(_ members: [(key: String, value: TreeValue)]) -> [(key: String, value: TreeValue)] {
        let inOrder = zip(members, members.dropFirst()).allSatisfy { ByteOrder.precedes($0.key, $1.key) }
        return inOrder ? members : members.sorted { ByteOrder.precedes($0.key, $1.key) }
    }
}
