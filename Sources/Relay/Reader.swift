/// Reads a `ReaderSelector` from records, as Relay's `RelayReader`: values by response key,
/// fragment pointers for spreads, `@include`/`@skip`, inline fragments on concrete and
/// abstract types, and a missing-data flag for every field that was never fetched. A
/// `@required` field that is `null` (or missing) makes the object holding it read as `null`
/// (see `RequiredFieldAction`).
///
/// Every object read remembers its record and a summary of the records under it
/// (`SelectorData.dependencies`), so that `reread` can keep the parts of a previous snapshot
/// that no changed record reaches: re-reading a 5,000-edge connection after one edge was
/// appended rebuilds the connection's list, not the 5,000 edges. A re-read takes the previous
/// data apart as it goes (it owns it), so that a list it keeps is extended in place rather
/// than copied, and it notes whether anything differs, so that no comparison is needed after.
struct Reader {
    private let source: RecordSourceView
    private var variables: VariableData
    private let ownerVariables: VariableData
    private var isMissingData = false
    private var seenRecords: Set<DataID>
    /// The dependencies of the object being read, so far.
    private var dependencies: UInt64 = 0
    /// The dependency bits of the changed records; 0 when nothing is reused.
    private let changedBits: UInt64
    /// Whether a re-read found anything that differs from the previous data.
    private var dataChanged = false
    /// Whether a `@required` field of the object being read is `null`: the object reads as `null`.
    private var objectIsNulled = false
    /// The `@required` fields with `LOG` or `THROW` found `null`.
    private var missingRequiredFields: [MissingRequiredField] = []
    /// The response keys of the linked fields around the object being read, kept only for a
    /// fragment with a `@required` field (to name the fields found `null`).
    private var path: [String]?

    private init(
        source: RecordSourceView, variables: VariableData, ownerVariables: VariableData,
        seenRecords: consuming Set<DataID> = [], changedBits: UInt64 = 0
    ) {
        self.source = source
        self.variables = variables
        self.ownerVariables = ownerVariables
        self.seenRecords = seenRecords
        self.changedBits = changedBits
    }

    static func read(_ selector: ReaderSelector, from source: RecordSourceView) -> Snapshot {
        var reader = Reader(source: source, variables: selector.variables, ownerVariables: selector.ownerVariables)
        let root = ReaderPlan.cached(selector.fragment.selections)
        if root.holdRequiredField { reader.path = [] }
        var previous: SelectorData?
        let data = reader.readRecord(
            selector.dataID, plans: root.plans, repeatsLinkedFields: root.repeatLinkedFields, previous: &previous)
        return reader.snapshot(of: selector, data: data)
    }

    private func snapshot(of selector: ReaderSelector, data: SelectorData?) -> Snapshot {
        Snapshot(
            selector: selector, data: data, isMissingData: isMissingData, seenRecords: seenRecords,
            missingRequiredFields: missingRequiredFields.map {
                var field = $0
                field.owner = selector.fragment.name
                return field
            })
    }

    /// Reads `snapshot`'s selector again after the records `changed` changed, reusing every
    /// object of its data that depends on none of them, and tells whether the data (or its
    /// missing-data flag) differs. The new snapshot's `seenRecords` keeps the old ones too (a
    /// superset only costs an occasional needless re-read). Pass the only copy of the snapshot
    /// for the re-read to work in place.
    static func reread(
        _ snapshot: consuming Snapshot, changed: some Sequence<DataID>, from source: RecordSourceView
    ) -> (snapshot: Snapshot, dataChanged: Bool) {
        // Reused objects carry no missing-data flag of their own: only complete data is reused.
        // (Nor do they carry the `@required` fields found null in them: data with such a field
        // is read again whole.)
        guard !snapshot.isMissingData, snapshot.data != nil, snapshot.missingRequiredFields.isEmpty else {
            let next = read(snapshot.selector, from: source)
            return (
                next,
                next.data != snapshot.data || next.isMissingData != snapshot.isMissingData
                    || next.missingRequiredFields != snapshot.missingRequiredFields
            )
        }
        var bits: UInt64 = 0
        for id in changed { bits |= id.dependencyBit }
        let selector = snapshot.selector
        var previous = snapshot.data
        snapshot.data = nil
        let seen = snapshot.seenRecords
        snapshot.seenRecords = []
        var reader = Reader(
            source: source, variables: selector.variables, ownerVariables: selector.ownerVariables,
            seenRecords: consume seen, changedBits: bits)
        let root = ReaderPlan.cached(selector.fragment.selections)
        if root.holdRequiredField { reader.path = [] }
        let data = reader.readRecord(
            selector.dataID, plans: root.plans, repeatsLinkedFields: root.repeatLinkedFields, previous: &previous)
        return (reader.snapshot(of: selector, data: data), reader.dataChanged || reader.isMissingData)
    }

