/// Writes the Swift declaration of a `Data` type tree.
///
/// A struct decodes with the synthesized `Decodable` (optional properties decode a missing
/// key as `nil`); a type switch decodes `__typename` first and then the matching case's
/// struct from the same decoder.
struct DataTypeRenderer {
    /// `public ` or nothing.
    let modifier: String
    /// Whether the types are `Codable` rather than `Decodable` (mutation data without fragment
    /// pointers, so that it can serve as a typed optimistic response).
    let encodable: Bool
    /// Whether types with an `id` may be `Identifiable` (`SwiftCodegenOptions.allowsIdentifiable`).
    let identifiable: Bool

    private var conformances: String { encodable ? "Codable, Hashable, Sendable" : "Decodable, Hashable, Sendable" }

    func write(_ model: SelectionSetModel, into writer: inout SwiftWriter) {
        var header = conformances
        if identifiable, model.isIdentifiable { header += ", Identifiable" }
        header = model.keyConformances.reduce(into: header) { $0 += ", " + $1 }
        switch model.shape {
        case .object:
            writer.block(modifier, "struct ", model.typeName, ": ", header) { writer in
                writeStruct(model, into: &writer)
            }
        case .typeSwitch(let cases, let other):
            writer.block(modifier, "enum ", model.typeName, ": ", header) { writer in
                writeTypeSwitch(model, cases: cases, other: other, into: &writer)
            }
        }
    }

    private func writeStruct(_ model: SelectionSetModel, into writer: inout SwiftWriter) {
        for property in model.properties {
            if let documentation = property.documentation { writer.documentation(documentation) }
            writer.line(modifier, "var ", property.declaredName, ": ", property.type)
        }
        if model.needsCodingKeys {
            writer.blankLine()
            writer.block("private enum CodingKeys: String, CodingKey") { writer in
                for property in model.properties {
                    let rawValue =
                        property.name == property.codingKey ? "" : " = " + SwiftNames.stringLiteral(property.codingKey)
                    writer.line("case ", property.declaredName, rawValue)
                }
            }
        }
        if !modifier.isEmpty {
            // The synthesized memberwise initializer is internal; a public type needs its own.
            writer.blankLine()
            writeMemberwiseInitializer(model.properties, into: &writer)
        }
        for property in model.properties {
            guard let nested = property.nested else { continue }
            writer.blankLine()
            write(nested, into: &writer)
        }
    }

    private func writeMemberwiseInitializer(_ properties: [PropertyModel], into writer: inout SwiftWriter) {
        let parameters = properties.map { property in
            property.declaredName + ": " + property.type + (SwiftTypeMapper.isOptional(property.type) ? " = nil" : "")
        }
        writer.block(modifier, "init(", parameters.joined(separator: ", "), ")") { writer in
            for property in properties {
                writer.line("self.", property.declaredName, " = ", property.declaredName)
            }
        }
    }

    private func writeTypeSwitch(
        _ model: SelectionSetModel, cases: [TypeCaseModel], other: SelectionSetModel, into writer: inout SwiftWriter
    ) {
        let allCases = cases.map { ($0.caseName, $0.model.typeName) } + [("other", other.typeName)]
        for (caseName, typeName) in allCases {
            writer.line("case ", caseName, "(", typeName, ")")
        }
        for property in model.properties {
            writer.blankLine()
            if let documentation = property.documentation { writer.documentation(documentation) }
            writer.block(modifier, "var ", property.declaredName, ": ", property.type) { writer in
                writer.switchBlock("switch self") { writer in
                    for (caseName, _) in allCases {
                        writer.line("case .", caseName, "(let value): value.", property.declaredName)
                    }
                }
            }
        }
        writer.blankLine()
        writer.block(modifier, "init(from decoder: any Decoder) throws") { writer in
            writer.line("let container = try decoder.container(keyedBy: TypenameCodingKey.self)")
            writer.switchBlock("switch try container.decode(String.self, forKey: .__typename)") { writer in
                for typeCase in cases {
                    writer.line(
                        "case ", SwiftNames.stringLiteral(typeCase.typename), ": self = .", typeCase.caseName, "(try ",
                        typeCase.model.typeName, "(from: decoder))")
                }
                writer.line("default: self = .other(try ", other.typeName, "(from: decoder))")
            }
        }
        if encodable {
            writer.blankLine()
            writer.block(modifier, "func encode(to encoder: any Encoder) throws") { writer in
                writer.switchBlock("switch self") { writer in
                    for (caseName, _) in allCases {
                        writer.line("case .", caseName, "(let value): try value.encode(to: encoder)")
                    }
                }
            }
        }
        writer.blankLine()
        writer.block("private enum TypenameCodingKey: String, CodingKey") { writer in
            writer.line("case __typename")
        }
        for typeCase in cases {
            writer.blankLine()
            write(typeCase.model, into: &writer)
        }
        writer.blankLine()
        write(other, into: &writer)
    }
}
