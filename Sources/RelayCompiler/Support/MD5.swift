import Foundation

/// MD5 (RFC 1321) of UTF-8 text as 32 lowercase hex digits: Relay's `cacheID` is the md5 of
/// the query text. Not for security, only a stable identifier.
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// floor(abs(sin(i + 1)) * 2^32), as the RFC tabulates it.
    private static let constants: [UInt32] = (0..<64).map { index in
        UInt32(truncatingIfNeeded: Int64((abs(sin(Double(index + 1))) * 4_294_967_296).rounded(.down)))
    }

    static func hex(_ text: String) -> String {
        var message = Array(text.utf8)
        let bitLength = UInt64(message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var a0: UInt32 = 0x6745_2301, b0: UInt32 = 0xefcd_ab89, c0: UInt32 = 0x98ba_dcfe, d0: UInt32 = 0x1032_5476
        var words = [UInt32](repeating: 0, count: 16)
        for chunk in stride(from: 0, to: message.count, by: 64) {
            for index in 0..<16 {
                let base = chunk + index * 4
                words[index] =
                    UInt32(message[base]) | UInt32(message[base + 1]) << 8 | UInt32(message[base + 2]) << 16
                    | UInt32(message[base + 3]) << 24
            }
            var a = a0, b = b0, c = c0, d = d0
            for index in 0..<64 {
                var f: UInt32
                let g: Int
                switch index {
                case 0..<16: (f, g) = ((b & c) | (~b & d), index)
                case 16..<32: (f, g) = ((d & b) | (~d & c), (5 * index + 1) % 16)
                case 32..<48: (f, g) = (b ^ c ^ d, (3 * index + 5) % 16)
                default: (f, g) = (c ^ (b | ~d), (7 * index) % 16)
                }
                f = f &+ a &+ constants[index] &+ words[g]
                a = d
                d = c
                c = b
                b = b &+ (f << shifts[index] | f >> (32 - shifts[index]))
            }
            a0 = a0 &+ a
            b0 = b0 &+ b
            c0 = c0 &+ c
            d0 = d0 &+ d
        }
        var hex = ""
        for word in [a0, b0, c0, d0] {
            for shift in stride(from: 0, to: 32, by: 8) {
                let byte = UInt8(truncatingIfNeeded: word >> UInt32(shift))
                hex += String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
            }
        }
        return hex
    }
}
