/// Writes a `@oneOf` input object as an `Encodable, Hashable, Sendable` enum with a case per
/// field, its value the field's: exactly one field, never `null`, as the specification requires
/// of such an object, so that a value the server would reject cannot be written.
/// (`.byID("1")` encodes as `{"byID":"1"}`.)
///
/// An object that contains itself through fields that are not lists is an `indirect enum`.
struct OneOfEnumRenderer {
    /// One case: a field of the object.
    struct Case {
        /// The Swift name without backticks.
        var name: String
        /// The key it encodes under (the GraphQL name).
        var key: String
        /// The Swift type of its value (the field's, not optional).
        var type: String
        /// What the schema says of the field, if anything.
        var documentation: String?
    }

    /// `public ` or nothing.
    let modifier: String

    func write(
        name: String, cases: [Case], isIndirect: Bool, documentation: String, into writer: inout SwiftWriter
    ) {
        writer.documentation(documentation)
        let kind = isIndirect ? "indirect enum " : "enum "
        writer.block(modifier, kind, name, ": Encodable, Hashable, Sendable") { writer in
            for item in cases {
                if let documentation = item.documentation { writer.documentation(documentation) }
                writer.line("case ", SwiftNames.declared(item.name), "(", item.type, ")")
            }
            writer.blankLine()
            writer.codingKeys(cases.map { ($0.name, $0.key) })
            writer.blankLine()
            writer.line("/// An object with the one field given.")
            writer.block(modifier, "func encode(to encoder: any Encoder) throws") { writer in
                writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
                writer.line("switch self {")
                for item in cases {
                    let caseName = SwiftNames.declared(item.name)
                    writer.line("case .", caseName, "(let value): try container.encode(value, forKey: .", caseName, ")")
                }
                writer.line("}")
            }
        }
    }
}
