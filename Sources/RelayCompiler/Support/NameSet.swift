import GraphQLSchema

/// Names, as a `Set<String>` holds them, for the passes that gather and look up variable
/// names: a few per definition, thousands per project. A small set keeps its names in a list
/// beside their hashes (`NameTable`'s multiply-xorshift, not SipHash), searched in order: for
/// the handful of names most of these sets hold, comparing integers costs less than probing a
/// table, and an empty set allocates nothing. A set that grows past `listLimit` names moves
/// them into a `NameTable`, so that it never costs quadratic time.
struct NameSet: Sendable {
    private var hashes: [UInt32] = []
    private var names: [String] = []
    /// The names, once there are more than `listLimit` (the list is then empty).
    private var table: NameTable?

    private static var listLimit: Int { 32 }

    /// An empty set.
    init() {}

    /// The set of `names`.
    init(_ names: some Collection<String>) {
        hashes.reserveCapacity(Swift.min(names.count, Self.listLimit + 1))
        self.names.reserveCapacity(Swift.min(names.count, Self.listLimit + 1))
        for name in names { insert(name) }
    }

    func contains(_ name: String) -> Bool {
        if let table { return table.value(for: name) != nil }
        return !names.isEmpty && listPosition(of: name, hash: NameTable.hash(name)) != nil
    }

    /// Adds `name`; whether it was new.
    @discardableResult
    mutating func insert(_ name: String) -> Bool {
        if let count = table?.count {
            return table?.insert(name, value: Int32(count)) == Int32(count)
        }
        let hash = NameTable.hash(name)
        guard listPosition(of: name, hash: hash) == nil else { return false }
        hashes.append(hash)
        names.append(name)
        if names.count > Self.listLimit {
            var moved = NameTable(capacity: names.count)
            for name in names { moved.insert(name, value: Int32(moved.count)) }
            table = moved
            (hashes, names) = ([], [])
        }
        return true
    }

    private func listPosition(of name: String, hash: UInt32) -> Int? {
        var start = hashes.startIndex
        while let found = hashes[start...].firstIndex(of: hash) {
            if names[found] == name { return found }
            start = found + 1
        }
        return nil
    }
}
