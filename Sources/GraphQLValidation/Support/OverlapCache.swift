import GraphQLSchema
import GraphQLSyntax

/// A field as OverlappingFieldsCanBeMerged compares it: the field, the type it was selected
/// on, the type its definition returns (nil when the parent type does not define it), and
/// the document it is written in.
struct OverlapField {
    var field: Field
    var parentType: TypeID?
    var type: SchemaTypeReference?
    var document: Int32
}

/// The fields of a selection set by response name (inline fragments flattened in, spreads
/// not followed), and the fragments it spreads: the reference's "fields and fragment names".
/// A class, so that the cache hands out one shared instance per selection set and a
/// fragment's fields are recognised when compared with themselves.
final class CollectedFields {
    /// Response names in the order first selected.
    private(set) var responseNames: [String] = []
    /// The fields for each response name, in selection order.
    private(set) var groups: [[OverlapField]] = []
    /// Positions of response names, built only for large sets: small sets are searched in
    /// order, which is faster than hashing the name.
    private var positions: [String: Int]?
    /// The fragments spread (by canonical position), each once, in the order first spread.
    private(set) var fragments: [Int32] = []

    private static let indexThreshold = 12

    func append(_ field: OverlapField, as responseName: String) {
        if let position = position(of: responseName) {
            groups[position].append(field)
            return
        }
        responseNames.append(responseName)
        groups.append([field])
        if positions != nil {
            positions?[responseName] = groups.count - 1
        } else if groups.count > Self.indexThreshold {
            var table = [String: Int](minimumCapacity: groups.count * 2)
            for (position, name) in responseNames.enumerated() { table[name] = position }
            positions = table
        }
    }

    func appendFragment(_ fragment: Int32) {
        if !fragments.contains(fragment) { fragments.append(fragment) }
    }

    /// The position of a response name among `groups`, or nil.
    func position(of responseName: String) -> Int? {
        if let positions { return positions[responseName] }
        var index = 0
        while index < responseNames.count {
            if responseNames[index] == responseName { return index }
            index += 1
        }
        return nil
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
