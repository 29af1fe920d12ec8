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
        let digits = Array("0123456789abcdef".utf8)
        let digest = md5.finalize()
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self)
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

    /// Per-round left rotations.
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// floor(abs(sin(i + 1)) × 2^32), as RFC 1321 tabulates them.
    private static let constants: [UInt32] = [
        0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
        0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
        0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
        0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed, 0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
        0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
        0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
        0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
        0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391,
    ]

    /// Folds one 64-byte block into the state: four rounds of sixteen steps, each round with
    /// its own mixing function and order of the block's words.
    private mutating func processBlock(_ block: UnsafeRawBufferPointer) {
        processedBytes &+= 64
        var state = state
        let word = { (index: Int) in block.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self).littleEndian }
        for round in 0..<16 {
            Self.step(&state, round: round, mixed: (state.1 & state.2) | (~state.1 & state.3), word: word(round))
        }
        for round in 16..<32 {
            Self.step(
                &state, round: round, mixed: (state.3 & state.1) | (~state.3 & state.2),
                word: word((5 * round + 1) & 15))
        }
        for round in 32..<48 {
            Self.step(&state, round: round, mixed: state.1 ^ state.2 ^ state.3, word: word((3 * round + 5) & 15))
        }
        for round in 48..<64 {
            Self.step(&state, round: round, mixed: state.2 ^ (state.1 | ~state.3), word: word((7 * round) & 15))
        }
        self.state = (
            self.state.0 &+ state.0, self.state.1 &+ state.1, self.state.2 &+ state.2, self.state.3 &+ state.3
        )
    }

    /// One step: `(a, b, c, d)` becomes `(d, b + (a + mixed + K[round] + word) <<< s[round], b, c)`.
    @inline(__always)
    private static func step(
        _ state: inout (UInt32, UInt32, UInt32, UInt32), round: Int, mixed: UInt32, word: UInt32
    ) {
        let sum = mixed &+ state.0 &+ constants[round] &+ word
        let shift = shifts[round]
        state = (state.3, state.1 &+ (sum << shift | sum >> (32 - shift)), state.1, state.2)
    }
}
