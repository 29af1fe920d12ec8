/// Choices where this compiler's output deliberately differs from Relay's.
public struct CompilerOptions: Sendable, Hashable {
    /// Select `__typename` in the reader AST wherever a selection set on an abstract type
    /// refines it to object types (`AddTypenameForTypeRefinements`): generated Swift decodes
    /// such a selection as an enum chosen by `__typename`. Relay's reader AST has it only where
    /// the user selected it.
    public var typenameForTypeRefinements: Bool

    /// Select Relay's `__token` in fragments refetched through a `@fetchable` type, as
    /// relay-compiler does with `schemaConfig.enableTokenField` (off by default there too: only
    /// servers that implement Relay's fetch tokens know the field).
    public var selectsFetchToken: Bool

    /// Demand `@alias` on every spread that may not match, as Relay 21 does by default with
    /// its `enforce_fragment_alias_where_ambiguous` feature flag (`FragmentAliasEnforcement`).
    /// Off by default here: it rejects most code written for earlier Relays.
    public var enforcesFragmentAliases: Bool

    /// The field that identifies a record, relay-compiler's `schemaConfig.nodeInterfaceIdField`:
    /// `id` unless the server names it otherwise (PostGraphile's `nodeId`, for one). The
    /// compiler selects it wherever a type has it (of type `ID`), and a `@refetchable`
    /// fragment on `Node` selects it and names it in its refetch metadata. The runtime reads
    /// records' identity from it too when the environment is told so
    /// (`Environment(getDataID: .field(named:))`).
    public var nodeInterfaceIdField: String

    /// Refetch every `@refetchable` fragment on a type that is both a `Node` and `@fetchable`
    /// through the fetch field, as `@refetchable(preferFetchable: true)` asks for one fragment
    /// (relay-compiler's `prefer_fetchable_in_refetch_queries` feature flag).
    public var prefersFetchableInRefetchQueries: Bool

    /// The options the command line and the plugin use.
    public init(
        typenameForTypeRefinements: Bool = true, selectsFetchToken: Bool = false, enforcesFragmentAliases: Bool = false,
        nodeInterfaceIdField: String = "id", prefersFetchableInRefetchQueries: Bool = false
    ) {
        self.typenameForTypeRefinements = typenameForTypeRefinements
        self.selectsFetchToken = selectsFetchToken
        self.enforcesFragmentAliases = enforcesFragmentAliases
        self.nodeInterfaceIdField = nodeInterfaceIdField
        self.prefersFetchableInRefetchQueries = prefersFetchableInRefetchQueries
    }

    /// Exactly Relay's artifacts: for comparing with Relay's own compiler.
    public static let relayCompatible = CompilerOptions(typenameForTypeRefinements: false)
}
