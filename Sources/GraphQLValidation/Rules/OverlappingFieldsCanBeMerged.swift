import GraphQLSchema
import GraphQLSyntax

/// §5.3.2: fields selected under one response name, directly or through fragments, can be
/// merged: the same field with the same arguments (unless their parents are different
/// object types), types that do not conflict, and sub-selections that merge in turn.
///
/// The algorithm is the reference's, which keeps it from growing quadratically on large
/// fragment graphs: each selection set's fields are collected once and cached, and each pair
/// of fragments is compared once (`OverlapCache`).
enum OverlappingFieldsCanBeMerged {
    static let name = "OverlappingFieldsCanBeMerged"

    static func check(_ selectionSet: SelectionSet, parentType: TypeID?, in walker: DocumentWalker) {
        // Fields with names of their own and no fragment cannot conflict within the set; its
        // sub-sets are checked when the walk reaches them.
        if hasOnlyDistinctFields(selectionSet) { return }
        let context = walker.context
        if context.overlap.fragmentsOnCyclesThroughFields == nil {
            context.overlap.fragmentsOnCyclesThroughFields = context.program.fragmentsOnCyclesThroughFields()
            context.overlap.fragmentArgumentNames =
                context.options.fragmentArgumentsAreInScope ? context.program.fragmentArgumentNames() : []
        }
        var finder = OverlapFinder(context: context, cache: context.overlap)
        context.overlap = OverlapCache()
        let conflicts = finder.conflictsWithin(
            selectionSet, document: walker.document, owner: walker.owner, parentType: parentType)
        context.overlap = finder.cache
        for conflict in conflicts { report(conflict, in: context) }
    }

    /// Whether every selection is a field and no two share a response name. Small sets are
    /// compared pairwise: hashing would cost more.
    private static func hasOnlyDistinctFields(_ selectionSet: SelectionSet) -> Bool {
        let selections = selectionSet.selections
        guard selections.count <= 16 else { return false }
        var names: [String] = []
        names.reserveCapacity(selections.count)
        for selection in selections {
            guard case .field(let field) = selection else { return false }
            let name = field.alias?.value ?? field.name.value
            if names.contains(name) { return false }
            names.append(name)
        }
        return true
    }

    private static func report(_ conflict: OverlapConflict, in context: ValidationContext) {
        let places = conflict.fields1 + conflict.fields2
        guard let primary = places.first else { return }
        context.report(
            name,
            "Fields \"\(conflict.responseName)\" conflict because \(conflict.reason.message)."
                + " Use different aliases on the fields to fetch both if this was intentional.",
            at: primary.span, in: primary.document,
            related: places.dropFirst().map { ("conflicting field", $0) })
    }
}

/// The reference's conflict search, with the program's cache.
struct OverlapFinder {
    let context: ValidationContext
    var cache: OverlapCache
    /// How deep comparisons of sub-selections go; a guard against stack exhaustion on
    /// adversarial input (real documents nest far less).
    private var depth = 0
    private static let maximumDepth = 2_000
    /// How long a chain of fragments spreading fragments is followed; the same guard for
    /// chains of spreads (a valid document may chain thousands; none real chains a thousand).
    private var fragmentDepth = 0
    private static let maximumFragmentDepth = 1_000

    init(context: ValidationContext, cache: OverlapCache) {
        self.context = context
        self.cache = cache
    }

    mutating func conflictsWithin(_ selectionSet: SelectionSet, document: Int, owner: Int32, parentType: TypeID?)
        -> [OverlapConflict]
    {
        var conflicts: [OverlapConflict] = []
        let fields = collected(selectionSet, document: document, owner: owner, parentType: parentType)
        collectConflictsWithin(fields, into: &conflicts)
        let fragments = fields.fragments
        for (index, fragment) in fragments.enumerated() {
            collectConflicts(between: fields, andFragment: fragment, mutuallyExclusive: false, into: &conflicts)
            for other in fragments[(index + 1)...] {
                collectConflicts(betweenFragments: fragment, other, mutuallyExclusive: false, into: &conflicts)
            }
        }
        return conflicts
    }

    // MARK: Collecting fields

    /// The fields of a selection set written in `owner` (a fragment's position, or
    /// `Program.operationOwner`), on `parentType`.
    mutating func collected(_ selectionSet: SelectionSet, document: Int, owner: Int32, parentType: TypeID?)
        -> CollectedFields
    {
        let key = OverlapCache.key(document: document, selectionSet: selectionSet)
        if let cached = cache.collected[key] { return cached }
        let fields = CollectedFields { fields in
            collect(
                selectionSet, document: Int32(truncatingIfNeeded: document), owner: owner, parentType: parentType,
                into: fields)
        }
        cache.collected[key] = fields
        return fields
    }

