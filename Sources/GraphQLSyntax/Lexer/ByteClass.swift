/// Byte classification for the lexer's hot loops, one table lookup per byte.
enum ByteClass {
    static let nameContinue: UInt8 = 1
    static let nameStart: UInt8 = 2
    static let digit: UInt8 = 4

    /// A 256-entry table of the flags above, allocated once and never freed.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = nameStart | nameContinue }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = nameStart | nameContinue }
        table[Int(UInt8(ascii: "_"))] = nameStart | nameContinue
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = digit | nameContinue }
        return UnsafePointer(table)
    }()
}
