import GraphQLSchema
import GraphQLSyntax

/// Overlapping-field conflicts as Relay's compiler finds and words them (its
/// `validate_selection_conflict`), for `ValidationOptions.reportsAsRelayDoes`.
///
/// Relay walks each operation through the fragments it spreads, gathering each selection
/// set's fields by response key; a field meeting others under its key is compared with each
/// in turn, and is kept only if it conflicts with none. So a nested conflict is reported at
/// the innermost pair of fields, and a field that conflicts with the first of its key is not
/// compared with the later ones. Fragments are walked first, those spreading no other
/// fragment first; the first fragment with a conflict is the only one reported.
///
/// Two fields are on types that never overlap when the types defining them are two different
/// object types (a meta-field such as `__typename` is defined on none). Otherwise they must be
/// the same field with the same arguments; either way their types must match: of two leaves,
/// exactly; of two composite fields, in their list and non-null wrappers, their selections
/// then compared in turn.
struct RelayConflictWalk {
    /// A conflict: Relay's message, at the first field met, with a note at the other.
    struct Conflict {
        var message: String
        var place: ValidationContext.Place
        var note: String
        var other: ValidationContext.Place
    }

    private let context: ValidationContext
    /// The names each fragment declares with `@argumentDefinitions`, by position.
    private let fragmentArgumentNames: [Set<String>]
    /// The fields of each fragment and of each composite field's selections, by where they
    /// are written, once they are known to hold no conflict.
    private var fragmentFields: [Int32: FieldsByKey] = [:]
    private var subfields: [Identity: FieldsByKey] = [:]
    /// The pairs of fields already compared (the later field, the earlier, and whether their
    /// parents never overlap): Relay compares a pair once, so a conflict two operations meet
    /// through the same fields is reported once.
    private var comparedPairs = Set<ComparedPair>()
    /// The fragments being walked: one met again spreads itself (NoFragmentCycles reports it)
    /// and adds no fields.
    private var fragmentsInProgress = Set<Int32>()
    /// How deep the walk and the comparisons of selections go, against stack exhaustion on
    /// adversarial input (a chain of fragments nests fields as deep as it is long); as
    /// OverlapFinder's.
    private var depth = 0
    private static let maximumDepth = 2_000

    init(context: ValidationContext) {
        self.context = context
        fragmentArgumentNames =
            context.options.fragmentArgumentsAreInScope ? context.program.fragmentArgumentNames() : []
    }

    /// Every conflict, as Relay reports them.
    mutating func conflicts() -> [Conflict] {
        let program = context.program
        for fragment in fragmentsLeavesFirst() {
            let definition = program.fragments[Int(fragment)]
            let found = gather(
                definition.definition.selectionSet, on: definition.typeCondition, in: definition.document,
                owner: fragment)
            guard found.conflicts.isEmpty else { return found.conflicts }
            fragmentFields[fragment] = found.fields
        }
        var conflicts: [Conflict] = []
        for operation in program.operations {
            let type = context.schema.rootType(for: operation.definition.operation)
            conflicts +=
                gather(
                    operation.definition.selectionSet, on: type, in: operation.document, owner: Program.operationOwner
                ).conflicts
        }
        return conflicts
    }

    // MARK: Gathering fields

    /// A field as Relay compares it.
    private struct FieldInfo {
        var field: Field
        var document: Int
        /// The fragment (by position) the field is written in, or `Program.operationOwner`.
        var owner: Int32
        /// The type that defines the field; nil for a meta-field.
        var definingType: TypeID?
        var type: SchemaTypeReference
        var isComposite: Bool

        var identity: Identity { Identity(document: document, offset: field.span.start) }
        var place: ValidationContext.Place { .init(document: document, span: field.name.span) }
    }

    /// Where a field is written, which tells two fields apart.
    private struct Identity: Hashable {
        var document: Int
        var offset: UInt32
    }

