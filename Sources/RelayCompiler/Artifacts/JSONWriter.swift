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
/// The bytes go into a `ByteBuffer` rather than an `Array`: artifacts are written a few bytes
/// at a time, and an array's checks on each append cost more than the bytes do.
struct JSONWriter: ~Copyable {
    private var buffer: ByteBuffer
    private var depth = 0
    /// Whether the current container already holds a member (the next one needs a comma).
    private var hasMembers = false

    init(capacity: Int = 16_384) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// A writer into `memory` (see `ByteBuffer.init(lentMemory:)`).
    init(lentMemory memory: UnsafeMutableBufferPointer<UInt8>) {
        buffer = ByteBuffer(lentMemory: memory)
    }

    /// How many bytes are written, when they are all in the memory lent to the writer;
    /// `nil` when they outgrew it.
    var countInLentMemory: Int? { buffer.isInLentMemory ? buffer.count : nil }

    /// A writer whose values start at `depth`, as inside that many containers (to record the
    /// layout of a value written there: `JSONLayout`).
    init(depth: Int) {
        self.init(capacity: 256)
        self.depth = depth
    }

    /// The current depth: how many containers are open.
    var currentDepth: Int { depth }

    /// Writes a value whose bytes, but for one string, are known in advance at this depth (an
    /// item's bytes from its opening brace to its closing one): `head`, the string, `tail`.
    mutating func value(head: UnsafeBufferPointer<UInt8>, string: String, tail: UnsafeBufferPointer<UInt8>) {
        buffer.append(head)
        self.string(string)
        buffer.append(tail)
        hasMembers = true
    }

    /// The text written, in an array of its own.
    consuming func finish() -> [UInt8] {
        buffer.finish()
    }

    /// Ends the text with a line break, as files end.
    mutating func lineBreak() {
        buffer.append(UInt8(ascii: "\n"))
    }

    // MARK: Containers

    /// Starts an object; `key(_:)` and a value write each member, `endObject()` closes it.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Starts an array; `item()` and a value write each item, `endArray()` closes it.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member: `key` must sort after the object's previous keys.
    @inline(__always)
    mutating func key(_ key: StaticString) {
        // The most frequent piece of an artifact: written with one capacity check.
        buffer.reserve(2 &+ 2 &* depth &+ key.utf8CodeUnitCount &+ 5)
        startMemberInReservedRoom()
        buffer.appendReserved(UInt8(ascii: "\""))
        key.withUTF8Buffer { buffer.appendReservedShort($0) }
        Self.keyEnd.withUTF8Buffer { buffer.appendReservedShort($0) }
    }

    private static let keyEnd: StaticString = #"" : "#

    /// Starts an object member whose key is only known at run time. (Named apart from
    /// `key(_:)` so that a literal key is never taken for a `String`, Swift's default literal
    /// type, and escaped at run time.)
    mutating func key(named key: String) {
        startMember()
        string(key)
        append(" : ")
    }

    /// Starts an array item.
    mutating func item() { startMember() }

    private mutating func open(_ bracket: UInt8) {
        buffer.append(bracket)
        depth += 1
        hasMembers = false
    }

    private mutating func close(_ bracket: UInt8) {
        if !hasMembers { buffer.append(UInt8(ascii: "\n")) }
        depth -= 1
        newLine()
        buffer.append(bracket)
        hasMembers = true
    }

    @inline(__always)
    private mutating func startMember() {
        buffer.reserve(2 &+ 2 &* depth)
        startMemberInReservedRoom()
    }

    /// `startMember()` once `2 + 2 * depth` bytes are reserved.
    @inline(__always)
    private mutating func startMemberInReservedRoom() {
        if hasMembers { buffer.appendReserved(UInt8(ascii: ",")) }
        buffer.appendReserved(UInt8(ascii: "\n"))
        buffer.appendReserved(repeating: UInt8(ascii: " "), count: 2 &* depth)
        hasMembers = true
    }

    /// A line break and the current level's indentation.
    @inline(__always)
    private mutating func newLine() {
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(repeating: UInt8(ascii: " "), count: 2 &* depth)
    }

