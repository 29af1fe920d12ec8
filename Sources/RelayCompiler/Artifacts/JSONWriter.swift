/// Prints JSON straight into a byte buffer, in exactly the layout Foundation's `JSONEncoder`
/// gives with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (the form our JSON
/// artifacts and fixtures have always had): two spaces per level, `"key" : value`, an empty
/// container as its bracket, an empty line and its closing bracket, integral doubles without
/// `.0`.
///
/// The caller writes an object's keys in sorted (byte) order; the artifact writers know their
/// keys, so nothing is sorted or boxed on the way. Going through `Encoder` instead built a
/// tree of boxed values for each of the corpus's millions of artifact nodes, which took most
/// of the artifact stage's time.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the current container already holds a member (the next one needs a comma).
    private var hasMembers = false

    init(capacity: Int = 4_096) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    /// Starts an object; `key(_:)` and a value write each member, `endObject()` closes it.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Starts an array; `item()` and a value write each item, `endArray()` closes it.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member: `key` must sort after the object's previous keys.
    mutating func key(_ key: StaticString) {
        startMember()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        append(#"" : "#)
    }

    /// Starts an object member whose key is only known at run time.
    mutating func key(_ key: String) {
        startMember()
        string(key)
        append(" : ")
    }

    /// Starts an array item.
    mutating func item() { startMember() }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        hasMembers = false
    }

    private mutating func close(_ bracket: UInt8) {
        if !hasMembers { bytes.append(UInt8(ascii: "\n")) }
        depth -= 1
        bytes.append(UInt8(ascii: "\n"))
        indent()
        bytes.append(bracket)
        hasMembers = true
    }

    private mutating func startMember() {
        if hasMembers { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        indent()
        hasMembers = true
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    private mutating func indent() {
        var count = 2 * depth
        while count > 0 {
            let run = min(count, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: $0[0..<run]) }
            count -= run
        }
    }

    // MARK: Values

    mutating func null() { append("null") }

    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    mutating func int(_ value: Int) { append(String(value)) }

    /// A number as `JSONEncoder` prints it; a non-finite one cannot be printed.
    mutating func double(_ value: Double) throws(JSONWriterError) {
        guard value.isFinite else { throw JSONWriterError.nonFiniteNumber(value) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
    }

    /// A quoted string; `"`, `\` and control characters escaped (short forms where JSON has
    /// them), runs of other bytes copied at once.
    mutating func string(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string known at compile time that needs no escaping (a node's `kind`).
    mutating func staticString(_ string: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        append(string)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `string`, or `null`.
    mutating func string(_ string: String?) {
        if let string { self.string(string) } else { null() }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append(#"\""#)
        case UInt8(ascii: "\\"): append(#"\\"#)
        case 0x0A: append(#"\n"#)
        case 0x0D: append(#"\r"#)
        case 0x09: append(#"\t"#)
        case 0x08: append(#"\b"#)
        case 0x0C: append(#"\f"#)
        default:
            append(#"\u00"#)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
}

/// Why a value cannot be printed as JSON.
enum JSONWriterError: Error, CustomStringConvertible {
    /// JSON has no NaN or infinity.
    case nonFiniteNumber(Double)

    var description: String {
        switch self {
        case .nonFiniteNumber(let value): "\(value) is not valid in JSON"
        }
    }
}
