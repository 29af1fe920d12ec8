/// The records of one response and the handles to run on them.
public struct NormalizationResult: Sendable, Equatable {
    /// The records the response contains, with only the fields it returned.
    public var source: RecordSource
    /// One payload per handle met on a record of the response, in response order.
    public var fieldPayloads: [HandleFieldPayload]
    /// Places where the response did not match the selection (a list where an object was
    /// expected, a linked object without a type...). Those fields were not stored, so
    /// readers report them as missing data.
    public var issues: [String]
}

/// Turns a JSON response into records, as Relay's `RelayResponseNormalizer` does.
///
/// A record with an `id` (or whatever `GetDataID` names) is keyed by it; any other gets `client:<parentID>:<storageKey>`
/// (plus `:<index>` inside a list). Fields absent from the response are left unset (missing
/// data), `null`s are stored as `null`, values of the wrong shape are reported in `issues`
/// and skipped: nothing a server sends can stop the process.
public struct ResponseNormalizer {
    private let variables: VariableData
    private let getDataID: GetDataID
    private var source = RecordSource()
    private var fieldPayloads: [HandleFieldPayload] = []
    private var issues: [String] = []

    /// The type name of records that hold what Relay knows about a type (`__isNode`...).
    static let typeSchemaTypeName = "__TypeSchema"

    /// The ID of the record holding what is known about the type `typeName`.
    static func typeRecordID(_ typeName: String) -> DataID { DataID("client:__type:" + typeName) }

    private init(variables: VariableData, getDataID: GetDataID) {
        self.variables = variables
        self.getDataID = getDataID
    }

    /// Normalizes `data` (the response's `data` object) read with `selections` from the
    /// record `rootID` (the root record for queries and mutations), naming records by
    /// `getDataID`.
    public static func normalize(
        _ data: JSONValue, selections: [NormalizationSelection], rootID: DataID = .rootID,
        rootTypeName: String = Record.rootTypeName, variables: VariableData, getDataID: GetDataID = .default
    ) -> NormalizationResult {
        var normalizer = ResponseNormalizer(variables: variables, getDataID: getDataID)
        if let object = data.objectValue {
            var root = Record(dataID: rootID, typeName: rootTypeName)
            normalizer.traverse(NormalizationPlan.cached(selections), record: &root, data: object)
            normalizer.source.mergeRecord(root)
        } else {
            normalizer.issues.append("Expected the response data to be an object")
        }
        return NormalizationResult(
            source: normalizer.source, fieldPayloads: normalizer.fieldPayloads, issues: normalizer.issues)
    }

    /// `distinct`: `record` is fresh and `plans` are fields with distinct storage keys (see
    /// `NormalizationPlan`), so values are appended without looking for their keys first.
    private mutating func traverse(
        _ plans: [NormalizationPlan], record: inout Record, data: [String: JSONValue], distinct: Bool = false
    ) {
        for plan in plans {
            switch plan.kind {
            case .scalarField:
                // An absent key stays unset: the reader reports missing data.
                guard let value = data.responseValue(plan.responseKey) else { continue }
                if distinct, let key = plan.storageKey {
                    record.fields.appendNew(key, .scalar(value))
                } else {
                    record.fields[plan.storageKey ?? plan.storageKey(variables: variables)] = .scalar(value)
                }
            case .linkedField:
                normalizeLinkedField(plan, record: &record, data: data, distinct: distinct)
            case .inlineFragment:
                guard case .inlineFragment(let fragment) = plan.selection else { continue }
                if let abstractKey = fragment.abstractKey {
                    // The server answers `__isX: __typename` only when the type implements X.
                    let implements = data.responseValue(abstractKey) != nil
                    recordTypeInformation(typeName: record.typeName, abstractKey: abstractKey, implements: implements)
                    if implements { traverse(plan.children, record: &record, data: data) }
                } else if fragment.matchesConcreteType(record.typeName) {
                    traverse(plan.children, record: &record, data: data)
                }
            case .condition:
                guard case .condition(let condition) = plan.selection else { continue }
                if condition.passes(variables: variables) {
                    traverse(plan.children, record: &record, data: data)
                }
            case .clientExtension:
                traverse(plan.children, record: &record, data: data)
            case .handle:
                let handle: FieldHandle
                switch plan.selection {
                case .linkedHandle(let node), .scalarHandle(let node): handle = node
                default: continue
                }
                fieldPayloads.append(
                    HandleFieldPayload(
                        args: (handle.args ?? []).values(variables: variables),
                        dataID: record.dataID,
                        fieldKey: handle.fieldStorageKey(variables: variables),
                        handle: handle.handle,
                        handleKey: handle.handleStorageKey(variables: variables),
                        handleArgs: (handle.handleArgs ?? []).values(variables: variables)))
            case .typeDiscriminator:
                guard case .typeDiscriminator(let discriminator) = plan.selection else { continue }
                recordTypeInformation(
                    typeName: record.typeName, abstractKey: discriminator.abstractKey,
                    implements: data.responseValue(discriminator.abstractKey) != nil)
            }
        }
    }