    // MARK: Values

    mutating func null() { append("null") }

    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    mutating func int(_ value: Int) { buffer.append(contentsOf: String(value)) }

    /// A number as `JSONEncoder` prints it; one JSON cannot hold (an overflowing literal such
    /// as `1e999`) as `null`, as JavaScript's `JSON.stringify` prints it.
    mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        buffer.append(contentsOf: text)
    }

    /// A quoted string; `"`, `\` and control characters escaped (short forms where JSON has
    /// them), runs of other bytes copied at once.
    mutating func string(_ string: String) {
        // Read in place (no retain) where the string's bytes are contiguous, as native ones are.
        let written: Void? = string.utf8.withContiguousStorageIfAvailable { quoted($0) }
        if written == nil {
            var string = string
            string.withUTF8 { quoted($0) }
        }
    }

    /// `utf8` between quotes, escaped where it needs to be. A text of up to sixteen bytes with
    /// nothing to escape (a name, most often) is copied at once.
    @inline(__always)
    private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard EscapeScan.isShortAndClean(utf8) else { return escaped(utf8) }
        buffer.reserve(utf8.count &+ 2)
        buffer.appendReserved(UInt8(ascii: "\""))
        buffer.appendReservedShort(utf8)
        buffer.appendReserved(UInt8(ascii: "\""))
    }

    /// `utf8` between quotes, the runs of bytes that need no escape copied as they are found.
    /// Room is reserved for the rest of the text whenever an escape is written, so that a
    /// query text's thousands of line breaks each cost a copy and two bytes, not two appends.
    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        let count = utf8.count
        // The text and its two quotes; each escape makes room for itself and the rest.
        buffer.reserve(count &+ 2)
        buffer.appendReserved(UInt8(ascii: "\""))
        var start = 0
        while true {
            var index = 0
            buffer.append(upTo: count &- start) { destination in
                index = EscapeScan.copyUntilCandidate(in: utf8, from: start, to: destination)
                return index &- start
            }
            guard index < count else { break }
            // The escape (six bytes at most, for one), the rest of the text and the closing quote.
            buffer.reserve(count &- index &+ 6)
            escapeReserved(utf8[index])
            start = index &+ 1
        }
        buffer.appendReserved(UInt8(ascii: "\""))
    }

    /// A string known at compile time that needs no escaping (a node's `kind`).
    @inline(__always)
    mutating func staticString(_ string: StaticString) {
        buffer.reserve(string.utf8CodeUnitCount + 2)
        buffer.appendReserved(UInt8(ascii: "\""))
        string.withUTF8Buffer { buffer.appendReservedShort($0) }
        buffer.appendReserved(UInt8(ascii: "\""))
    }

    /// `string`, or `null`.
    mutating func string(_ string: String?) {
        if let string { self.string(string) } else { null() }
    }

    /// `byte` as JSON writes it in a string (DEL, the one candidate JSON leaves as it is, as it
    /// is), into room already reserved.
    @inline(__always)
    private mutating func escapeReserved(_ byte: UInt8) {
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): short = byte
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        case 0x7F:
            buffer.appendReserved(byte)
            return
        default:
            buffer.appendReserved(UInt8(ascii: "\\"))
            buffer.appendReserved(UInt8(ascii: "u"))
            buffer.appendReserved(UInt8(ascii: "0"))
            buffer.appendReserved(UInt8(ascii: "0"))
            buffer.appendReserved(hexDigit(byte >> 4))
            buffer.appendReserved(hexDigit(byte & 0xF))
            return
        }
        buffer.appendReserved(UInt8(ascii: "\\"))
        buffer.appendReserved(short)
    }

    /// Text known at compile time. (A literal given to `ByteBuffer.append` would be a
    /// `String`, read through the string's storage checks.)
    @inline(__always)
    private mutating func append(_ text: StaticString) {
        buffer.reserve(text.utf8CodeUnitCount)
        text.withUTF8Buffer { buffer.appendReservedShort($0) }
    }

}
