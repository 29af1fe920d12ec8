#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable run of bytes for printers that write a few bytes at a time: the JSON of
/// artifacts and the Swift of generated files.
///
/// An `Array`'s append checks uniqueness and capacity through generic code on every call,
/// which costs more than the few bytes appended; here an append is a capacity check and a
/// copy. The buffer owns its memory, so it cannot be copied, only moved (`take()`); or it
/// starts in memory lent to it (`init(lentMemory:)`), which it leaves for memory of its own
/// only if it outgrows it.
public struct ByteBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var length = 0
    @usableFromInline var capacity: Int
    /// Whether `base` is the buffer's to free (else it is lent).
    @usableFromInline var ownsMemory = true

    /// How many bytes were written.
    public var count: Int { length }

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 16_384) {
        self.capacity = Swift.max(capacity, 16)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    /// A buffer holding `bytes`.
    public init(_ bytes: [UInt8]) {
        self.init(capacity: bytes.count + 16_384)
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// An empty buffer writing into `memory`, which stays the lender's: while the bytes fit,
    /// they are there (`isInLentMemory`); past it, the buffer moves them to memory of its own.
    public init(lentMemory memory: UnsafeMutableBufferPointer<UInt8>) {
        guard let start = memory.baseAddress else { preconditionFailure("lending a buffer no memory") }
        base = start
        capacity = memory.count
        ownsMemory = false
    }

    deinit { if ownsMemory { free(base) } }

    /// Whether the bytes are still in the memory lent to the buffer.
    public var isInLentMemory: Bool { !ownsMemory }

    /// The bytes written, as an array; the buffer is gone.
    public consuming func finish() -> [UInt8] { Array(UnsafeBufferPointer(start: base, count: length)) }

    /// The bytes written, as UTF-8 text; the buffer is gone.
    public consuming func finishText() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
    }

    /// Moves the bytes into a buffer of their own and leaves this one empty.
    public mutating func take() -> ByteBuffer {
        var taken = ByteBuffer(capacity: 16)
        swap(&taken.base, &base)
        swap(&taken.capacity, &capacity)
        swap(&taken.ownsMemory, &ownsMemory)
        taken.length = length
        length = 0
        return taken
    }

    /// The byte at `index` (below `count`).
    public subscript(index: Int) -> UInt8 { base[index] }

    /// Where the last `byte` is, if any.
    public func lastIndex(of byte: UInt8) -> Int? {
        var index = length - 1
        while index >= 0 {
            if base[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    /// Drops the bytes from `position` on.
    public mutating func truncate(to position: Int) {
        precondition(position >= 0 && position <= length, "truncating past the end")
        length = position
    }

    // MARK: Appending
    //
    // Lengths add with `&+`: a buffer holds what memory does, far from `Int.max`, and the
    // overflow checks were a tenth of the instructions of the shortest appends.

    @inlinable
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        base[length] = byte
        length &+= 1
    }

    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        appendReserved(bytes)
    }

    /// The bytes of another buffer.
    @inlinable
    public mutating func append(_ other: borrowing ByteBuffer) {
        append(UnsafeBufferPointer(start: other.base, count: other.length))
    }

    @inlinable
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inlinable
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// The UTF-8 bytes of `text`, read in place (a native string's, small ones included), so
    /// that appending a string does not retain and release it. (Labelled so that a literal,
    /// whose default type is `String`, goes to `append(_: StaticString)`, which skips the
    /// string's storage checks.)
    @inlinable
    public mutating func append(contentsOf text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// `byte`, `count` times.
    @inlinable
    public mutating func append(repeating byte: UInt8, count repeated: Int) {
        reserve(repeated)
        appendReserved(repeating: byte, count: repeated)
    }

    // MARK: Appending into reserved room
    //
    // For a printer that knows how long a piece is: one `reserve` for it, then these, which
    // skip the capacity check.

    @inlinable @inline(__always)
    public mutating func appendReserved(_ byte: UInt8) {
        assert(length < capacity, "appending past the reserved room")
        base[length] = byte
        length &+= 1
    }

    @inlinable @inline(__always)
    public mutating func appendReserved(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        assert(length + bytes.count <= capacity, "appending past the reserved room")
        (base + length).initialize(from: source, count: bytes.count)
        length &+= bytes.count
    }

    /// `appendReserved(_:)` for a piece of a few bytes, such as a JSON key: copied with a word
    /// or two of loads and stores (`ShortCopy`), not through `memcpy`. Inlined, for the
    /// printer that writes millions of them.
    @inlinable @inline(__always)
    public mutating func appendReservedShort(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        assert(length + bytes.count <= capacity, "appending past the reserved room")
        ShortCopy.copy(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + length), count: bytes.count)
        length &+= bytes.count
    }

    @inlinable @inline(__always)
    public mutating func appendReserved(repeating byte: UInt8, count repeated: Int) {
        assert(length + repeated <= capacity, "appending past the reserved room")
        ShortCopy.fill(UnsafeMutableRawPointer(base + length), with: byte, count: repeated)
        length &+= repeated
    }

    /// Lets `write` put up to `room` bytes after the last, and keeps as many as it says it wrote.
    @inlinable
    public mutating func append(upTo room: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(room)
        let written = write(base + length)
        assert(written >= 0 && written <= room, "writing past the reserved room")
        length &+= written
    }

    /// Makes room for `extra` more bytes.
    @inlinable @inline(__always)
    public mutating func reserve(_ extra: Int) {
        if length &+ extra > capacity { grow(toHold: length &+ extra) }
    }

    /// Grows with `realloc`: a large buffer (an artifact of megabytes) is usually extended
    /// where it is, or its pages remapped, instead of copied byte by byte.
    @usableFromInline
    mutating func grow(toHold needed: Int) {
        let grown = Swift.max(2 * capacity, needed)
        guard let memory = ownsMemory ? realloc(base, grown) : malloc(grown) else { fatalError("out of memory") }
        if !ownsMemory { memory.copyMemory(from: base, byteCount: length) }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = grown
        ownsMemory = true
    }
}
