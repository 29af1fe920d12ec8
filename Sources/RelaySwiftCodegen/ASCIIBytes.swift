/// Letter case of ASCII bytes: GraphQL names are ASCII, so names are worked on as bytes
/// rather than `Character`s (whose case tests consult Unicode's tables).
extension UInt8 {
    var isASCIIUpper: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    var isASCIILower: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    var isASCIILetter: Bool { isASCIIUpper || isASCIILower }
    /// The byte's lower-case letter, or the byte itself.
    var asciiLowercased: UInt8 { isASCIIUpper ? self | 0x20 : self }
    /// The byte's upper-case letter, or the byte itself.
    var asciiUppercased: UInt8 { isASCIILower ? self & ~0x20 : self }
}
