/// MD5 (RFC 1321), for persisted query ids and artifact fingerprints: relay-compiler's ids are the
/// MD5 hex digest of the query text, and Foundation on Linux has no CryptoKit. Not for security.
public struct MD5: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
    private var buffer: [UInt8] = []

    /// A fresh hash of no bytes.
    public init() { buffer.reserveCapacity(64) }

    /// The digest of some bytes, as 32 lowercase hexadecimal digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var md5 = MD5()
        md5.update(bytes)
        let digest = md5.finalize()
        return String(unsafeUninitializedCapacity: 2 * digest.count) { text in
            for (index, byte) in digest.enumerated() {
                text[2 * index] = hexDigit(byte >> 4)
                text[2 * index + 1] = hexDigit(byte & 0xF)
            }
            return 2 * digest.count
        }
    }

    /// The digest of a string's UTF-8 bytes, as hexadecimal digits.
    public static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    /// Adds bytes to the hashed message.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// Adds bytes to the hashed message: whole blocks are hashed where they lie, and only a
    /// partial block is copied aside until more bytes complete it.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes[...]
        if !buffer.isEmpty {
            let taken = rest.prefix(64 - buffer.count)
            buffer.append(contentsOf: taken)
            rest = rest.dropFirst(taken.count)
            guard buffer.count == 64 else { return }
            buffer.withUnsafeBytes { processBlock($0) }
            buffer.removeAll(keepingCapacity: true)
        }
        while rest.count >= 64 {
            processBlock(UnsafeRawBufferPointer(rebasing: rest.prefix(64)))
            rest = rest.dropFirst(64)
        }
        buffer.append(contentsOf: rest)
    }

    /// The 16-byte digest. The message is padded with a 1 bit, zeros, and its length in bits.
    public mutating func finalize() -> [UInt8] {
        let bitLength = (UInt64(buffer.count) + processedBytes) &* 8
        buffer.append(0x80)
        while buffer.count % 64 != 56 { buffer.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) {
            buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        buffer.withUnsafeBytes { padded in
            for offset in stride(from: 0, to: padded.count, by: 64) {
                processBlock(UnsafeRawBufferPointer(rebasing: padded[offset..<offset + 64]))
            }
        }
        buffer.removeAll()
        var digest: [UInt8] = []
        for word in [state.0, state.1, state.2, state.3] {
            for shift in stride(from: 0, to: 32, by: 8) {
                digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
            }
        }
        return digest
    }

    /// Bytes already folded into the state (whole blocks).
    private var processedBytes: UInt64 = 0

    /// Folds one 64-byte block into the state: four rounds of sixteen steps, as RFC 1321
    /// writes them out (unrolled, so that each step's constant, word and rotation are known
    /// when it compiles: the table-driven loop took three times the instructions).
    private mutating func processBlock(_ block: UnsafeRawBufferPointer) {
        processedBytes &+= 64
        let word = { (index: Int) in block.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self).littleEndian }
        var (a, b, c, d) = state
        // Round 1: F(b, c, d) = (b & c) | (~b & d), words in order.
        Self.step(&a, b, Self.f(b, c, d), word(0), 0xd76a_a478, 7)
        Self.step(&d, a, Self.f(a, b, c), word(1), 0xe8c7_b756, 12)
        Self.step(&c, d, Self.f(d, a, b), word(2), 0x2420_70db, 17)
        Self.step(&b, c, Self.f(c, d, a), word(3), 0xc1bd_ceee, 22)
        Self.step(&a, b, Self.f(b, c, d), word(4), 0xf57c_0faf, 7)
        Self.step(&d, a, Self.f(a, b, c), word(5), 0x4787_c62a, 12)
        Self.step(&c, d, Self.f(d, a, b), word(6), 0xa830_4613, 17)
        Self.step(&b, c, Self.f(c, d, a), word(7), 0xfd46_9501, 22)
        Self.step(&a, b, Self.f(b, c, d), word(8), 0x6980_98d8, 7)
        Self.step(&d, a, Self.f(a, b, c), word(9), 0x8b44_f7af, 12)
        Self.step(&c, d, Self.f(d, a, b), word(10), 0xffff_5bb1, 17)
        Self.step(&b, c, Self.f(c, d, a), word(11), 0x895c_d7be, 22)
        Self.step(&a, b, Self.f(b, c, d), word(12), 0x6b90_1122, 7)
        Self.step(&d, a, Self.f(a, b, c), word(13), 0xfd98_7193, 12)
        Self.step(&c, d, Self.f(d, a, b), word(14), 0xa679_438e, 17)
        Self.step(&b, c, Self.f(c, d, a), word(15), 0x49b4_0821, 22)
        // Round 2: G(b, c, d) = (b & d) | (c & ~d), words 1, 6, 11, … (5i + 1 mod 16).
        Self.step(&a, b, Self.g(b, c, d), word(1), 0xf61e_2562, 5)
        Self.step(&d, a, Self.g(a, b, c), word(6), 0xc040_b340, 9)
        Self.step(&c, d, Self.g(d, a, b), word(11), 0x265e_5a51, 14)
        Self.step(&b, c, Self.g(c, d, a), word(0), 0xe9b6_c7aa, 20)
        Self.step(&a, b, Self.g(b, c, d), word(5), 0xd62f_105d, 5)
        Self.step(&d, a, Self.g(a, b, c), word(10), 0x0244_1453, 9)
        Self.step(&c, d, Self.g(d, a, b), word(15), 0xd8a1_e681, 14)
        Self.step(&b, c, Self.g(c, d, a), word(4), 0xe7d3_fbc8, 20)
        Self.step(&a, b, Self.g(b, c, d), word(9), 0x21e1_cde6, 5)
        Self.step(&d, a, Self.g(a, b, c), word(14), 0xc337_07d6, 9)
        Self.step(&c, d, Self.g(d, a, b), word(3), 0xf4d5_0d87, 14)
        Self.step(&b, c, Self.g(c, d, a), word(8), 0x455a_14ed, 20)
        Self.step(&a, b, Self.g(b, c, d), word(13), 0xa9e3_e905, 5)
        Self.step(&d, a, Self.g(a, b, c), word(2), 0xfcef_a3f8, 9)
        Self.step(&c, d, Self.g(d, a, b), word(7), 0x676f_02d9, 14)
        Self.step(&b, c, Self.g(c, d, a), word(12), 0x8d2a_4c8a, 20)
        // Round 3: H(b, c, d) = b ^ c ^ d, words 5, 8, 11, … (3i + 5 mod 16).
        Self.step(&a, b, Self.h(b, c, d), word(5), 0xfffa_3942, 4)
        Self.step(&d, a, Self.h(a, b, c), word(8), 0x8771_f681, 11)
        Self.step(&c, d, Self.h(d, a, b), word(11), 0x6d9d_6122, 16)
        Self.step(&b, c, Self.h(c, d, a), word(14), 0xfde5_380c, 23)
        Self.step(&a, b, Self.h(b, c, d), word(1), 0xa4be_ea44, 4)
        Self.step(&d, a, Self.h(a, b, c), word(4), 0x4bde_cfa9, 11)
        Self.step(&c, d, Self.h(d, a, b), word(7), 0xf6bb_4b60, 16)
        Self.step(&b, c, Self.h(c, d, a), word(10), 0xbebf_bc70, 23)
        Self.step(&a, b, Self.h(b, c, d), word(13), 0x289b_7ec6, 4)
        Self.step(&d, a, Self.h(a, b, c), word(0), 0xeaa1_27fa, 11)
        Self.step(&c, d, Self.h(d, a, b), word(3), 0xd4ef_3085, 16)
        Self.step(&b, c, Self.h(c, d, a), word(6), 0x0488_1d05, 23)
        Self.step(&a, b, Self.h(b, c, d), word(9), 0xd9d4_d039, 4)
        Self.step(&d, a, Self.h(a, b, c), word(12), 0xe6db_99e5, 11)
        Self.step(&c, d, Self.h(d, a, b), word(15), 0x1fa2_7cf8, 16)
        Self.step(&b, c, Self.h(c, d, a), word(2), 0xc4ac_5665, 23)
        // Round 4: I(b, c, d) = c ^ (b | ~d), words 0, 7, 14, … (7i mod 16).
        Self.step(&a, b, Self.i(b, c, d), word(0), 0xf429_2244, 6)
        Self.step(&d, a, Self.i(a, b, c), word(7), 0x432a_ff97, 10)
        Self.step(&c, d, Self.i(d, a, b), word(14), 0xab94_23a7, 15)
        Self.step(&b, c, Self.i(c, d, a), word(5), 0xfc93_a039, 21)
        Self.step(&a, b, Self.i(b, c, d), word(12), 0x655b_59c3, 6)
        Self.step(&d, a, Self.i(a, b, c), word(3), 0x8f0c_cc92, 10)
        Self.step(&c, d, Self.i(d, a, b), word(10), 0xffef_f47d, 15)
        Self.step(&b, c, Self.i(c, d, a), word(1), 0x8584_5dd1, 21)
        Self.step(&a, b, Self.i(b, c, d), word(8), 0x6fa8_7e4f, 6)
        Self.step(&d, a, Self.i(a, b, c), word(15), 0xfe2c_e6e0, 10)
        Self.step(&c, d, Self.i(d, a, b), word(6), 0xa301_4314, 15)
        Self.step(&b, c, Self.i(c, d, a), word(13), 0x4e08_11a1, 21)
        Self.step(&a, b, Self.i(b, c, d), word(4), 0xf753_7e82, 6)
        Self.step(&d, a, Self.i(a, b, c), word(11), 0xbd3a_f235, 10)
        Self.step(&c, d, Self.i(d, a, b), word(2), 0x2ad7_d2bb, 15)
        Self.step(&b, c, Self.i(c, d, a), word(9), 0xeb86_d391, 21)
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }

    // F and G as selections written with one operation fewer than RFC 1321's forms (equal:
    // where the selecting bit is set, the inner `&` keeps the xor and the outer undoes it).
    @inline(__always) private static func f(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { d ^ (b & (c ^ d)) }
    @inline(__always) private static func g(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { c ^ (d & (b ^ c)) }
    @inline(__always) private static func h(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { b ^ c ^ d }
    @inline(__always) private static func i(_ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 { c ^ (b | ~d) }

    /// One step: `a` becomes `b + (a + mixed + word + constant) <<< shift`.
    @inline(__always)
    private static func step(
        _ a: inout UInt32, _ b: UInt32, _ mixed: UInt32, _ word: UInt32, _ constant: UInt32, _ shift: UInt32
    ) {
        let sum = a &+ mixed &+ word &+ constant
        a = b &+ (sum << shift | sum >> (32 - shift))
    }
}
