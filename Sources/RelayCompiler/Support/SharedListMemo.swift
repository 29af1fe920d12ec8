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
/// meet at once is computed by both (the results are equal; the first stored is kept). The
/// entries are spread over shards, each with its own lock, by the list's address: with one
/// lock, the threads of a pass spent more time waiting for it than the pass saved.
final class SharedListMemo<Element: SharedListElement, Result: Sendable>: @unchecked Sendable {
    private struct Key: Hashable {
        let address: UnsafeRawPointer
        let count: Int
        let context: Int

        /// A multiply-and-fold of the address and context instead of SipHash: the keys are
        /// addresses of this process's own lists, nothing an adversary chooses, and hashing
        /// them with `Hasher` was a tenth of what the memo cost.
        func _rawHashValue(seed: Int) -> Int {
            let mixed = UInt(bitPattern: address) &+ UInt(bitPattern: context) &* 0x9E37_79B9_7F4A_7C15
            let product = mixed.multipliedFullWidth(by: 0xD6E8_FEB8_6659_FD93 ^ UInt(bitPattern: seed))
            return Int(bitPattern: product.high ^ product.low)
        }
    }

    private final class Shard: @unchecked Sendable {
        /// Read and written only under `lock`, which already makes access exclusive: the run
        /// time's own check of each access is skipped.
        @exclusivity(unchecked)
        var entries: [Key: (list: [Element], result: Result)] = [:]
        let lock = NSLock()
    }

    private static var shardCount: Int { 64 }
    /// No shards when the memo is off.
    private let shards: [Shard]

    /// A memo, or with `isEnabled` false one that remembers nothing (for programs whose
    /// definitions share no lists: see `IR.Program.sharesSelectionLists`).
    init(isEnabled: Bool = true) {
        shards = isEnabled ? (0..<Self.shardCount).map { _ in Shard() } : []
    }

    deinit {
        // The entries hold the lists the pass replaced, often the last references to most of
        // a program's trees: they are freed on every core, not on the one ending the pass
        // (about 7 ms of a cold run on the corpus, summed over the passes, with the other
        // core idle).
        // (No lock: nothing else holds the memo any more.)
        shards.releaseConcurrently { $0.entries = [:] }
    }

    /// The result remembered for `list` in `context` (a pass whose result also depends on
    /// something else, such as a type, passes it here), or `compute(list)`, remembered.
    func result(for list: [Element], context: Int = 0, _ compute: ([Element]) -> Result) -> Result {
        // A list of leaves costs less to compute again than to look up and remember: only
        // lists with something below them are remembered.
        guard !shards.isEmpty, let address = list.withUnsafeBufferPointer({ $0.baseAddress }),
            list.contains(where: { !$0.isLeaf })
        else {
            return compute(list)
        }
        let key = Key(address: UnsafeRawPointer(address), count: list.count, context: context)
        // Array storage is 16-byte aligned: the bits above those pick the shard.
        let shard = shards[Int(bitPattern: UInt(bitPattern: address) >> 4) & (Self.shardCount - 1)]
        if let result = shard.lock.withLock({ shard.entries[key]?.result }) { return result }
        let result = compute(list)
        return shard.lock.withLock {
            if let stored = shard.entries[key] { return stored.result }
            shard.entries[key] = (list, result)
            return result
        }
    }
}

/// What a memo of shared lists holds: selections, which may have lists of their own below.
protocol SharedListElement: Sendable {
    /// Whether the element has no list below it.
    var isLeaf: Bool { get }
}

extension IR.Selection: SharedListElement {
    var isLeaf: Bool {
        switch self {
        case .scalarField, .fragmentSpread: true
        case .linkedField, .inlineFragment, .condition, .clientExtension: false
        }
    }
}
