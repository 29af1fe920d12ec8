/// How generated Swift code looks: the access level of its declarations, the Swift types of
/// custom scalars and where the schema's enums and input objects are declared.
public struct SwiftCodegenOptions: Sendable, Hashable {
    /// The access level of every generated declaration.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        /// No modifier: the generated types are visible in their module only.
        case `internal`
        /// `public`: the generated types are part of the module's interface.
        case `public`
    }

    /// The access level of generated declarations (`internal` by default).
    public var accessLevel: AccessLevel
    /// Swift type names for custom scalars, keyed by the scalar's GraphQL name
    /// (`["DateTime": "Date", "JSON": "JSONValue"]`). A mapped type must be
    /// `Codable & Hashable & Sendable`. An unmapped custom scalar is a `String`, with a warning.
    public var customScalars: [String: String]

    /// The name of an enum holding the schema's enums and input objects (`"API"`: generated
    /// code then says `API.TodoStatus`), so that they cannot clash with the module's own types;
    /// nil (the default) declares them at the module's top level.
    public var schemaTypesNamespace: String?

    /// Creates options.
    public init(
        accessLevel: AccessLevel = .internal, customScalars: [String: String] = [:], schemaTypesNamespace: String? = nil
    ) {
        self.accessLevel = accessLevel
        self.customScalars = customScalars
        self.schemaTypesNamespace = schemaTypesNamespace
    }

    /// Why `name` cannot name the schema types' namespace, or nil if it can: it must be a
    /// Swift identifier that hides no type of Swift's, Foundation's or Relay's.
    public static func namespaceProblem(_ name: String) -> String? {
        if SwiftNames.keywords.contains(name) { return "is a Swift keyword" }
        if SwiftNames.standardTypeNames.contains(name) || SwiftTypeMapper.reservedTypeNames.contains(name)
            || SwiftCodeGenerator.fixedMemberTypeNames.contains(name)
        {
            return "would hide Swift's or Foundation's `\(name)`, or a type generated code declares"
        }
        if SwiftNames.runtimeTypeNames.contains(name) { return "would hide Relay's `\(name)`" }
        if name == "ID" { return "would mean the `ID` of an `Identifiable` data type inside one" }
        // A type name that is its own only name: one identifier, not qualified, generic or wrapped.
        guard SwiftTypeSyntax.leadingNames(in: name) == [name] else {
            return "is not a Swift identifier (a letter or `_`, then letters, digits and `_`)"
        }
        return nil
    }

    /// Whether data types may be `Identifiable`: not when a custom scalar's Swift type names
    /// `ID`, which would mean the protocol's associated type inside such a type.
    var allowsIdentifiable: Bool {
        !customScalars.values.contains { SwiftTypeSyntax.leadingNames(in: $0).contains("ID") }
    }

    /// The modifier to put before a declaration, with its trailing space (empty for internal).
    var modifier: String { accessLevel == .public ? "public " : "" }
}
