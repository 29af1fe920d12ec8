import GraphQLSyntax

/// The member names seen so far while a type is built (fields, enum values or input fields),
/// with where each was written, for reporting repetitions.
///
/// Few members are searched in order; past `NameIndex.linearSearchLimit` a dictionary is kept.
struct MemberNames {
    private(set) var entries: [(name: Name, sourceIndex: Int32)] = []
    private var positions: NameTable?

    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// The earlier member with this name, if any.
    func find(_ name: String) -> (name: Name, sourceIndex: Int32)? {
        if let positions { return positions.value(for: name).map { entries[Int($0)] } }
        for entry in entries where entry.name.value == name { return entry }
        return nil
    }

    /// An index of the members by name, valid when every name recorded became a member, in
    /// order (`memberCount` equals the number recorded).
    func index(memberCount: Int) -> NameIndex? {
        memberCount == entries.count ? NameIndex(positions: positions) : nil
    }

    /// Records a member (whose name `find` did not find).
    mutating func insert(_ name: Name, sourceIndex: Int32) {
        entries.append((name, sourceIndex))
        if positions != nil {
            positions?.insert(name.value, value: Int32(entries.count - 1))
        } else if entries.count > NameIndex.linearSearchLimit {
            var table = NameTable(capacity: entries.capacity)
            for (offset, entry) in entries.enumerated() { table.insert(entry.name.value, value: Int32(offset)) }
            positions = table
        }
    }
}
