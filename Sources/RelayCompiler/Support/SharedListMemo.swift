import Foundation

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
///
/// Threads may share a memo: entries are read and stored under a lock, and a list two threads
/// meet at once is computed by both (the results are equal; the first stored is kept).
final class SharedListMemo<Element: Sendable, Result: Sendable>: @unchecked Sendable {
    private struct Key: Hashable {
        let address: UnsafeRawPointer
        let count: Int
        let context: Int
    }

    private var entries: [Key: (list: [Element], result: Result)] = [:]
    private let lock = NSLock()

    init() {}

    /// The result remembered for `list` in `context` (a pass whose result also depends on
    /// something else, such as a type, passes it here), or `compute(list)`, remembered.
    func result(for list: [Element], context: Int = 0, _ compute: ([Element]) -> Result) -> Result {
        guard let address = list.withUnsafeBufferPointer({ $0.baseAddress }), !list.isEmpty else {
            return compute(list)
        }
        let key = Key(address: UnsafeRawPointer(address), count: list.count, context: context)
        if let result = lock.withLock({ entries[key]?.result }) { return result }
        let result = compute(list)
        return lock.withLock {
            if let stored = entries[key] { return stored.result }
            entries[key] = (list, result)
            return result
        }
    }
}
