/// The lowercase hexadecimal digit of a value below 16, as an ASCII byte: MD5's digests and
/// the JSON writer's `\u00XX` escapes.
@inline(__always)
func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ (value &- 10)
}
