import Foundation
import Relay

/// The server's side of `ScriptedNetwork`'s subscriptions: the streams the runtime opened, by
/// operation name, to push payloads into and end.
public final class ScriptedSubscriptions: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [String: [Int: AsyncThrowingStream<Data, any Error>.Continuation]] = [:]
    private var nextID = 0

    init() {}

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// A stream for a subscription to `name`, open until either side ends it.
    func stream(_ name: String) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { continuation in
            let id: Int = locked {
                nextID += 1
                open[name, default: [:]][nextID] = continuation
                return nextID
            }
            continuation.onTermination = { [weak self] _ in
                self?.locked { _ = self?.open[name]?.removeValue(forKey: id) }
            }
        }
    }

    /// How many subscriptions to `name` are open.
    public func openCount(_ name: String) -> Int { locked { open[name]?.count ?? 0 } }

    /// Waits (up to five seconds) until `count` subscriptions to `name` are open.
    public func waitForOpen(_ name: String, count: Int = 1) async {
        await waitUntil { self.openCount(name) >= count }
    }

    /// Pushes a payload to every open subscription to `name`.
    public func push(_ name: String, _ body: String) {
        for continuation in locked({ Array(open[name, default: [:]].values) }) {
            continuation.yield(Data(body.utf8))
        }
    }

    /// Ends every open subscription to `name`, as the server does, or with a transport failure.
    public func end(_ name: String, throwing error: (any Error)? = nil) {
        for continuation in locked({ Array(open[name, default: [:]].values) }) {
            continuation.finish(throwing: error)
        }
    }
}
