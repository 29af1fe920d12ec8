/// How generated Swift code looks: the access level of its declarations and the Swift types
/// of custom scalars.
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

    /// Creates options.
    public init(accessLevel: AccessLevel = .internal, customScalars: [String: String] = [:]) {
        self.accessLevel = accessLevel
        self.customScalars = customScalars
    }

    /// The modifier to put before a declaration, with its trailing space (empty for internal).
    var modifier: String { accessLevel == .public ? "public " : "" }
}