    private struct ComparedPair: Hashable {
        var field: Identity
        var other: Identity
        var parentsExclusive: Bool
    }

    /// Fields by response key, the keys in the order met.
    private struct FieldsByKey {
        var keys: [String] = []
        var fields: [String: [FieldInfo]] = [:]
    }

    /// A selection set's fields, unless it holds conflicts (then they are what counts).
    private typealias Gathered = (fields: FieldsByKey, conflicts: [Conflict])

    /// The fields of a selection set written in `owner` (a fragment's position, or
    /// `Program.operationOwner`), on `type`.
    private mutating func gather(_ set: SelectionSet, on type: TypeID?, in document: Int, owner: Int32) -> Gathered {
        var fields = FieldsByKey()
        var conflicts: [Conflict] = []
        guard depth < Self.maximumDepth else { return (fields, conflicts) }
        depth += 1
        defer { depth -= 1 }
        for selection in set.selections where !Self.isExcluded(selection) {
            switch selection {
            case .field(let field):
                guard let type, let info = info(field, on: type, in: document, owner: owner) else { continue }
                if info.isComposite, let selections = field.selectionSet {
                    let found = subfieldsOf(info, selections)
                    guard found.isEmpty else {
                        conflicts += found
                        continue
                    }
                    // A field left with nothing to select (all of it under a literal false
                    // condition) is dropped, as Relay drops it.
                    if subfields[info.identity]?.keys.isEmpty ?? true { continue }
                }
                conflicts += insert(info, into: &fields, parentsExclusive: false)
            case .inlineFragment(let inline):
                let condition = inline.typeCondition.flatMap { context.schema.typeID(named: $0.value) } ?? type
                conflicts += merge(
                    gather(inline.selectionSet, on: condition, in: document, owner: owner), into: &fields)
            case .fragmentSpread(let spread):
                guard let fragment = context.program.fragment(named: spread.name.value) else { continue }
                conflicts += merge(fieldsOf(fragment: fragment), into: &fields)
            }
        }
        return (fields, conflicts)
    }

    /// A fragment's fields (walked again, and its conflicts reported again, for each
    /// operation that spreads it while it has any: Relay keeps only fragments without).
    private mutating func fieldsOf(fragment: Int32) -> Gathered {
        if let known = fragmentFields[fragment] { return (known, []) }
        guard fragmentsInProgress.insert(fragment).inserted else { return (FieldsByKey(), []) }
        defer { fragmentsInProgress.remove(fragment) }
        let definition = context.program.fragments[Int(fragment)]
        let found = gather(
            definition.definition.selectionSet, on: definition.typeCondition, in: definition.document, owner: fragment)
        if found.conflicts.isEmpty { fragmentFields[fragment] = found.fields }
        return found
    }

    /// The conflicts within a composite field's selections (none when they are known).
    private mutating func subfieldsOf(_ info: FieldInfo, _ selections: SelectionSet) -> [Conflict] {
        if subfields[info.identity] != nil { return [] }
        let found = gather(selections, on: info.type.namedType, in: info.document, owner: info.owner)
        if found.conflicts.isEmpty { subfields[info.identity] = found.fields }
        return found.conflicts
    }

    private func info(_ field: Field, on type: TypeID, in document: Int, owner: Int32) -> FieldInfo? {
        let schema = context.schema
        guard let definition = schema.field(named: field.name.value, on: type) else { return nil }
        // No type defines a field starting with `__`: such a field is a meta-field.
        let isMeta = field.name.value.hasPrefix("__")
        return FieldInfo(
            field: field, document: document, owner: owner, definingType: isMeta ? nil : type, type: definition.type,
            isComposite: schema.kind(of: definition.type.namedType).isComposite)
    }

    /// Whether a literal `@include(if: false)` or `@skip(if: true)` leaves the selection out
    /// (Relay drops such selections before it compares).
    private static func isExcluded(_ selection: Selection) -> Bool {
        switch selection {
        case .field(let field): field.directives.isExcludedByLiteralCondition
        case .inlineFragment(let inline): inline.directives.isExcludedByLiteralCondition
        case .fragmentSpread(let spread): spread.directives.isExcludedByLiteralCondition
        }
    }

