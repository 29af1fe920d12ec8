/// Interns the names a parser reads, so that a name written many times is stored once.
///
/// Names of up to 15 UTF-8 bytes fit inside a Swift `String` without any allocation and are
/// not interned; longer ones share one heap buffer per distinct name. One table can serve
/// many parses (a whole program), but only one at a time: it is not thread-safe.
public final class NameTable {
    private var slots: [Int32]
    private var strings: [String] = []
    private var hashes: [UInt32] = []

    public init() {
        slots = Array(repeating: -1, count: 1024)
    }

    /// The number of distinct long names stored.
    public var count: Int { strings.count }

    /// The name spelled by `count` bytes at `start` (ASCII name characters).
    func intern(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        if count <= 15 { return String(decoding: bytes, as: UTF8.self) }
        var hash: UInt32 = 2_166_136_261  // FNV-1a
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            if hashes[index] == hash, Self.equal(strings[index], bytes) { return strings[index] }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[slot] = Int32(strings.count)
        strings.append(string)
        hashes.append(hash)
        if strings.count * 2 > slots.count { grow() }
        return string
    }

    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { $0.count == bytes.count && $0.elementsEqual(bytes) }
    }

    private func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
