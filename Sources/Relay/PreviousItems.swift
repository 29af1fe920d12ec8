/// The objects of a plural field's previous read, found by position or, once the list has
/// shifted (an edge inserted or removed before the end), by record ID.
struct PreviousItems {
    private let items: [SelectorValue]
    private var byID: [DataID: SelectorData]?

    init(_ items: [SelectorValue]) {
        self.items = items
    }

    /// The previous object read from `id`, expected at `index`.
    mutating func item(at index: Int, id: DataID) -> SelectorData? {
        guard index < items.count else {
            // Past the previous end (an appended item): found by ID only if the list already shifted.
            return byID?[id]
        }
        if case .object(let object) = items[index], object.recordID == id { return object }
        if byID == nil {
            var table: [DataID: SelectorData] = [:]
            table.reserveCapacity(items.count)
            for case .object(let object) in items {
                if let recordID = object.recordID { table[recordID] = object }
            }
            byID = table
        }
        return byID?[id]
    }
}
