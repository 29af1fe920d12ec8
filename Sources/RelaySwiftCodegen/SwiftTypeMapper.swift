import GraphQLSchema

/// Maps schema types to the Swift types generated code declares.
///
/// Built-in scalars: `ID` and `String` → `String`, `Int` → `Int`, `Float` → `Double`,
/// `Boolean` → `Bool`. Enums and input objects → the types of `RelaySchemaTypes.graphql.swift`,
/// named as in the schema (with `_` appended when Swift or the generated code reserves the
/// name), inside the options' namespace if any. Custom scalars → the type the options map them to, else `String`. A nullable type
/// is an optional, a list an array.
struct SwiftTypeMapper: Sendable {
    let schema: GraphQLSchema
    let options: SwiftCodegenOptions

    /// Type names generated code must be able to refer to from any scope, which no generated
    /// type may therefore shadow.
    static let reservedTypeNames: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Double", "Bool", "Optional", "Array", "Dictionary",
        "DataID", "FragmentPointer", "JSONValue", "Data", "Variables", "Sendable", "Decodable", "Encodable", "Codable",
        "Hashable", "CodingKey", "CodingKeys", "Decoder", "Encoder", "Identifiable", "CaseIterable", "Hasher",
    ]

    /// The Swift name of a schema enum or input object: `_`-suffixed where it would hide a type
    /// of Swift's or Relay's from the module (generated at the module's top level, it would).
    /// In a namespace, a type named as the namespace is suffixed too (inside it, the name would
    /// mean the type rather than the namespace).
    func schemaTypeName(_ graphQLName: String) -> String {
        Self.namesSchemaTypesAvoid.contains(graphQLName) || graphQLName == options.schemaTypesNamespace
            ? graphQLName + "_" : graphQLName
    }

    /// The names `schemaTypeName` suffixes, in one set: it is asked for every enum or input
    /// object a selection or variable mentions.
    private static let namesSchemaTypesAvoid = reservedTypeNames.union(SwiftNames.keywords)
        .union(SwiftNames.standardTypeNames).union(SwiftNames.runtimeTypeNames)

    /// The Swift type of a named leaf (scalar or enum) type, and the name of the custom
    /// scalar it stands for when that scalar has no mapping (so that the caller can warn).
    func leafType(_ id: TypeID) -> (swiftType: String, unmappedScalar: String?) {
        let type = schema[id]
        switch id {
        case schema.idType, schema.stringType: return ("String", nil)
        case schema.intType: return ("Int", nil)
        case schema.floatType: return ("Double", nil)
        case schema.booleanType: return ("Bool", nil)
        default: break
        }
        switch type.kind {
        case .enumeration, .inputObject:
            let name = schemaTypeName(type.name)
            return (options.schemaTypesNamespace.map { $0 + "." + name } ?? name, nil)
        default:
            if let mapped = options.customScalars[type.name] { return (mapped, nil) }
            return ("String", type.name)
        }
    }

    /// `reference` with its named type spelled `named`: `[String?]?` for `[String]`.
    func wrap(_ reference: SchemaTypeReference, named: String) -> String {
        switch reference.shape {
        case .named: return named + "?"
        case .list(let item): return "[" + wrap(item, named: named) + "]?"
        case .nonNull(let inner):
            switch inner.shape {
            case .list(let item): return "[" + wrap(item, named: named) + "]"
            case .named, .nonNull: return named
            }
        }
    }

    /// Whether the outermost level of a Swift type text is optional.
    static func isOptional(_ swiftType: String) -> Bool { swiftType.hasSuffix("?") }

    /// The type made optional when it is not already.
    static func optional(_ swiftType: String) -> String { isOptional(swiftType) ? swiftType : swiftType + "?" }
}
