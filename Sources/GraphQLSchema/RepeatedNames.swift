/// Finds the names a list holds more than once, for the "there can be only one" checks.
enum RepeatedNames {
    /// The positions of each name that occurs more than once, grouped by name in the order
    /// of first occurrence; each group in order. Linear in the number of names.
    static func groups(_ count: Int, name: (Int) -> String) -> [[Int]] {
        guard count > 1 else { return [] }
        var firstPositions = NameTable(capacity: count)
        var groupOfFirst: [Int: Int] = [:]
        var groups: [[Int]] = []
        for position in 0..<count {
            let first = Int(firstPositions.insert(name(position), value: Int32(position)))
            guard first != position else { continue }
            if let group = groupOfFirst[first] {
                groups[group].append(position)
            } else {
                groupOfFirst[first] = groups.count
                groups.append([first, position])
            }
        }
        return groups
    }
}
