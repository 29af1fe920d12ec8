extension String {
    /// Whether the text is a GraphQL name (`/[_A-Za-z][_0-9A-Za-z]*/`): checked where a name
    /// comes from JSON (a config's settings, an introspection result) rather than from GraphQL.
    var isGraphQLName: Bool {
        func isLetter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
        guard let first = utf8.first, isLetter(first) else { return false }
        return utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