    private mutating func recordTypeInformation(typeName: String, abstractKey: String, implements: Bool) {
        var typeRecord = Record(dataID: Self.typeRecordID(typeName), typeName: Self.typeSchemaTypeName)
        typeRecord.fields[abstractKey] = .scalar(.bool(implements))
        source.mergeRecord(typeRecord)
    }

    private mutating func normalizeLinkedField(
        _ field: NormalizationPlan, record: inout Record, data: [String: JSONValue], distinct: Bool
    ) {
        guard let value = data.responseValue(field.responseKey) else { return }
        let storageKey = field.storageKey ?? field.storageKey(variables: variables)
        func set(_ value: RecordValue) {
            if distinct { record.fields.appendNew(storageKey, value) } else { record.fields[storageKey] = value }
        }
        if value.isNull {
            set(.null)
            return
        }
        if field.plural {
            guard let items = value.arrayValue else {
                issues.append("Expected a list for field '\(field.responseKey)' of \(record.dataID)")
                return
            }
            var ids: [DataID?] = []
            ids.reserveCapacity(items.count)
            // Items without an `id` are `<prefix><index>`; the prefix is formatted once.
            var prefix: String?
            for (index, item) in items.enumerated() {
                guard !item.isNull else {
                    ids.append(nil)
                    continue
                }
                ids.append(
                    normalizeObject(item, field: field, parent: record.dataID) { [dataID = record.dataID] in
                        let itemPrefix = prefix ?? DataID.clientIDPrefix(parent: dataID, storageKey: storageKey)
                        prefix = itemPrefix
                        return DataID(itemPrefix + String(index))
                    })
            }
            set(.links(ids))
        } else if let id = normalizeObject(
            value, field: field, parent: record.dataID,
            clientID: { [dataID = record.dataID] in DataID.clientID(parent: dataID, storageKey: storageKey) })
        {
            set(.link(id))
        }
    }

    /// Stores one linked object and returns its ID, or `nil` (with an issue) when malformed.
    /// `clientID` gives the ID of an object without its own `id`.
    private mutating func normalizeObject(
        _ value: JSONValue, field: NormalizationPlan, parent: DataID, clientID: () -> DataID
    ) -> DataID? {
        guard let object = value.objectValue else {
            issues.append("Expected an object for field '\(field.responseKey)' of \(parent)")
            return nil
        }
        guard let typeName = field.concreteType ?? object.responseValue(Record.typeNameKey)?.stringValue else {
            issues.append("Expected '__typename' for the abstract field '\(field.responseKey)' of \(parent)")
            return nil
        }
        let id = getDataID(object, typeName: typeName) ?? clientID()
        var child = Record(dataID: id, typeName: typeName)
        child.fields.reserveCapacity(field.children.count)
        traverse(field.children, record: &child, data: object, distinct: field.childrenAreDistinctFields)
        source.mergeRecord(child)
        return id
    }
}