    /// Reads a record; `nil` for a deleted record, and also for an unknown one (flagged missing).
    /// `previous` is what an earlier read of the same selections returned, if known; it is
    /// consumed. `distinct`: `plans` are fields with distinct response keys (see `ReaderPlan`).
    /// `repeatsLinkedFields`: `plans` read a linked field twice, merging the reads (see
    /// `ReaderPlan`); each read alone differs from the merged object kept, so whether the
    /// data changed is found by comparing the whole object instead.
    private mutating func readRecord(
        _ id: DataID, plans: [ReaderPlan], distinct: Bool = false, repeatsLinkedFields: Bool = false,
        previous: inout SelectorData?
    ) -> SelectorData? {
        if let bits = previous?.dependencies, bits & changedBits == 0, previous?.recordID == id {
            dependencies |= bits
            let reused = previous
            previous = nil
            return reused
        }
        if previous == nil || previous?.recordID != id { dataChanged = true }
        seenRecords.insert(id)
        guard let record = source[id] else {
            dependencies |= id.dependencyBit
            if source.state(of: id) == .unknown { isMissingData = true }
            if previous != nil { dataChanged = true }
            previous = nil
            return nil
        }
        let previousCount = previous?.fields.count
        let outer = dependencies
        dependencies = id.dependencyBit
        var data = SelectorData()
        data.recordID = id
        data.fields.reserveCapacity(plans.count)
        let outerIsNulled = objectIsNulled
        objectIsNulled = false
        let wholePrevious = repeatsLinkedFields ? previous : nil
        let changedBefore = dataChanged
        traverse(plans, record: record, data: &data, distinct: distinct, previous: &previous)
        if let wholePrevious { dataChanged = changedBefore || wholePrevious != data }
        data.dependencies = dependencies
        dependencies |= outer
        defer { objectIsNulled = outerIsNulled }
        if objectIsNulled {
            // A `@required` field is null: so is the object (the record stays a dependency).
            if previous != nil { dataChanged = true }
            previous = nil
            return nil
        }
        if let previousCount, previousCount != data.fields.count { dataChanged = true }
        previous = nil
        return data
    }

    private mutating func traverse(
        _ plans: [ReaderPlan], record: Record, data: inout SelectorData, distinct: Bool = false,
        previous: inout SelectorData?
    ) {
        for plan in plans {
            switch plan.kind {
            case .scalarField:
                switch record.value(forKey: plan.storageKey ?? plan.storageKey(variables: variables)) {
                case .scalar(let value):
                    if previous != nil, previous?.fields[plan.responseKey] != .scalar(value) { dataChanged = true }
                    if distinct {
                        data.fields.appendNew(plan.responseKey, .scalar(value))
                    } else {
                        data.fields[plan.responseKey] = .scalar(value)
                    }
                case .link, .links, nil: isMissingData = true
                }
            case .linkedField:
                readLinkedField(plan, record: record, data: &data, distinct: distinct, previousParent: &previous)
            case .inlineFragment:
                guard case .inlineFragment(let fragment) = plan.selection else { continue }
                switch matches(fragment, record) {
                case true?: traverse(plan.children, record: record, data: &data, previous: &previous)
                case false?: break
                case nil: isMissingData = true
                }
            case .fragmentSpread:
                guard case .fragmentSpread(let spread) = plan.selection else { continue }
                let key = SelectorData.fragmentPointerKey(spread.name)
                let pointer = SelectorValue.fragmentPointer(
                    FragmentPointer(
                        dataID: record.dataID, fragmentName: spread.name,
                        arguments: (spread.args ?? []).values(variables: variables),
                        ownerVariables: ownerVariables))
                if previous != nil, previous?.fields[key] != pointer { dataChanged = true }
                data.fields[key] = pointer
            case .condition:
                guard case .condition(let condition) = plan.selection else { continue }
                if condition.passes(variables: variables) {
                    traverse(plan.children, record: record, data: &data, previous: &previous)
                }
            case .clientExtension:
                // Client-only fields may legitimately be unset; they never make data missing.
                let wasMissingData = isMissingData
                traverse(plan.children, record: record, data: &data, previous: &previous)
                isMissingData = wasMissingData
            case .requiredField:
                traverse(plan.children, record: record, data: &data, distinct: distinct, previous: &previous)
                readRequiredField(plan, value: data.fields[plan.responseKey])
            case .aliasedFragment:
                readAliasedFragment(plan, record: record, data: &data, previousParent: &previous)
            case .inlineDataFragment:
                readInlineDataFragment(plan, record: record, data: &data, previousParent: &previous)
            }
        }
    }

