import GraphQLSchema
import GraphQLSyntax

/// Two fields that cannot be merged: why, and the fields on each side (the two fields, then
/// the conflicting fields of their sub-selections).
struct OverlapConflict {
    indirect enum Reason {
        case message(String)
        case subfields([(String, Reason)])

        /// The reason as the reference words it.
        var message: String {
            switch self {
            case .message(let text):
                text
            case .subfields(let conflicts):
                conflicts.map { "subfields \"\($0.0)\" conflict because " + $0.1.message }.joined(separator: " and ")
            }
        }
    }

    var responseName: String
    var reason: Reason
    var fields1: [ValidationContext.Place]
    var fields2: [ValidationContext.Place]
}

/// Comparisons of arguments and types for OverlappingFieldsCanBeMerged.
enum OverlapValues {
    /// Whether two argument lists are the same: as many arguments, each of the first given
    /// the same value in the second (object fields compared in name order).
    static func sameArguments(_ first: [Argument], _ second: [Argument]) -> Bool {
        if first.isEmpty || second.isEmpty { return first.isEmpty && second.isEmpty }
        guard first.count == second.count else { return false }
        for argument in first {
            // The last argument of a repeated name, as the reference's map keeps it.
            guard let other = second.last(where: { $0.name.value == argument.name.value }),
                sameValue(argument.value, other.value)
            else { return false }
        }
        return true
    }

    /// Whether two values print the same once their object fields are sorted by name.
    static func sameValue(_ first: Value, _ second: Value) -> Bool {
        switch (first.kind, second.kind) {
        case (.variable(let a), .variable(let b)): return a.value == b.value
        case (.int(let a), .int(let b)), (.float(let a), .float(let b)), (.enumValue(let a), .enumValue(let b)):
            return a == b
        case (.string(let a, let blockA), .string(let b, let blockB)):
            return a == b && (blockA == blockB || Printer.print(first) == Printer.print(second))
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.null, .null): return true
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { sameValue($0, $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            let sortedA = sortedFields(a), sortedB = sortedFields(b)
            return zip(sortedA, sortedB).allSatisfy { $0.name.value == $1.name.value && sameValue($0.value, $1.value) }
        default:
            return false
        }
    }

    /// Fields by name, keeping the written order of equal names (a stable sort, as the
    /// reference's). Names compare by UTF-16 code units, as JavaScript compares strings;
    /// GraphQL names are ASCII, so byte order is the same.
    private static func sortedFields(_ fields: [ObjectField]) -> [ObjectField] {
        fields.enumerated().sorted { lhs, rhs in
            if lhs.element.name.value != rhs.element.name.value {
                return lhs.element.name.value.utf8.lexicographicallyPrecedes(rhs.element.name.value.utf8)
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether two field types cannot both describe one value: lists and non-nulls must
    /// match, and leaf types must be the same type. Composite types are compared through
    /// their sub-selections instead.
    static func doTypesConflict(_ first: SchemaTypeReference, _ second: SchemaTypeReference, in schema: GraphQLSchema)
        -> Bool
    {
        var first = first, second = second
        while true {
            if first.isList {
                guard second.isList, let a = first.ofType, let b = second.ofType else { return true }
                first = a
                second = b
                continue
            }
            if second.isList { return true }
            if first.isNonNull {
                guard second.isNonNull, let a = first.ofType, let b = second.ofType else { return true }
                first = a
                second = b
                continue
            }
            if second.isNonNull { return true }
            if schema.kind(of: first.namedType).isLeaf || schema.kind(of: second.namedType).isLeaf {
                return first.namedType != second.namedType
            }
            return false
        }
    }
}
