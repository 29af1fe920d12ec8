import Foundation

/// What callbacks hand over, collected in order from any thread: the snapshots a subscription
/// delivers, the fields a required-field logger is given.
public final class Collected<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    public init() {}

    public func append(_ element: Element) { lock.withLock { elements.append(element) } }

    public var all: [Element] { lock.withLock { elements } }

    public var last: Element? { lock.withLock { elements.last } }

    public var count: Int { lock.withLock { elements.count } }
}

/// Iterates `sequence` in a task of its own, collecting what it yields: the elements so far,
/// and the task, which returns the error the sequence ended with, if any.
public func collect<Elements: AsyncSequence & Sendable>(
    _ sequence: Elements
) -> (Collected<Elements.Element>, Task<(any Error)?, Never>) where Elements.Element: Sendable {
    let collected = Collected<Elements.Element>()
    let task = Task { () -> (any Error)? in
        do {
            for try await element in sequence { collected.append(element) }
            return nil
        } catch {
            return error
        }
    }
    return (collected, task)
}
