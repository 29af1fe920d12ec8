import RelayNodes

/// Whether the store holds everything an operation asks the server for (Relay's
/// `DataChecker`): every field of its normalization AST, fragments inlined, under the storage
/// keys its variables give, and for each connection the records its handle keeps. What the
/// fetch policies read from the store instead of the network rests on this.
///
/// A field stored as `null`, and a deleted record, are data; a field never stored, or a
/// record the store knows nothing about, is missing. Client extensions (`__id`, the client
/// schema's fields) may be missing: the server would not send them anyway. Where the store
/// does not know whether a type implements an abstract type (no response said so yet), the
/// data is missing, as in Relay.
///
/// A field never stored is asked of the missing-field handlers first; what they find counts
/// as stored, and is kept in `found` for the store to write. A record invalidated since the
/// operation's response was stored (`isStale`) is data, but noted in `sawStaleRecord`.
struct DataChecker {
    let source: RecordSourceView
    let variables: VariableData
    let handlers: [MissingFieldHandler]
    let isStale: ((DataID) -> Bool)?
    /// A value a handler found for a field of a record.
    typealias FoundValue = (id: DataID, key: String, value: RecordValue)
    /// What the handlers found, to be written into the store.
    private(set) var found: [FoundValue] = []
    /// Whether a record read was stale (`isStale`).
    private(set) var sawStaleRecord = false

    init(
        source: RecordSourceView, variables: VariableData, handlers: [MissingFieldHandler] = [],
        isStale: ((DataID) -> Bool)? = nil
    ) {
        self.source = source
        self.variables = variables
        self.handlers = handlers
        self.isStale = isStale
    }

    /// Whether `plans` are all available on the record `id`.
    mutating func isAvailable(_ plans: [NormalizationPlan], on id: DataID) -> Bool {
        if !sawStaleRecord, let isStale, isStale(id) { sawStaleRecord = true }
        switch source.state(of: id) {
        case .nonexistent: return true
        case .unknown: return false
        case .existent: break
        }
        guard let record = source[id] else { return false }
        return isAvailable(plans, in: record)
    }

    private mutating func isAvailable(_ plans: [NormalizationPlan], in record: Record) -> Bool {
        for (index, plan) in plans.enumerated() {
            switch plan.kind {
            case .scalarField:
                guard value(of: plan, in: record) != nil else { return false }
            case .linkedField:
                guard isAvailable(plan.children, in: value(of: plan, in: record)) else { return false }
            case .inlineFragment:
                guard case .inlineFragment(let fragment) = plan.selection else { continue }
                if let abstractKey = fragment.abstractKey {
                    guard let implements = implements(record.typeName, abstractKey) else { return false }
                    if implements, !isAvailable(plan.children, in: record) { return false }
                } else if fragment.matchesConcreteType(record.typeName), !isAvailable(plan.children, in: record) {
                    return false
                }
            case .condition:
                guard case .condition(let condition) = plan.selection else { continue }
                if condition.passes(variables: variables), !isAvailable(plan.children, in: record) { return false }
            case .clientExtension:
                continue
            case .handle:
                guard isAvailable(handle: plan, following: plans[..<index], in: record) else { return false }
            case .typeDiscriminator:
                guard case .typeDiscriminator(let discriminator) = plan.selection,
                    implements(record.typeName, discriminator.abstractKey) != nil
                else { return false }
            }
        }
        return true
    }

    /// A linked field's value: `null`, or records that have `plans`.
    private mutating func isAvailable(_ plans: [NormalizationPlan], in value: RecordValue?) -> Bool {
        switch value {
        case nil: return false
        case .scalar: return true  // `null`
        case .link(let id): return isAvailable(plans, on: id)
        case .links(let ids): return ids.allSatisfy { $0.map { isAvailable(plans, on: $0) } ?? true }
        }
    }

    /// A field's value in the record, or, when the record has none, what a missing-field
    /// handler finds (noted in `found`).
    private mutating func value(of plan: NormalizationPlan, in record: Record) -> RecordValue? {
        let key = plan.storageKey(variables: variables)
        if let value = record[key] { return value }
        guard !handlers.isEmpty, let value = handled(plan, in: record) else { return nil }
        found.append((record.dataID, key, value))
        return value
    }

    /// What the first handler of the field's kind that knows it finds.
    private func handled(_ plan: NormalizationPlan, in record: Record) -> RecordValue? {
        let (name, args): (String, [Argument]?)
        switch plan.selection {
        case .scalarField(let field): (name, args) = (field.name, field.args)
        case .linkedField(let field): (name, args) = (field.name, field.args)
        default: return nil
        }
        let field = MissingField(
            name: name, arguments: (args ?? []).values(variables: variables), parent: record, source: source)
        for handler in handlers {
            switch (handler, plan.kind, plan.plural) {
            case (.scalar(let handle), .scalarField, _):
                if let value = handle(field) { return .scalar(value) }
            case (.linked(let handle), .linkedField, false):
                if let id = handle(field) { return .link(id) }
            case (.pluralLinked(let handle), .linkedField, true):
                if let ids = handle(field) { return .links(ids) }
            default:
                continue
            }
        }
        return nil
    }

    /// A handle's own data (a connection's record, under the handle's key), checked with the
    /// selections of the field it follows, as Relay's reader reads it.
    private mutating func isAvailable(
        handle plan: NormalizationPlan, following earlier: ArraySlice<NormalizationPlan>, in record: Record
    ) -> Bool {
        let handle: FieldHandle
        switch plan.selection {
        case .linkedHandle(let node), .scalarHandle(let node): handle = node
        default: return true
        }
        let key = handle.handleStorageKey(variables: variables)
        guard case .linkedHandle = plan.selection else { return record[key] != nil }
        let field = earlier.last { $0.kind == .linkedField && $0.responseKey == handle.responseKey }
        return isAvailable(field?.children ?? [], in: record[key])
    }

    /// Whether the type is known to implement the abstract type (`nil`: not known).
    private func implements(_ typeName: String, _ abstractKey: String) -> Bool? {
        source[ResponseNormalizer.typeRecordID(typeName)]?.scalar(forKey: abstractKey)?.boolValue
    }
}
