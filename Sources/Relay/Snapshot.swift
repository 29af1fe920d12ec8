/// What to read: a fragment (or an operation's reader AST) from one record with variables.
public struct ReaderSelector: Sendable, Equatable {
    /// The reader AST.
    public var fragment: ReaderFragment
    /// The record to start from.
    public var dataID: DataID
    /// The variables of the fragment.
    public var variables: VariableData
    /// The variables of the operation that owns the data (given to fragment pointers).
    public var ownerVariables: VariableData

    /// Creates a selector; `ownerVariables` defaults to `variables` (an operation's own read).
    public init(fragment: ReaderFragment, dataID: DataID, variables: VariableData, ownerVariables: VariableData? = nil)
    {
        self.fragment = fragment
        self.dataID = dataID
        self.variables = variables
        self.ownerVariables = ownerVariables ?? variables
    }
}

/// The result of reading a selector from the store.
public struct Snapshot: Sendable, Equatable {
    /// What was read.
    public var selector: ReaderSelector
    /// The data, or `nil` when the start record is missing or deleted (or a `@required` field
    /// of the root object is `null`).
    public var data: SelectorData?
    /// Whether some selected field was never fetched (a client extension does not count).
    public var isMissingData: Bool
    /// Every record the read touched; a change to any of them may change `data`. After the
    /// store re-reads a subscriber's snapshot it may also hold records no longer reached.
    public var seenRecords: Set<DataID>
    /// The `@required` fields with the action `LOG` or `THROW` that were found `null`, in the
    /// order read. (Their objects read as `null`, as those of `NONE` fields do.)
    public var missingRequiredFields: [MissingRequiredField] = []

    /// Decodes `data` into a generated `Data` type; `nil` when there is no data. Throws
    /// `RequiredFieldError` when a `@required(action: THROW)` field is `null` (unless some data
    /// is still missing: the field may only not be fetched yet).
    public func decode<T: Decodable>(_ type: T.Type) throws -> T? {
        if !isMissingData, let field = missingRequiredFields.first(where: { $0.action == .throw }) {
            throw RequiredFieldError(field: field)
        }
        return try data?.decode(type)
    }
}
