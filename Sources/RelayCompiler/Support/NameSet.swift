import GraphQLSchema

/// Names, as a `Set<String>` holds them, for the passes that gather and look up variable
/// names: a few per definition, thousands per project. A small set keeps its names in a list
/// beside their hashes (`NameTable`'s multiply-xorshift, not SipHash), searched in order: for
/// the handful of names most of these sets hold, comparing integers costs less than probing a
/// table, and an empty set allocates nothing. A set that grows past `listLimit` names is
/// indexed by a `NameTable`, so that it never costs quadratic time.
struct NameSet: Sendable {
    private var hashes: [UInt32] = []
    private var names: [String] = []
    /// The names' positions, once there are more than `listLimit`.
    private var table: NameTable?

    private static var listLimit: Int { 32 }

    /// An empty set.
    init() {}

    /// The set of `names`.
    init(_ names: some Collection<String>) {
        hashes.reserveCapacity(Swift.min(names.count, Self.listLimit + 1))
        self.names.reserveCapacity(names.count)
        for name in names { insert(name) }
    }

    func contains(_ name: String) -> Bool {
        if let table { return table.value(for: name) != nil }
        return listPosition(of: name, hash: NameTable.hash(name)) != nil
    }

    /// Adds `name`; whether it was new.
    @discardableResult
    mutating func insert(_ name: String) -> Bool {
        if table != nil {
            let count = names.count
            guard table?.insert(name, value: Int32(count)) == Int32(count) else { return false }
            names.append(name)
            return true
        }
        let hash = NameTable.hash(name)
        guard listPosition(of: name, hash: hash) == nil else { return false }
        hashes.append(hash)
        names.append(name)
        if names.count > Self.listLimit {
            var index = NameTable(capacity: names.count * 2)
            for (position, name) in names.enumerated() { index.insert(name, value: Int32(position)) }
            table = index
            hashes = []
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
