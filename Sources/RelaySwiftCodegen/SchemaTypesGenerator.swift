import GraphQLSchema
import RelayCompiler

/// Generates `RelaySchemaTypes.graphql.swift`: the enums and input objects the project's
/// definitions use, once per module.
///
/// An enum is `RawRepresentable` by hand with an `unknown(String)` case (named `unknown_`…
/// if the schema has a value named like it): a value the server added after the app was
/// built decodes to it rather than failing, and encodes back unchanged. An input object is an
/// `Encodable` struct whose nullable (or defaulted) fields default to `nil` and are left out
/// of the JSON when `nil`; a nullable field is a double optional, `.some(nil)` sent as `null`.
/// A `@oneOf` input object is an enum with a case per field.
struct SchemaTypesGenerator {
    let schema: GraphQLSchema
    let options: SwiftCodegenOptions
    let mapper: SwiftTypeMapper

    func generate(_ used: UsedSchemaTypes) -> GeneratedSwiftFile {
        var writer = SwiftWriter()
        DefinitionFileWriter(options: options).startFile(into: &writer)
        if let namespace = options.schemaTypesNamespace {
            writer.blankLine()
            writer.line("/// The schema's enums and input objects that the project's definitions use.")
            writer.block(options.modifier, "enum ", namespace) { writer in writeTypes(used, into: &writer) }
        } else {
            writeTypes(used, into: &writer)
        }
        return GeneratedSwiftFile(fileName: GeneratedSwiftFile.schemaTypesFileName, bytes: writer.finish())
    }

    private func writeTypes(_ used: UsedSchemaTypes, into writer: inout SwiftWriter) {
        let byName: (TypeID, TypeID) -> Bool = { schema[$0].name < schema[$1].name }
        for id in used.enums.sorted(by: byName) {
            writer.blankLine()
            writeEnum(schema[id], into: &writer)
        }
        let recursive = used.recursiveInputObjects(in: schema)
        for id in used.inputObjects.sorted(by: byName) {
            writer.blankLine()
            if schema[id].isOneOf {
                writeOneOfInputObject(schema[id], isIndirect: recursive.contains(id), into: &writer)
            } else {
                writeInputObject(schema[id], asClass: recursive.contains(id), into: &writer)
            }
        }
    }

    private func writeEnum(_ type: SchemaType, into writer: inout SwiftWriter) {
        let modifier = options.modifier
        let name = mapper.schemaTypeName(type.name)
        // `allCases` is a static member of the enum: a case may not share its name.
        var taken: Set<String> = ["allCases"]
        let cases: [(rawValue: String, caseName: String, documentation: String)] = type.enumValues.map { value in
            var caseName = SwiftNames.caseName(value.name)
            if SwiftNames.unusableMemberNames.contains(caseName) { caseName += "_" }
            while !taken.insert(caseName).inserted { caseName += "_" }
            let documentation = SchemaDocumentation.text(
                description: value.description, deprecationReason: value.deprecationReason)
            return (value.name, caseName, documentation ?? "`\(value.name)`.")
        }
        var unknown = "unknown"
        while taken.contains(unknown) { unknown += "_" }

        writer.documentation(typeDocumentation(type, fallback: "The GraphQL enum `\(type.name)`."))
        let conformances = "RawRepresentable, CaseIterable, Codable, Hashable, Sendable"
        writer.block(modifier, "enum ", name, ": ", conformances) { writer in
            for (_, caseName, documentation) in cases {
                writer.documentation(documentation)
                writer.line("case ", SwiftNames.declared(caseName))
            }
            writer.line("/// A value this version of the schema does not know (the server may add values).")
            writer.line("case ", unknown, "(String)")
            writer.blankLine()
            writer.line("/// The values this version of the schema knows, in its order (for a picker).")
            writer.line(modifier + "static let allCases: [" + name + "] = ") { writer in
                writer.array { writer in
                    for (_, caseName, _) in cases {
                        writer.element()
                        writer.atom("." + caseName)
                    }
                }
            }
            writer.blankLine()
            writer.line("/// The case for a value as the server spells it; `\(unknown)` for any other value.")
            writer.block(modifier, "init(rawValue: String)") { writer in
                writer.switchBlock("switch rawValue") { writer in
                    for (rawValue, caseName, _) in cases {
                        writer.line("case ", SwiftNames.stringLiteral(rawValue), ": self = .", caseName)
                    }
                    writer.line("default: self = .", unknown, "(rawValue)")
                }
            }
            writer.blankLine()
            writer.line("/// The value as the server spells it.")
            writer.block(modifier, "var rawValue: String") { writer in
                writer.switchBlock("switch self") { writer in
                    for (rawValue, caseName, _) in cases {
                        writer.line("case .", caseName, ": ", SwiftNames.stringLiteral(rawValue))
                    }
                    writer.line("case .", unknown, "(let value): value")
                }
            }
            writer.blankLine()
            writer.line("/// Decodes any string; an unknown value is kept in `\(unknown)`.")
            writer.block(modifier, "init(from decoder: any Decoder) throws") { writer in
                writer.line("self.init(rawValue: try decoder.singleValueContainer().decode(String.self))")
            }
            writer.blankLine()
            writer.line("/// Encodes the raw value.")
            writer.block(modifier, "func encode(to encoder: any Encoder) throws") { writer in
                writer.line("var container = encoder.singleValueContainer()")
                writer.line("try container.encode(rawValue)")
            }
        }
    }

