import Foundation

/// Plans built from AST selection arrays, found again by the array's storage: artifacts are
/// constants, so the same array comes back on every read and is planned once.
///
/// An entry keeps its array alive, so its storage address cannot be reused by another array
/// while the entry exists; a copy of an array shares its storage and so its plan, and an edited
/// copy gets new storage. The cache is emptied when it grows past `limit` entries (ASTs built
/// on the fly are planned again, never wrongly). Thread-safe.
final class PlanCache<Selection: Sendable, Plan: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [UnsafeRawPointer: (selections: [Selection], plan: Plan)] = [:]
    private let limit = 1024

    /// The plan of `selections`, built with `build` the first time.
    func plan(for selections: [Selection], build: ([Selection]) -> Plan) -> Plan {
        guard let key = selections.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else {
            return build(selections)
        }
        lock.lock()
        if let entry = entries[key] {
            lock.unlock()
            return entry.plan
        }
        lock.unlock()
        let plan = build(selections)
        lock.lock()
        if entries.count >= limit { entries.removeAll() }
        entries[key] = (selections, plan)
        lock.unlock()
        return plan
    }
}
