/// Positions of named members (fields, enum values, input fields) in their array, by name.
///
/// A few members are found faster by comparing names one by one than by hashing the name
/// looked for, and need no table at all; only longer lists get a hash table.
struct NameIndex: Sendable {
    /// Lists at most this long are searched in order.
    static let linearSearchLimit = 8

    private let positions: NameTable?

    /// An index over a table already built (nil for a short list searched in order).
    init(positions: NameTable?) {
        self.positions = positions
    }

    /// An index of `names`, which must be unique (the first of a repeated name wins).
    init<Names: Collection>(_ names: Names) where Names.Element == String {
        guard names.count > Self.linearSearchLimit else {
            positions = nil
            return
        }
        var positions = NameTable(capacity: names.count)
        for (offset, name) in names.enumerated() { positions.insert(name, value: Int32(offset)) }
        self.positions = positions
    }

    /// The position of `name`, given the names in order (used for short lists).
    @inline(__always)
    func position(of name: String, names: (Int) -> String, count: Int) -> Int? {
        if let positions { return positions.value(for: name).map(Int.init) }
        var index = 0
        while index < count {
            if names(index) == name { return index }
            index += 1
        }
        return nil
    }
}