    private func writeInputObject(_ type: SchemaType, asClass: Bool, into writer: inout SwiftWriter) {
        let members = zip(type.inputFields, memberNames(type)).map { field, name in
            EncodableStructRenderer.Member(
                name: name, key: field.name, type: memberType(field),
                documentation: SchemaDocumentation.text(
                    description: field.description, deprecationReason: field.deprecationReason))
        }
        writer.documentation(typeDocumentation(type, fallback: "The GraphQL input object `\(type.name)`."))
        EncodableStructRenderer(modifier: options.modifier).write(
            name: mapper.schemaTypeName(type.name), members: members, asClass: asClass, into: &writer)
    }

    /// A `@oneOf` input object: an enum with a case per field (`OneOfEnumRenderer`).
    private func writeOneOfInputObject(_ type: SchemaType, isIndirect: Bool, into writer: inout SwiftWriter) {
        let cases = zip(type.inputFields, memberNames(type)).map { field, name in
            let valueType = field.type.wrappedInNonNull() ?? field.type
            return OneOfEnumRenderer.Case(
                name: name, key: field.name,
                type: mapper.wrap(valueType, named: mapper.leafType(field.type.namedType).swiftType),
                documentation: SchemaDocumentation.text(
                    description: field.description, deprecationReason: field.deprecationReason))
        }
        OneOfEnumRenderer(modifier: options.modifier).write(
            name: mapper.schemaTypeName(type.name), cases: cases, isIndirect: isIndirect,
            documentation: typeDocumentation(
                type, fallback: "The GraphQL input object `\(type.name)`: exactly one of its fields (`@oneOf`)."),
            into: &writer)
    }

    /// The Swift names of an input object's fields, in order: each field's own, `_` added to
    /// one Swift reserves (`self` → `self_`) and until it is unlike the names before it and
    /// the `CodingKeys` the type may declare (a field `self_` beside `self` → `self__`).
    private func memberNames(_ type: SchemaType) -> [String] {
        var taken: Set<String> = ["CodingKeys"]
        return type.inputFields.map { field in
            var name = SwiftNames.unusableMemberNames.contains(field.name) ? field.name + "_" : field.name
            while !taken.insert(name).inserted { name += "_" }
            return name
        }
    }

    /// An input field's Swift type. A nullable field's is a double optional, as GraphQL tells a
    /// field left out (`nil`: the server's default applies) from one given as `null`
    /// (`.some(nil)`: clear the value), and an update mutation needs both. A non-null field
    /// with a default is optional (left out when `nil`).
    private func memberType(_ field: SchemaInputValue) -> String {
        let swiftType = mapper.wrap(field.type, named: mapper.leafType(field.type.namedType).swiftType)
        if field.type.isNonNull {
            return field.defaultValue == nil ? swiftType : SwiftTypeMapper.optional(swiftType)
        }
        return swiftType + "?"
    }

    /// A type's description, or `fallback` when it has none.
    private func typeDocumentation(_ type: SchemaType, fallback: String) -> String {
        SchemaDocumentation.text(description: type.description, deprecationReason: nil) ?? fallback
    }
}