    /// Reads a record with the selections below `plan` (a linked field).
    @inline(__always)
    private mutating func readRecord(
        _ id: DataID, childrenOf plan: ReaderPlan, previous: inout SelectorData?
    ) -> SelectorData? {
        readRecord(
            id, plans: plan.children, distinct: plan.childrenAreDistinctFields,
            repeatsLinkedFields: plan.childrenRepeatLinkedFields, previous: &previous)
    }

    /// The value of a linked field (or of one item of a plural one) pointing at record `id`:
    /// the record's data, or `null`. `previous` is the value read there before, if known; it
    /// is consumed. A value `null` before and still (a `@required` field nulls the record)
    /// is no change. (Inlined, as `readRecord(_:childrenOf:previous:)` is: as calls of their
    /// own, these two cost `runtime.mutate` 0.9% more instructions.)
    @inline(__always)
    private mutating func readLinkedRecord(
        _ id: DataID, plan: ReaderPlan, previous: inout SelectorValue?
    ) -> SelectorValue {
        var previousObject: SelectorData?
        var wasNull = false
        switch previous {
        case .object(let object)?: previousObject = object
        case .scalar(.null)?: wasNull = true
        default: break
        }
        previous = nil
        let changedBefore = dataChanged
        let object = readRecord(id, childrenOf: plan, previous: &previousObject)
        if wasNull, object == nil { dataChanged = changedBefore }
        return object.map(SelectorValue.object) ?? .null
    }

    /// An `@alias`ed fragment: the record's data that the fragment selects, as an object of its
    /// own, or `null` when the record is not of the fragment's type.
    private mutating func readAliasedFragment(
        _ plan: ReaderPlan, record: Record, data: inout SelectorData, previousParent: inout SelectorData?
    ) {
        guard case .aliasedInlineFragmentSpread(let aliased) = plan.selection else { return }
        let key = plan.responseKey
        path?.append(key)
        defer { path?.removeLast() }
        var previous = previousParent?.fields.take(key)
        if previousParent != nil, previous == nil { dataChanged = true }
        let value: SelectorValue
        switch matches(aliased.fragment, record) {
        case true?:
            value = readLinkedRecord(record.dataID, plan: plan, previous: &previous)
        case false?:
            if previousParent != nil, previous != .null { dataChanged = true }
            value = .null
        case nil:
            isMissingData = true
            return
        }
        // The alias read before for this record (a repeat under a condition): one value, as
        // a linked field read twice is.
        data.fields[key] = data.fields[key].map { $0.merging(value) } ?? value
    }

    /// A spread `@inline` fragment: the record's data that the fragment selects, read with the
    /// fragment's variables, as an object of its own under the spread's fragment key (Relay's
    /// `readInlineData` takes it from there); `null` when the selections are one inline
    /// fragment on a type the record is not of (the fragment is on another type, or selects
    /// only such a fragment): generated code has the data optional there.
    private mutating func readInlineDataFragment(
        _ plan: ReaderPlan, record: Record, data: inout SelectorData, previousParent: inout SelectorData?
    ) {
        guard case .inlineDataFragmentSpread(let spread) = plan.selection else { return }
        let key = plan.responseKey
        var previous = previousParent?.fields.take(key)
        if previousParent != nil, previous == nil { dataChanged = true }
        if spread.selections.count == 1, case .inlineFragment(let refinement) = spread.selections[0] {
            switch matches(refinement, record) {
            case true?: break
            case false?:
                if previousParent != nil, previous != .null { dataChanged = true }
                data.fields[key] = .null
                return
            case nil:
                isMissingData = true
                return
            }
        }
        let spreadingVariables = variables
        variables = spread.fragmentVariables(spreadingVariables: spreadingVariables, ownerVariables: ownerVariables)
        defer { variables = spreadingVariables }
        let value = readLinkedRecord(record.dataID, plan: plan, previous: &previous)
        data.fields[key] = data.fields[key].map { $0.merging(value) } ?? value
    }

    /// Checks the value a `@required` field just read: when it is `null` (or `nil`, never
    /// fetched), the object reads as `null`, and a `null` one with `LOG` or `THROW` is noted.
    private mutating func readRequiredField(_ plan: ReaderPlan, value: SelectorValue?) {
        guard value == nil || value == .null else { return }
        objectIsNulled = true
        guard value != nil, plan.requiredAction != .none else { return }
        let fieldPath = ((path ?? []) + [plan.responseKey]).joined(separator: ".")
        missingRequiredFields.append(MissingRequiredField(owner: "", path: fieldPath, action: plan.requiredAction))
    }

