/// Reads a `ReaderSelector` from records, as Relay's `RelayReader`: values by response key,
/// fragment pointers for spreads, `@include`/`@skip`, inline fragments on concrete and
/// abstract types, and a missing-data flag for every field that was never fetched.
struct Reader {
    private let source: RecordSourceView
    private var variables: VariableData
    private let ownerVariables: VariableData
    private var isMissingData = false
    private var seenRecords = Set<DataID>()

    private init(source: RecordSourceView, variables: VariableData, ownerVariables: VariableData) {
        self.source = source
        self.variables = variables
        self.ownerVariables = ownerVariables
    }

    static func read(_ selector: ReaderSelector, from source: RecordSourceView) -> Snapshot {
        var reader = Reader(source: source, variables: selector.variables, ownerVariables: selector.ownerVariables)
        let data = reader.readRecord(selector.dataID, selections: selector.fragment.selections)
        return Snapshot(
            selector: selector, data: data, isMissingData: reader.isMissingData, seenRecords: reader.seenRecords)
    }

    /// Reads a record; `nil` for a deleted record, and also for an unknown one (flagged missing).
    private mutating func readRecord(_ id: DataID, selections: [ReaderSelection]) -> SelectorData? {
        seenRecords.insert(id)
        guard let record = source[id] else {
            if source.state(of: id) == .unknown { isMissingData = true }
            return nil
        }
        var data = SelectorData()
        data.fields.reserveCapacity(selections.count)
        traverse(selections, record: record, data: &data)
        return data
    }

    private mutating func traverse(_ selections: [ReaderSelection], record: Record, data: inout SelectorData) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                switch record.value(forKey: field.storageKey(variables: variables)) {
                case .scalar(let value): data.fields[field.responseKey] = .scalar(value)
                case .link, .links, nil: isMissingData = true
                }
            case .linkedField(let field):
                readLinkedField(field, record: record, data: &data)
            case .inlineFragment(let fragment):
                if let abstractKey = fragment.abstractKey {
                    switch implements(record.typeName, abstractKey) {
                    case true?: traverse(fragment.selections, record: record, data: &data)
                    case false?: break
                    case nil: isMissingData = true
                    }
                } else if fragment.type == record.typeName {
                    traverse(fragment.selections, record: record, data: &data)
                }
            case .fragmentSpread(let spread):
                data.fields[SelectorData.fragmentPointerKey(spread.name)] = .fragmentPointer(
                    FragmentPointer(
                        dataID: record.dataID, fragmentName: spread.name,
                        arguments: (spread.args ?? []).values(variables: variables),
                        ownerVariables: ownerVariables))
            case .condition(let condition):
                if condition.passes(variables: variables) {
                    traverse(condition.selections, record: record, data: &data)
                }
            case .clientExtension(let clientExtension):
                // Client-only fields may legitimately be unset; they never make data missing.
                let wasMissingData = isMissingData
                traverse(clientExtension.selections, record: record, data: &data)
                isMissingData = wasMissingData
            }
        }
    }

    /// Whether the type is known to implement the abstract type (`nil`: unknown).
    private mutating func implements(_ typeName: String, _ abstractKey: String) -> Bool? {
        let typeRecordID = ResponseNormalizer.typeRecordID(typeName)
        seenRecords.insert(typeRecordID)
        return source[typeRecordID]?.scalar(forKey: abstractKey)?.boolValue
    }

    private mutating func readLinkedField(_ field: ReaderLinkedField, record: Record, data: inout SelectorData) {
        let key = field.responseKey
        switch record.value(forKey: field.storageKey(variables: variables)) {
        case nil:
            isMissingData = true
        case .scalar(.null):
            data.fields[key] = .null
        case .link(let id) where !field.plural:
            data.fields[key] = readRecord(id, selections: field.selections).map(SelectorValue.object) ?? .null
        case .links(let ids) where field.plural:
            data.fields[key] = .array(
                ids.map { id in
                    guard let id else { return .null }
                    return readRecord(id, selections: field.selections).map(SelectorValue.object) ?? .null
                })
        default:
            // A scalar, or a link of the wrong plurality: the store does not hold this field.
            isMissingData = true
        }
    }
}