    private func collect(
        _ selectionSet: SelectionSet, document: Int32, owner: Int32, parentType: TypeID?, into fields: CollectedFields
    ) {
        let schema = context.schema
        // The reference looks only at the fields an object or interface type defines itself
        // (no meta-field such as `__typename`); Relay's mode gives meta-fields their types.
        let metaFieldsHaveTypes = context.options.metaFieldsHaveTypes
        var fieldOwner: SchemaType?
        if let parentType {
            let type = schema[parentType]
            if type.kind == .object || type.kind == .interface { fieldOwner = type }
        }
        let selections = selectionSet.selections
        let list = fields.addSelectionList(selections)
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .field(let field):
                var type: SchemaTypeReference?
                if let fieldOwner { type = fieldOwner.field(named: field.name.value)?.type }
                if type == nil, metaFieldsHaveTypes, let parentType, field.name.value.hasPrefix("__") {
                    type = schema.metaField(named: field.name.value, on: parentType)?.type
                }
                fields.addField(
                    OverlapField(
                        responseName: field.alias?.value ?? field.name.value, fieldName: field.name.value,
                        hasArguments: !field.arguments.isEmpty, hasSelectionSet: field.selectionSet != nil,
                        parentType: parentType, type: type, document: document, owner: owner, list: list,
                        index: Int32(index)))
            case .fragmentSpread(let spread):
                // A fragment on a cycle through a field is left out: comparing through it would not end.
                if let fragment = context.program.fragment(named: spread.name.value),
                    cache.fragmentsOnCyclesThroughFields?.contains(fragment) != true
                {
                    fields.addFragment(fragment)
                }
            case .inlineFragment(let inline):
                let type = inline.typeCondition.map { schema.typeID(named: $0.value) } ?? parentType
                collect(inline.selectionSet, document: document, owner: owner, parentType: type, into: fields)
            }
        }
    }

    /// The collected fields of a fragment's selections, on its type condition.
    private mutating func collected(fragment: Int32) -> CollectedFields {
        let program = context.program
        let index = Int(fragment)
        return collected(
            program.fragments[index].definition.selectionSet, document: program.fragments[index].document,
            owner: fragment, parentType: program.fragments[index].typeCondition)
    }

    // MARK: Comparing collections

    private mutating func collectConflictsWithin(_ fields: CollectedFields, into conflicts: inout [OverlapConflict]) {
        guard fields.groupCount < fields.fields.count else { return }
        for group in 0..<fields.groupCount {
            let range = fields.range(ofGroup: group)
            guard range.count > 1 else { continue }
            for first in range {
                for second in (first + 1)..<range.upperBound {
                    if let conflict = findConflict(
                        fields, fields.fields[first], fields, fields.fields[second], parentsMutuallyExclusive: false)
                    {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    private mutating func collectConflicts(
        between first: CollectedFields, _ second: CollectedFields, mutuallyExclusive: Bool,
        into conflicts: inout [OverlapConflict]
    ) {
        guard !first.fields.isEmpty, !second.fields.isEmpty else { return }
        for group in 0..<first.groupCount {
            let range = first.range(ofGroup: group)
            guard let otherGroup = second.group(named: first.fields[range.lowerBound].responseName) else { continue }
            let otherRange = second.range(ofGroup: otherGroup)
            for position in range {
                for otherPosition in otherRange {
                    if let conflict = findConflict(
                        first, first.fields[position], second, second.fields[otherPosition],
                        parentsMutuallyExclusive: mutuallyExclusive)
                    {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    private mutating func collectConflicts(
        between fields: CollectedFields, andFragment fragment: Int32, mutuallyExclusive: Bool,
        into conflicts: inout [OverlapConflict]
    ) {
        let fragmentFields = collected(fragment: fragment)
        // A fragment's fields are not compared with themselves.
        if fields === fragmentFields { return }
        collectConflicts(between: fields, fragmentFields, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        guard fragmentDepth < Self.maximumFragmentDepth else { return }
        fragmentDepth += 1
        defer { fragmentDepth -= 1 }
        for referenced in fragmentFields.fragments {
            if cache.hasCompared(referenced, fragment, mutuallyExclusive: mutuallyExclusive) { continue }
            cache.recordComparison(referenced, fragment, mutuallyExclusive: mutuallyExclusive)
            collectConflicts(
                between: fields, andFragment: referenced, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        }
    }

    private mutating func collectConflicts(
        betweenFragments first: Int32, _ second: Int32, mutuallyExclusive: Bool, into conflicts: inout [OverlapConflict]
    ) {
        if first == second { return }
        if cache.hasCompared(first, second, mutuallyExclusive: mutuallyExclusive) { return }
        cache.recordComparison(first, second, mutuallyExclusive: mutuallyExclusive)
        let firstFields = collected(fragment: first)
        let secondFields = collected(fragment: second)
        collectConflicts(between: firstFields, secondFields, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        guard fragmentDepth < Self.maximumFragmentDepth else { return }
        fragmentDepth += 1
        defer { fragmentDepth -= 1 }
        for referenced in secondFields.fragments {
            collectConflicts(
                betweenFragments: first, referenced, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        }
        for referenced in firstFields.fragments {
            collectConflicts(
                betweenFragments: referenced, second, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        }
    }

    private mutating func conflictsBetweenSubSelections(
        _ first: OverlapField, _ firstSet: SelectionSet, _ second: OverlapField, _ secondSet: SelectionSet,
        mutuallyExclusive: Bool
    ) -> [OverlapConflict] {
        var conflicts: [OverlapConflict] = []
        let firstFields = collected(
            firstSet, document: Int(first.document), owner: first.owner, parentType: first.type?.namedType)
        let secondFields = collected(
            secondSet, document: Int(second.document), owner: second.owner, parentType: second.type?.namedType)
        collectConflicts(between: firstFields, secondFields, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        for fragment in secondFields.fragments {
            collectConflicts(
                between: firstFields, andFragment: fragment, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        }
        for fragment in firstFields.fragments {
            collectConflicts(
                between: secondFields, andFragment: fragment, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
        }
        for fragment in firstFields.fragments {
            for other in secondFields.fragments {
                collectConflicts(
                    betweenFragments: fragment, other, mutuallyExclusive: mutuallyExclusive, into: &conflicts)
            }
        }
        return conflicts
    }

    // MARK: Comparing two fields

    /// The conflict between two fields with one response name, their sub-selections
    /// included, or nil.
    private mutating func findConflict(
        _ firstFields: CollectedFields, _ first: OverlapField, _ secondFields: CollectedFields, _ second: OverlapField,
        parentsMutuallyExclusive: Bool
    ) -> OverlapConflict? {
        let responseName = first.responseName
        let schema = context.schema
        var mutuallyExclusive = parentsMutuallyExclusive
        if !mutuallyExclusive, let firstParent = first.parentType, let secondParent = second.parentType,
            firstParent != secondParent, schema.kind(of: firstParent) == .object,
            schema.kind(of: secondParent) == .object
        {
            mutuallyExclusive = true
        }
        // The fields themselves are read only when their arguments or selections are needed.
        func conflict(_ reason: String) -> OverlapConflict {
            let place1 = ValidationContext.Place(
                document: Int(first.document), span: firstFields.field(first)?.span ?? .none)
            let place2 = ValidationContext.Place(
                document: Int(second.document), span: secondFields.field(second)?.span ?? .none)
            return OverlapConflict(
                responseName: responseName, reason: .message(reason), fields1: [place1], fields2: [place2])
        }
        if !mutuallyExclusive {
            if first.fieldName != second.fieldName {
                return conflict("\"\(first.fieldName)\" and \"\(second.fieldName)\" are different fields")
            }
            if first.hasArguments || second.hasArguments {
                var arguments1 = firstFields.field(first)?.arguments ?? []
                var arguments2 = secondFields.field(second)?.arguments ?? []
                if context.options.nullArgumentsAreOmitted {
                    arguments1.removeAll { $0.value.kind == .null }
                    arguments2.removeAll { $0.value.kind == .null }
                }
                if !OverlapValues.sameArguments(arguments1, arguments2),
                    !awaitFragmentArguments(arguments1, of: first, arguments2, of: second)
                {
                    return conflict("they have differing arguments")
                }
            }
        }
        if let type1 = first.type, let type2 = second.type, OverlapValues.doTypesConflict(type1, type2, in: schema) {
            return conflict(
                "they return conflicting types \"\(schema.describe(type1))\" and \"\(schema.describe(type2))\"")
        }
        guard first.hasSelectionSet, second.hasSelectionSet, depth < Self.maximumDepth,
            let node1 = firstFields.field(first), let node2 = secondFields.field(second),
            let set1 = node1.selectionSet, let set2 = node2.selectionSet
        else { return nil }
        depth += 1
        let conflicts = conflictsBetweenSubSelections(first, set1, second, set2, mutuallyExclusive: mutuallyExclusive)
        depth -= 1
        guard !conflicts.isEmpty else { return nil }
        let place1 = ValidationContext.Place(document: Int(first.document), span: node1.span)
        let place2 = ValidationContext.Place(document: Int(second.document), span: node2.span)
        return OverlapConflict(
            responseName: responseName,
            reason: .subfields(conflicts.map { ($0.responseName, $0.reason) }),
            fields1: [place1] + conflicts.flatMap(\.fields1), fields2: [place2] + conflicts.flatMap(\.fields2))
    }

    /// Whether two argument lists that differ as written are left for Relay's compiler to
    /// compare once fragment arguments are applied: either mentions an argument of the
    /// fragment it is written in.
    private func awaitFragmentArguments(
        _ first: [Argument], of firstField: OverlapField, _ second: [Argument], of secondField: OverlapField
    ) -> Bool {
        guard let names = cache.fragmentArgumentNames, !names.isEmpty else { return false }
        return Program.mentionFragmentArguments(first, owner: firstField.owner, names: names)
            || Program.mentionFragmentArguments(second, owner: secondField.owner, names: names)
    }
}
