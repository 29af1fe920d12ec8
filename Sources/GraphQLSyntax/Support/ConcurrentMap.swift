import Dispatch
import Foundation

// Shared by the validator and the compiler. Everything generic here is inlinable, so that each
// caller's module specializes it for its element types: called unspecialized across modules,
// storing and collecting results through value witnesses cost 100 M instructions a cold run.

extension Array where Element: Sendable {
    /// The elements transformed by `transform`, in order, the work spread over the machine's
    /// cores: the compiler's independent pipelines, and the artifacts of each definition,
    /// which do not depend on one another. `transform` must be safe to call from several
    /// threads at once.
    @inlinable
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        concurrentMap(workerState: {}) { _, element in transform(element) }
    }

    /// `concurrentMap` for work that needs a state of its own on each thread (a parser's name
    /// interner): `makeState` makes one per worker, which `transform` uses for every element
    /// that worker takes. Workers take the next element as they finish one, so that elements
    /// of uneven cost keep every core busy to the end.
    @inlinable
    package func concurrentMap<State, T: Sendable>(
        workerState makeState: @Sendable () -> State, _ transform: @Sendable (inout State, Element) -> T
    ) -> [T] {
        let workers = workerCount(for: count)
        guard workers > 1 else {
            var state = makeState()
            return map { transform(&state, $0) }
        }
        let results = ResultSlots<T>(count: count)
        withUnsafeBufferPointer { elements in
            let elements = UncheckedSendable(elements)
            forEachIndex(below: count, workers: workers, workerState: makeState) { state, index in
                results.store(transform(&state, elements.value[index]), at: index)
            }
        }
        return results.collect()
    }

    /// Updates every element in place, the work spread over the machine's cores: a pass that
    /// rewrites one part of each definition leaves the rest of it as it is, rather than copying
    /// each definition (retaining everything it holds) into a new array. `update` must be safe
    /// to call from several threads at once, each call on its own element.
    @inlinable
    package mutating func concurrentlyUpdate(_ update: @Sendable (inout Element) -> Void) {
        let workers = workerCount(for: count)
        guard workers > 1 else {
            for index in indices { update(&self[index]) }
            return
        }
        let count = count
        withUnsafeMutableBufferPointer { elements in
            let elements = UncheckedSendable(elements)
            forEachIndex(below: count, workers: workers) { update(&elements.value[$0]) }
        }
    }

    /// Releases the array: `release` empties each element's large part (its tree of values)
    /// on whichever core is free. Freeing a large tree node by node takes as long as a pass
    /// over it; on the one thread that drops the last reference, it would leave the other
    /// cores idle.
    @inlinable
    package consuming func releaseConcurrently(_ release: @Sendable (inout Element) -> Void) {
        var elements = self
        elements.concurrentlyUpdate(release)
    }
}

/// Updates every element of two arrays in place, in one pool of workers: `first`'s elements
/// are handed out before `second`'s, and no worker waits for the others between the two. (A
/// program's operations are few and large, its fragments many and small: updated one array
/// after the other, a core would sit idle while the other finished the last operation.)
/// Returns what each update returned, `first`'s then `second`'s, in order.
@discardableResult
@inlinable
package func concurrentlyUpdate<First: Sendable, Second: Sendable, Result: Sendable>(
    _ first: inout [First], _ updateFirst: @Sendable (inout First) -> Result,
    then second: inout [Second], _ updateSecond: @Sendable (inout Second) -> Result
) -> [Result] {
    let firstCount = first.count, total = first.count + second.count
    let workers = workerCount(for: total)
    guard workers > 1 else {
        return first.indices.map { updateFirst(&first[$0]) } + second.indices.map { updateSecond(&second[$0]) }
    }
    let results = ResultSlots<Result>(count: total)
    first.withUnsafeMutableBufferPointer { firstElements in
        second.withUnsafeMutableBufferPointer { secondElements in
            let firstElements = UncheckedSendable(firstElements), secondElements = UncheckedSendable(secondElements)
            forEachIndex(below: total, workers: workers) { index in
                if index < firstCount {
                    results.store(updateFirst(&firstElements.value[index]), at: index)
                } else {
                    results.store(updateSecond(&secondElements.value[index - firstCount]), at: index)
                }
            }
        }
    }
    return results.collect()
}

/// How many threads `count` items are worth: one per core, at most one per item.
@usableFromInline
func workerCount(for count: Int) -> Int {
    Swift.min(processorCount, count)
}

/// The cores this process may use, read once: Foundation reads it from the control-group
/// files on every call (two failed `open`s here), and a run spreads work over the cores
/// dozens of times.
package let processorCount = ProcessInfo.processInfo.activeProcessorCount

/// Calls `body` with every index below `count`, on `workers` threads. Each takes the next
/// index as it finishes one, so that a few large items do not leave a core idle.
@inlinable
func forEachIndex(below count: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
    forEachIndex(below: count, workers: workers, workerState: {}) { _, index in body(index) }
}

/// `forEachIndex` with a state of each thread's own, made by `makeState` when the thread starts.
@inlinable
func forEachIndex<State>(
    below count: Int, workers: Int, workerState makeState: @Sendable () -> State,
    _ body: @Sendable (inout State, Int) -> Void
) {
    let next = NextIndex()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        var state = makeState()
        while let index = next.take(below: count) { body(&state, index) }
    }
}

/// A value shared with worker threads that only read it while the caller waits for them.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }
}

/// The next index to work on, handed out once each under a lock.
@usableFromInline
final class NextIndex: @unchecked Sendable {
    private var index = 0
    private let lock = NSLock()

    @usableFromInline init() {}

    @usableFromInline
    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard index < count else { return nil }
        index += 1
        return index - 1
    }
}

/// One slot per result. Each index is written by exactly one worker and read only after all
/// of them finished, so the slots need no lock.
@usableFromInline
final class ResultSlots<T>: @unchecked Sendable {
    @usableFromInline let slots: UnsafeMutableBufferPointer<T?>

    @inlinable
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    @inlinable func store(_ value: T, at index: Int) { slots[index] = value }

    /// The results; every slot is filled once `concurrentPerform` returns.
    @inlinable
    func collect() -> [T] {
        // Moved out, not copied: a copy retained everything a result holds, then the slot
        // released it again, on one core while the others waited.
        slots.indices.map { slots[$0].take()! }
    }
}
