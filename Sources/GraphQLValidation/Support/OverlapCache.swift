import GraphQLSchema
import GraphQLSyntax

/// A field as OverlappingFieldsCanBeMerged compares it: its response name, the type it was
/// selected on, the type its definition returns (nil when the parent type does not define
/// it), the document it is written in, and where to read the field itself. The field is
/// read only when it is compared with another of the same name, which is rare: copying
/// every field into the cache would cost more than the rest of the rule.
struct OverlapField {
    var responseName: String
    var fieldName: String
    /// Whether the field has arguments or a selection set: most compared fields have
    /// neither, and then the field is never read.
    var hasArguments: Bool
    var hasSelectionSet: Bool
    var parentType: TypeID?
    var type: SchemaTypeReference?
    var document: Int32
    /// The fragment (by position) the field is written in, or `Program.operationOwner`.
    var owner: Int32
    /// The position of the field's selection list in `CollectedFields.selectionLists`.
    var list: Int32
    /// The field's position in that list.
    var index: Int32
}

/// The fields of a selection set by response name (inline fragments flattened in, spreads
/// not followed), and the fragments it spreads: the reference's "fields and fragment names".
/// A class, so that the cache hands out one shared instance per selection set and a
/// fragment's fields are recognised when compared with themselves.
final class CollectedFields {
    /// The fields grouped by response name: groups in the order their name is first
    /// selected, the fields of a group in selection order (the reference's map order).
    private(set) var fields: [OverlapField] = []
    /// Where each group starts in `fields`, then `fields.count`; nil when every field has a
    /// name of its own (the usual case), each field then being its own group.
    private var groupStarts: [Int32]?
    /// The selection lists the fields are read from: the set's own and its inline fragments'.
    private(set) var selectionLists: [[Selection]] = []
    /// Group positions by response name, for large sets only: small ones are searched in
    /// order, which is faster than hashing the name.
    private var positions: [String: Int32]?
    /// The fragments spread (by canonical position), each once, in the order first spread.
    private(set) var fragments: [Int32] = []

    private static let indexThreshold = 12

    /// Collects with `body`, which adds selection lists, fields and fragments in selection
    /// order, then groups the fields by response name.
    init(_ body: (CollectedFields) -> Void) {
        body(self)
        groupFields()
    }

    func addSelectionList(_ selections: [Selection]) -> Int32 {
        selectionLists.append(selections)
        return Int32(selectionLists.count - 1)
    }

    func addField(_ field: OverlapField) { fields.append(field) }

    func addFragment(_ fragment: Int32) {
        if !fragments.contains(fragment) { fragments.append(fragment) }
    }

    private func groupFields() {
        let count = fields.count
        guard count > 1 else { return }
        // Which group each field belongs to; groups numbered in order of first appearance.
        var groupOfField = [Int32](repeating: 0, count: count)
        var firstOfGroup: [Int32] = []
        var table: [String: Int32]? = count > Self.indexThreshold ? [:] : nil
        for position in 0..<count {
            let name = fields[position].responseName
            var group: Int32?
            if table != nil {
                group = table?[name]
            } else {
                for (candidate, first) in firstOfGroup.enumerated() where fields[Int(first)].responseName == name {
                    group = Int32(candidate)
                    break
                }
            }
            if let group {
                groupOfField[position] = group
            } else {
                let newGroup = Int32(firstOfGroup.count)
                firstOfGroup.append(Int32(position))
                table?[name] = newGroup
                groupOfField[position] = newGroup
            }
        }
        positions = table
        guard firstOfGroup.count < count else { return }
        // Some names repeat: order the fields by group, stably.
        var sizes = [Int32](repeating: 0, count: firstOfGroup.count + 1)
        for group in groupOfField { sizes[Int(group) + 1] += 1 }
        for index in 1..<sizes.count { sizes[index] += sizes[index - 1] }
        let starts = sizes
        var next = sizes
        var grouped = fields
        for position in 0..<count {
            let group = Int(groupOfField[position])
            grouped[Int(next[group])] = fields[position]
            next[group] += 1
        }
        fields = grouped
        groupStarts = starts
    }

    var groupCount: Int { groupStarts.map { $0.count - 1 } ?? fields.count }

    /// The positions in `fields` of a group's fields.
    func range(ofGroup group: Int) -> Range<Int> {
        guard let groupStarts else { return group..<(group + 1) }
        return Int(groupStarts[group])..<Int(groupStarts[group + 1])
    }

    /// The group of a response name, or nil.
    func group(named responseName: String) -> Int? {
        if let positions { return positions[responseName].map(Int.init) }
        let count = groupCount
        var group = 0
        while group < count {
            if fields[range(ofGroup: group).lowerBound].responseName == responseName { return group }
            group += 1
        }
        return nil
    }

    /// The field an entry stands for.
    func field(_ entry: OverlapField) -> Field? {
        guard case .field(let field) = selectionLists[Int(entry.list)][Int(entry.index)] else { return nil }
        return field
    }
}

/// OverlappingFieldsCanBeMerged's memory for the whole program: the collected fields of
/// each selection set met (so that a fragment's fields are collected once however often it
/// is spread), and the fragment pairs already compared (the reference's `PairSet`), with
/// whether they were compared as mutually exclusive.
struct OverlapCache {
    /// Keyed by document and the offset of the selection set's `{`.
    var collected: [UInt64: CollectedFields] = [:]
    var comparedFragmentPairs: [UInt64: Bool] = [:]
    /// The program's fragments on spread cycles through fields, which the rule leaves out
    /// (found once).
    var fragmentsOnCyclesThroughFields: Set<Int32>?
    /// In Relay's mode, the names each fragment declares with `@argumentDefinitions`, by
    /// position: arguments mentioning their own fragment's are compared once the fragments'
    /// arguments are applied (found once; empty in the specification's mode).
    var fragmentArgumentNames: [Set<String>]?

    static func key(document: Int, selectionSet: SelectionSet) -> UInt64 {
        UInt64(truncatingIfNeeded: document) << 32 | UInt64(selectionSet.span.start)
    }

    private static func pairKey(_ first: Int32, _ second: Int32) -> UInt64 {
        let low = min(first, second), high = max(first, second)
        return UInt64(UInt32(bitPattern: low)) << 32 | UInt64(UInt32(bitPattern: high))
    }

    /// Whether the pair was compared: as mutually exclusive or not, when asking about
    /// mutually exclusive fields; only as not, otherwise (a stricter comparison).
    func hasCompared(_ first: Int32, _ second: Int32, mutuallyExclusive: Bool) -> Bool {
        guard let recorded = comparedFragmentPairs[Self.pairKey(first, second)] else { return false }
        return mutuallyExclusive || recorded == mutuallyExclusive
    }

    mutating func recordComparison(_ first: Int32, _ second: Int32, mutuallyExclusive: Bool) {
        comparedFragmentPairs[Self.pairKey(first, second)] = mutuallyExclusive
    }
}
