/// The store as seen by a mutation's `updater`/`optimisticUpdater`: a `RecordSourceProxy`
/// that also knows the mutation's selection, to reach the records of its response by root
/// field name (`store.getRootField("addTodo")`).
public struct RecordSourceSelectorProxy {
    /// The underlying record source proxy.
    public var source: RecordSourceProxy
    private let operation: ReaderFragment?
    private let variables: VariableData

    init(source: RecordSourceProxy, operation: ReaderFragment?, variables: VariableData) {
        self.source = source
        self.operation = operation
        self.variables = variables
    }

    /// The root record.
    public var root: RecordProxy { source.root }

    /// The record with this ID, or `nil` when it does not exist.
    public subscript(dataID: DataID) -> RecordProxy? { source.get(dataID) }

    /// The record with this ID, or `nil` when it does not exist.
    public func get(_ dataID: DataID) -> RecordProxy? { source.get(dataID) }

    /// Creates an empty record (or returns the existing one).
    @discardableResult
    public func create(dataID: DataID, typeName: String) -> RecordProxy {
        source.create(dataID: dataID, typeName: typeName)
    }

    /// Deletes a record.
    public func delete(dataID: DataID) { source.delete(dataID: dataID) }

    /// Marks everything the store holds as stale (see `RecordSourceProxy.invalidateStore`).
    public func invalidateStore() { source.invalidateStore() }

    private func rootField(_ fieldName: String) -> ReaderLinkedField? {
        for selection in operation?.selections ?? [] {
            if case .linkedField(let field) = selection, field.name == fieldName { return field }
        }
        return nil
    }

    /// The record of a singular root field of the mutation's response, found by schema field
    /// name with the mutation's arguments; `nil` when the operation has no such field or the
    /// response did not include it.
    public func getRootField(_ fieldName: String) -> RecordProxy? {
        guard let field = rootField(fieldName), !field.plural else { return nil }
        return root.getLinkedRecord(field.storageKey(variables: variables))
    }

    /// The records of a plural root field of the mutation's response.
    public func getPluralRootField(_ fieldName: String) -> [RecordProxy?]? {
        guard let field = rootField(fieldName), field.plural else { return nil }
        return root.getLinkedRecords(field.storageKey(variables: variables))
    }
}
