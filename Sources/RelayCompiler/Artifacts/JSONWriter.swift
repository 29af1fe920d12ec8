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
///
/// The bytes go into a buffer of its own rather than an `Array`: artifacts are written a few
/// bytes at a time, and an array's checks on each append cost more than the bytes do.
struct JSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var depth = 0
    /// Whether the current container already holds a member (the next one needs a comma).
    private var hasMembers = false

    init(capacity: Int = 16_384) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// The text written.
    consuming func finish() -> [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

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
        append(UInt8(ascii: "\""))
        append(key)
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
        append(bracket)
        depth += 1
        hasMembers = false
    }

    private mutating func close(_ bracket: UInt8) {
        if !hasMembers { append(UInt8(ascii: "\n")) }
        depth -= 1
        newLine()
        append(bracket)
        hasMembers = true
    }

    private mutating func startMember() {
        if hasMembers { append(UInt8(ascii: ",")) }
        newLine()
        hasMembers = true
    }

    /// A line break and the current level's indentation.
    private mutating func newLine() {
        let spaces = 2 * depth
        reserve(1 + spaces)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += 1 + spaces
    }

    // MARK: Bytes

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(2 * capacity, count + extra)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    // MARK: Values

    mutating func null() { append("null") }

    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    mutating func int(_ value: Int) { append(String(value)) }

    /// A number as `JSONEncoder` prints it; one JSON cannot hold (an overflowing literal such
    /// as `1e999`) as `null`, as JavaScript's `JSON.stringify` prints it.
    mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
    }

    /// A quoted string; `"`, `\` and control characters escaped (short forms where JSON has
    /// them), runs of other bytes copied at once.
    mutating func string(_ string: String) {
        append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            append(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        append(UInt8(ascii: "\""))
    }

    /// A string known at compile time that needs no escaping (a node's `kind`).
    mutating func staticString(_ string: StaticString) {
        append(UInt8(ascii: "\""))
        append(string)
        append(UInt8(ascii: "\""))
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
            append(Self.hexDigits[Int(byte >> 4)])
            append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

}
