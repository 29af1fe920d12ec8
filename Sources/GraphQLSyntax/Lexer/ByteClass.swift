/// Byte classification for the lexer's hot loops, one table lookup per byte.
enum ByteClass {
    static let nameContinue: UInt8 = 1 << 0
    static let nameStart: UInt8 = 1 << 1
    static let digit: UInt8 = 1 << 2
    /// Bytes a `"…"` string's scanner must look at: `"`, `\`, line terminators, NUL, non-ASCII.
    static let stringStop: UInt8 = 1 << 3
    /// Bytes a block string's scanner must look at: `"`, `\`, NUL, non-ASCII.
    static let blockStringStop: UInt8 = 1 << 4
    /// Bytes a comment's scanner must look at: line terminators, NUL, non-ASCII.
    static let commentStop: UInt8 = 1 << 5

    /// A 256-entry table of the flags above, allocated once and never freed.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = nameStart | nameContinue }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = nameStart | nameContinue }
        table[Int(UInt8(ascii: "_"))] = nameStart | nameContinue
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = digit | nameContinue }
        for byte in 0x80...0xFF { table[byte] = stringStop | blockStringStop | commentStop }
        table[0] = stringStop | blockStringStop | commentStop
        for byte in [0x0A, 0x0D] { table[byte] |= stringStop | commentStop }
        for byte in [UInt8(ascii: "\""), UInt8(ascii: "\\")] { table[Int(byte)] |= stringStop | blockStringStop }
        return UnsafePointer(table)
    }()
}
