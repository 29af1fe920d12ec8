/// Copies and fills of the few bytes printers write at a time (a key, a name, an indentation)
/// with a word or two of loads and stores.
///
/// `memcpy` and `memset` are fastest on long runs, but their call and dispatch on the length
/// cost more than copying a dozen bytes; the JSON of the corpus's artifacts is millions of
/// such pieces. Lengths past 16 (copies) or 64 (fills) still go to them.
public enum ShortCopy {
    /// Copies `count` bytes; the two ranges must not overlap.
    @inlinable @inline(__always)
    public static func copy(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) {
        // Two loads that overlap in the middle cover every length from the narrower width to
        // twice it, both done before either store.
        switch count {
        case 8...16: copyPair(UInt64.self, from: source, to: destination, count: count)
        case 4..<8: copyPair(UInt32.self, from: source, to: destination, count: count)
        case 2..<4: copyPair(UInt16.self, from: source, to: destination, count: count)
        case 1: destination.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        case 0: break
        default: destination.copyMemory(from: source, byteCount: count)
        }
    }

    @inlinable @inline(__always)
    static func copyPair<Word: FixedWidthInteger>(
        _: Word.Type, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int
    ) {
        let last = count - MemoryLayout<Word>.size
        let head = source.loadUnaligned(as: Word.self)
        let tail = source.loadUnaligned(fromByteOffset: last, as: Word.self)
        destination.storeBytes(of: head, as: Word.self)
        destination.storeBytes(of: tail, toByteOffset: last, as: Word.self)
    }

    /// Sets `count` bytes to `byte`.
    @inlinable @inline(__always)
    public static func fill(_ destination: UnsafeMutableRawPointer, with byte: UInt8, count: Int) {
        guard count >= 8, count <= 64 else {
            if count < 8 {
                for offset in 0..<count { destination.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self) }
            } else {
                destination.initializeMemory(as: UInt8.self, repeating: byte, count: count)
            }
            return
        }
        let word = UInt64(byte) &* 0x0101_0101_0101_0101
        var offset = 0
        while offset < count - 8 {
            destination.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        destination.storeBytes(of: word, toByteOffset: count - 8, as: UInt64.self)
    }
}
