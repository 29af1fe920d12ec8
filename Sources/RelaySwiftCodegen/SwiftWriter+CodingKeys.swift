extension SwiftWriter {
    /// `private enum CodingKeys`, a case per member, each with its GraphQL name as raw value
    /// where the Swift name differs from it.
    mutating func codingKeys(_ members: [(name: String, key: String)]) {
        block("private enum CodingKeys: String, CodingKey") { writer in
            for member in members {
                let rawValue = member.name == member.key ? "" : " = " + SwiftNames.stringLiteral(member.key)
                writer.line("case ", SwiftNames.declared(member.name), rawValue)
            }
        }
    }
}
