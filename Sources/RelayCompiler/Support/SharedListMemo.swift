/// Remembers what a pass made of each selection list, by the list's storage: two lists that
/// share storage hold the same elements, so the pass's result for one is its result for the
/// other.
///
/// This is what keeps the operation side of the compiler proportional to the program rather
/// than to what it inlines: a fragment spread in a hundred operations is inlined as the same
/// shared list a hundred times, and each pass that remembers its results transforms that list
/// once and hands every operation the same (again shared) result. Relay's compiler does the
/// same with the addresses of its reference-counted nodes.
///
/// Every list is kept alive by its entry: storage freed during the pass could otherwise be
/// reused by a different list at the same address.
final class SharedListMemo<Element, Result> {
    private struct Key: Hashable {
        let address: UnsafeRawPointer
        let count: Int
        let context: Int
    }

    private var entries: [Key: (list: [Element], result: Result)] = [:]

    init() {}

    /// The result remembered for `list` in `context` (a pass whose result also depends on
    /// something else, such as a type, passes it here), or `compute(list)`, remembered.
    func result(for list: [Element], context: Int = 0, _ compute: ([Element]) -> Result) -> Result {
        guard let address = list.withUnsafeBufferPointer({ $0.baseAddress }), !list.isEmpty else {
            return compute(list)
        }
        let key = Key(address: UnsafeRawPointer(address), count: list.count, context: context)
        if let entry = entries[key] { return entry.result }
        let result = compute(list)
        entries[key] = (list, result)
        return result
    }
}
