extension SelectorValue {
    /// This value with `other`, read later for the same response key, read into it: a linked
    /// field selected twice for one record (in its list and in an inline fragment that
    /// matches, say) gives one object holding both selections' fields, as Relay's reader
    /// reads the second into the object of the first. Items of two reads of one plural field
    /// merge by position. Anything else is replaced by the later read.
    func merging(_ other: SelectorValue) -> SelectorValue {
        switch (self, other) {
        case (.object(var first), .object(let second)) where first.recordID == second.recordID:
            first.merge(second)
            return .object(first)
        case (.array(var first), .array(let second)) where first.count == second.count:
            for index in first.indices { first[index] = first[index].merging(second[index]) }
            return .array(first)
        default:
            return other
        }
    }
}

extension SelectorData {
    /// Reads `other`'s fields into this data, merging values both hold (`merging(_:)`).
    mutating func merge(_ other: SelectorData) {
        for (key, value) in other.fields {
            fields[key] = fields[key].map { $0.merging(value) } ?? value
        }
        dependencies |= other.dependencies
        if let reads = other.pluralReads { pluralReads = (pluralReads ?? []) + reads }
    }
}