    // MARK: Comparing

    /// The conflicts within a nested set, or, when it has none, those its fields meet in
    /// `fields` (where they are added).
    private mutating func merge(_ nested: Gathered, into fields: inout FieldsByKey) -> [Conflict] {
        nested.conflicts.isEmpty ? merge(nested.fields, into: &fields, exclusive: false) : nested.conflicts
    }

    private mutating func merge(_ right: FieldsByKey, into left: inout FieldsByKey, exclusive: Bool) -> [Conflict] {
        var conflicts: [Conflict] = []
        for key in right.keys {
            for field in right.fields[key] ?? [] {
                conflicts += insert(field, into: &left, parentsExclusive: exclusive)
            }
        }
        return conflicts
    }

    /// Compares `field` with each field of its key met before, and keeps it if it conflicts
    /// with none.
    private mutating func insert(_ field: FieldInfo, into fields: inout FieldsByKey, parentsExclusive: Bool)
        -> [Conflict]
    {
        let key = field.field.responseKey
        guard let existing = fields.fields[key] else {
            fields.keys.append(key)
            fields.fields[key] = [field]
            return []
        }
        var conflicts: [Conflict] = []
        for other in existing {
            if other.identity == field.identity { return conflicts }
            let pair = ComparedPair(field: field.identity, other: other.identity, parentsExclusive: parentsExclusive)
            guard comparedPairs.insert(pair).inserted else { continue }
            let exclusive = parentsExclusive || definedOnDifferentObjectTypes(other, field)
            switch (other.isComposite, field.isComposite) {
            case (true, true):
                if !exclusive, let conflict = sameField(key, other, field) { conflicts.append(conflict) }
                if other.type.hasSameWrappers(as: field.type) {
                    conflicts += compareSubfields(other, field, exclusive: exclusive)
                } else {
                    conflicts.append(typeConflict(key, other, field))
                }
            case (false, false):
                if !exclusive {
                    if let conflict = sameField(key, other, field) { conflicts.append(conflict) }
                } else if other.type != field.type {
                    conflicts.append(typeConflict(key, other, field))
                }
            default:
                conflicts.append(typeConflict(key, other, field))
            }
        }
        if conflicts.isEmpty { fields.fields[key, default: []].append(field) }
        return conflicts
    }

    private mutating func compareSubfields(_ left: FieldInfo, _ right: FieldInfo, exclusive: Bool) -> [Conflict] {
        guard depth < Self.maximumDepth, var leftFields = subfields[left.identity],
            let rightFields = subfields[right.identity]
        else { return [] }
        depth += 1
        defer { depth -= 1 }
        return merge(rightFields, into: &leftFields, exclusive: exclusive)
    }

    private func definedOnDifferentObjectTypes(_ first: FieldInfo, _ second: FieldInfo) -> Bool {
        guard let firstType = first.definingType, let secondType = second.definingType, firstType != secondType
        else { return false }
        return context.schema.kind(of: firstType) == .object && context.schema.kind(of: secondType) == .object
    }

    /// The same field with the same arguments, or the conflict.
    private func sameField(_ key: String, _ first: FieldInfo, _ second: FieldInfo) -> Conflict? {
        if first.field.name.value != second.field.name.value {
            return Conflict(
                message: "Field '\(key)' is ambiguous because it references two different fields: "
                    + "'\(first.field.name.value)' and '\(second.field.name.value)'",
                place: first.place, note: "the other field", other: second.place)
        }
        let firstArguments = arguments(first.field), secondArguments = arguments(second.field)
        guard !OverlapValues.sameArguments(firstArguments, secondArguments),
            !Program.mentionFragmentArguments(firstArguments, owner: first.owner, names: fragmentArgumentNames),
            !Program.mentionFragmentArguments(secondArguments, owner: second.owner, names: fragmentArgumentNames)
        else { return nil }
        return Conflict(
            message: RelayMessages.differingArguments(key: key, applied: Self.printed(firstArguments)),
            place: first.place,
            note: RelayMessages.differingArgumentsNote(applied: Self.printed(secondArguments)),
            other: second.place)
    }

