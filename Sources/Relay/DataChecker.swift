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
struct DataChecker {
    let source: RecordSourceView
    let variables: VariableData

    /// Whether `plans` are all available on the record `id`.
    func isAvailable(_ plans: [NormalizationPlan], on id: DataID) -> Bool {
        switch source.state(of: id) {
        case .nonexistent: return true
        case .unknown: return false
        case .existent: break
        }
        guard let record = source[id] else { return false }
        return isAvailable(plans, in: record)
    }

    private func isAvailable(_ plans: [NormalizationPlan], in record: Record) -> Bool {
        for (index, plan) in plans.enumerated() {
            switch plan.kind {
            case .scalarField:
                guard record[plan.storageKey(variables: variables)] != nil else { return false }
            case .linkedField:
                guard isAvailable(plan.children, under: plan.storageKey(variables: variables), of: record) else {
                    return false
                }
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

    /// The linked field stored under `key`: `null`, or records that have `plans`.
    private func isAvailable(_ plans: [NormalizationPlan], under key: String, of record: Record) -> Bool {
        switch record[key] {
        case nil: return false
        case .scalar: return true  // `null`
        case .link(let id): return isAvailable(plans, on: id)
        case .links(let ids): return ids.allSatisfy { $0.map { isAvailable(plans, on: $0) } ?? true }
        }
    }

    /// A handle's own data (a connection's record, under the handle's key), checked with the
    /// selections of the field it follows, as Relay's reader reads it.
    private func isAvailable(
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
        return isAvailable(field?.children ?? [], under: key, of: record)
    }

    /// Whether the type is known to implement the abstract type (`nil`: not known).
    private func implements(_ typeName: String, _ abstractKey: String) -> Bool? {
        source[ResponseNormalizer.typeRecordID(typeName)]?.scalar(forKey: abstractKey)?.boolValue
    }
}
