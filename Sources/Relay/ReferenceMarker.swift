/// Finds every record an operation's normalization selections reach from a record, as
/// Relay's `RelayReferenceMarker`: what garbage collection must keep for that operation.
struct ReferenceMarker {
    let source: RecordSource
    private(set) var references = Set<DataID>()

    init(source: RecordSource) {
        self.source = source
    }

    mutating func mark(_ selections: [NormalizationSelection], from id: DataID, variables: VariableData) {
        references.insert(id)
        guard let record = source[id] else { return }
        traverse(selections, record: record, variables: variables)
    }

    private mutating func traverse(_ selections: [NormalizationSelection], record: Record, variables: VariableData) {
        for selection in selections {
            switch selection {
            case .scalarField, .scalarHandle:
                continue
            case .linkedField(let field):
                follow(record.value(forKey: field.storageKey(variables: variables)), field.selections, variables)
            case .linkedHandle(let handle):
                // The handle's data (a connection record) is read with the handled field's
                // selections, which sit beside the handle.
                let field = selections.lazy.compactMap { selection -> NormalizationLinkedField? in
                    if case .linkedField(let field) = selection, field.responseKey == handle.responseKey {
                        return field
                    }
                    return nil
                }.first
                follow(
                    record.value(forKey: handle.handleStorageKey(variables: variables)), field?.selections ?? [],
                    variables)
            case .inlineFragment(let fragment):
                if fragment.abstractKey != nil { references.insert(ResponseNormalizer.typeRecordID(record.typeName)) }
                traverse(fragment.selections, record: record, variables: variables)
            case .condition(let condition):
                if condition.passes(variables: variables) {
                    traverse(condition.selections, record: record, variables: variables)
                }
            case .clientExtension(let clientExtension):
                traverse(clientExtension.selections, record: record, variables: variables)
            case .typeDiscriminator:
                references.insert(ResponseNormalizer.typeRecordID(record.typeName))
            }
        }
    }

    private mutating func follow(
        _ value: RecordValue?, _ selections: [NormalizationSelection], _ variables: VariableData
    ) {
        // A record reached through several fields is traversed for each, since each may
        // select different fields of it; selections are a finite tree, so this ends.
        switch value {
        case .link(let id):
            mark(selections, from: id, variables: variables)
        case .links(let ids):
            for case let id? in ids { mark(selections, from: id, variables: variables) }
        case .scalar, nil:
            break
        }
    }
}
