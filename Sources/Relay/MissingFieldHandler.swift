/// Where a field the store never received can be found among what it holds (Relay's
/// missing-field handlers): `node(id:)` asked for a record that a list query already stored,
/// say. Consulted when the environment checks whether the store can answer a query (the fetch
/// policies, `isAvailable`); a value found is written into the store, so that reading the
/// query finds it as if the server had sent it.
public enum MissingFieldHandler: Sendable {
    /// A scalar field's value, or `nil` when this handler does not know it.
    case scalar(@Sendable (MissingField) -> JSONValue?)
    /// The record a linked field points at, or `nil`.
    case linked(@Sendable (MissingField) -> DataID?)
    /// The records a plural linked field points at, or `nil`.
    case pluralLinked(@Sendable (MissingField) -> [DataID?]?)

    /// A field of the query type (`node`, `user`, …) asked for by an `id` argument, answered
    /// by the record of that ID when the store holds it. (For records named by their `id`, as
    /// `GetDataID.default` names them.)
    public static let recordByID = MissingFieldHandler.linked { field in
        guard field.parent.dataID == .rootID, let id = field.arguments["id"]?.stringValue else { return nil }
        let dataID = DataID(id)
        return field.record(dataID) == nil ? nil : dataID
    }
}

/// A field the store has no value for, as a missing-field handler is asked about it.
public struct MissingField: Sendable {
    /// The field's name in the schema.
    public let name: String
    /// Its arguments, evaluated with the operation's variables.
    public let arguments: VariableData
    /// The record that lacks it.
    public let parent: Record
    private let source: RecordSourceView

    init(name: String, arguments: VariableData, parent: Record, source: RecordSourceView) {
        self.name = name
        self.arguments = arguments
        self.parent = parent
        self.source = source
    }

    /// Another record of the store, if it holds one (not a deleted one).
    public func record(_ id: DataID) -> Record? { source[id] }
}