    /// Whether the record is of the inline fragment's type: for an abstract type, as the
    /// normalizer recorded it (`nil`: not known); else by name.
    private mutating func matches(_ fragment: ReaderInlineFragment, _ record: Record) -> Bool? {
        guard let abstractKey = fragment.abstractKey else { return fragment.matchesConcreteType(record.typeName) }
        return implements(record.typeName, abstractKey)
    }

    /// Whether the type is known to implement the abstract type (`nil`: unknown).
    private mutating func implements(_ typeName: String, _ abstractKey: String) -> Bool? {
        let typeRecordID = ResponseNormalizer.typeRecordID(typeName)
        seenRecords.insert(typeRecordID)
        dependencies |= typeRecordID.dependencyBit
        return source[typeRecordID]?.scalar(forKey: abstractKey)?.boolValue
    }

    private mutating func readLinkedField(
        _ plan: ReaderPlan, record: Record, data: inout SelectorData, distinct: Bool,
        previousParent: inout SelectorData?
    ) {
        let key = plan.responseKey
        path?.append(key)
        defer { path?.removeLast() }
        // Taken out of the previous data, so that what is kept of it is referenced only here.
        var previous = previousParent?.fields.take(key)
        if previousParent != nil, previous == nil { dataChanged = true }
        func set(_ value: SelectorValue) {
            if distinct {
                data.fields.appendNew(key, value)
            } else if let earlier = data.fields[key] {
                // The field was read before for this record (a repeat in an inline fragment):
                // the two reads make one value. (`readRecord` compares the whole record's
                // data for change, as each read alone differs from the merged value kept.)
                data.fields[key] = earlier.merging(value)
            } else {
                data.fields[key] = value
            }
        }
        switch record.value(forKey: plan.storageKey ?? plan.storageKey(variables: variables)) {
        case nil:
            isMissingData = true
        case .scalar(.null):
            if previousParent != nil, previous != .null { dataChanged = true }
            set(.null)
        case .link(let id) where !plan.plural:
            set(readLinkedRecord(id, plan: plan, previous: &previous))
        case .links(let ids) where plan.plural:
            let outer = dependencies
            var items: [SelectorValue] = []
            var itemDependencies: [UInt64] = []
            var start = 0
            var previousList: [SelectorValue] = []
            if case .array(let list)? = previous { previousList = list }
            previous = nil
            if previousParent != nil, previousList.count != ids.count { dataChanged = true }
            let previousRead = previousParent?.pluralReads?.first { $0.key == key }
            if changedBits != 0, let previousRead, previousRead.ids.count == previousList.count,
                previousRead.itemDependencies.count == previousList.count, ids.starts(with: previousRead.ids)
            {
                // The list kept its items and maybe grew at its end (an edge appended): keep the
                // previous items, re-reading only those that depend on a changed record.
                start = previousList.count
                items = previousList
                previousList = []
                itemDependencies = previousRead.itemDependencies
                // No exact reservation: appending grows geometrically, so a list that grows by
                // one item per publish is not moved every time.
                for index in 0..<start where itemDependencies[index] & changedBits != 0 {
                    guard let id = ids[index] else { continue }
                    var previousItem: SelectorValue? = items[index]
                    items[index] = .null
                    dependencies = 0
                    items[index] = readLinkedRecord(id, plan: plan, previous: &previousItem)
                    itemDependencies[index] = dependencies
                }
            } else {
                // Items may have moved: the list differs unless its IDs are the same.
                if previousParent != nil, previousRead?.ids != ids { dataChanged = true }
                items.reserveCapacity(ids.count)
                itemDependencies.reserveCapacity(ids.count)
            }
            var previousItems = PreviousItems(start == 0 && previousParent != nil ? previousList : [])
            previousList = []
            for index in start..<ids.count {
                guard let id = ids[index] else {
                    items.append(.null)
                    itemDependencies.append(0)
                    continue
                }
                dependencies = 0
                var previousItem = previousItems.item(at: index, id: id)
                let item = readRecord(id, childrenOf: plan, previous: &previousItem)
                items.append(item.map(SelectorValue.object) ?? .null)
                itemDependencies.append(dependencies)
            }
            var union: UInt64 = 0
            for bits in itemDependencies { union |= bits }
            dependencies = outer | union
            let read = PluralRead(key: key, ids: ids, itemDependencies: itemDependencies)
            data.pluralReads = (data.pluralReads ?? []) + [read]
            set(.array(items))
        default:
            // A scalar, or a link of the wrong plurality: the store does not hold this field.
            isMissingData = true
        }
    }
}
