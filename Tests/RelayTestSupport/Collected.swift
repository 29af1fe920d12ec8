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