    private func typeConflict(_ key: String, _ first: FieldInfo, _ second: FieldInfo) -> Conflict {
        let schema = context.schema
        return Conflict(
            message: "Field '\(key)' is ambiguous because it references fields with different types: "
                + "'\(first.field.name.value)' with type '\(schema.describe(first.type))' and "
                + "'\(second.field.name.value)' with type '\(schema.describe(second.type))'",
            place: first.place, note: "the other field", other: second.place)
    }

    /// A field's arguments as Relay compares them: those passed `null` left out.
    private func arguments(_ field: Field) -> [Argument] {
        guard context.options.nullArgumentsAreOmitted else { return field.arguments }
        return field.arguments.filter { $0.value.kind != .null }
    }

    /// Arguments as Relay prints them in its message: nothing when there are none.
    private static func printed(_ arguments: [Argument]) -> String {
        guard !arguments.isEmpty else { return "" }
        return "(" + arguments.map { $0.name.value + ": " + Printer.print($0.value) }.joined(separator: ", ") + ")"
    }

    // MARK: Order

    /// The fragments operations reach, those that spread no other reached fragment first,
    /// then each once every fragment it spreads is done (in program order among equals).
    private func fragmentsLeavesFirst() -> [Int32] {
        let program = context.program
        var visited = VisitedSet()
        var reached = Set<Int32>()
        for operation in program.operations.indices {
            reached.formUnion(program.referencedFragments(of: operation, visited: &visited))
        }
        var waitingOn: [Int32: Int] = [:]
        var spreaders: [Int32: [Int32]] = [:]
        let fragments = reached.sorted()
        for fragment in fragments {
            let spreads = Set(program.fragments[Int(fragment)].spreads.map(\.fragment)).intersection(reached)
            waitingOn[fragment] = spreads.count
            for target in spreads { spreaders[target, default: []].append(fragment) }
        }
        // The order is its own queue: each fragment is appended once nothing holds it back.
        var order = fragments.filter { waitingOn[$0] == 0 }
        var next = 0
        while next < order.count {
            for spreader in spreaders[order[next]] ?? [] {
                waitingOn[spreader, default: 0] -= 1
                if waitingOn[spreader] == 0 { order.append(spreader) }
            }
            next += 1
        }
        return order
    }
}

extension RelayConflictWalk {
    /// Puts Relay's reports of conflicts in place of OverlappingFieldsCanBeMerged's, when
    /// that rule reported any and Relay's walk finds a conflict too. The rule stays the
    /// detector, so that a program it passes costs nothing more (Relay's walk would find more
    /// only where a meta-field meets a field of the same type under one name on another object
    /// type, which the rule merges). Where Relay's walk finds none (it misses a few, which
    /// Relay's own fixtures mark as to be fixed), the rule's reports stand.
    static func rephraseOverlapReports(in context: ValidationContext) {
        let rule = OverlappingFieldsCanBeMerged.name
        guard context.hasReports(of: rule) else { return }
        var walk = RelayConflictWalk(context: context)
        // In the order Relay lists them: by place, then by message.
        let conflicts = walk.conflicts().sorted {
            ($0.place.document, $0.place.span.start, $0.message) < ($1.place.document, $1.place.span.start, $1.message)
        }
        guard !conflicts.isEmpty else { return }
        context.removeReports(of: rule)
        for conflict in conflicts {
            context.report(
                rule, conflict.message, at: conflict.place.span, in: conflict.place.document,
                related: [(conflict.note, conflict.other)])
        }
    }
}
