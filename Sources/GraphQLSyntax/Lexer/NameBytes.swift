/// The bytes of GraphQL names (`/[_A-Za-z][_0-9A-Za-z]*/`), as the lexer classifies them, for
/// the other places that need to know: quick scans of sources, names made from other text.
extension UInt8 {
    /// Whether the byte may start a GraphQL name: an ASCII letter or `_`.
    public var isGraphQLNameStart: Bool { ByteClass.table[Int(self)] & ByteClass.nameStart != 0 }

    /// Whether the byte may continue a GraphQL name: an ASCII letter, digit or `_`.
    public var isGraphQLNameContinue: Bool { ByteClass.table[Int(self)] & ByteClass.nameContinue != 0 }
}
