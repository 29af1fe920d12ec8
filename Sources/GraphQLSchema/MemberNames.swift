import GraphQLSyntax

/// The member names seen so far while a type is built (fields, enum values or input fields),
/// with where each was written, for reporting repetitions.
///
/// Few members are searched in order; past `NameIndex.linearSearchLimit` a dictionary is kept.
struct MemberNames {
    private(set) var entries: [(name: Name, sourceIndex: Int32)] = []
    private var positions: [String: Int]?

    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// The earlier member with this name, if any.
    func find(_ name: String) -> (name: Name, sourceIndex: Int32)? {
        if let positions { return positions[name].map { entries[$0] } }
        for entry in entries where entry.name.value == name { return entry }
        return nil
    }

    /// Records a member (whose name `find` did not find).
    mutating func insert(_ name: Name, sourceIndex: Int32) {
        entries.append((name, sourceIndex))
        if positions != nil {
            positions?[name.value] = entries.count - 1
        } else if entries.count > NameIndex.linearSearchLimit {
            var table = [String: Int](minimumCapacity: entries.count * 2)
            for (offset, entry) in entries.enumerated() where table[entry.name.value] == nil {
                table[entry.name.value] = offset
            }
            positions = table
        }
    }
}
