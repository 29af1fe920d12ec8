import Foundation
import Relay

/// A `Network` answering each operation name with scripted response bodies, either queued
/// in advance or given later with `respond`, so tests decide the order responses arrive in.
public final class ScriptedNetwork: Network, @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [String: [Data]] = [:]
    private var waiting: [String: [CheckedContinuation<Data, Never>]] = [:]
    public private(set) var requests: [(name: String, variables: VariableData)] = []
    /// When each request was made, in order.
    public private(set) var requestTimes: [ContinuousClock.Instant] = []
    /// The subscriptions the runtime opened: push payloads into them, end them.
    public let subscriptions = ScriptedSubscriptions()

    /// A network with nothing scripted yet.
    public init() {}

    /// Runs `body` under the lock (`NSLock.withLock` needs macOS 14).
    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Answers the next (or the pending) request for `name` with `body`.
    public func respond(_ name: String, _ body: String) {
        let continuation: CheckedContinuation<Data, Never>? = locked {
            if var pending = waiting[name], !pending.isEmpty {
                let first = pending.removeFirst()
                waiting[name] = pending
                return first
            }
            queued[name, default: []].append(Data(body.utf8))
            return nil
        }
        continuation?.resume(returning: Data(body.utf8))
    }

    /// How many requests for `name` are waiting for a response.
    public func pendingCount(_ name: String) -> Int { locked { waiting[name]?.count ?? 0 } }

    public func execute(request: RequestParameters, variables: VariableData) async throws -> Data {
        let queuedBody: Data? = locked {
            requests.append((request.name, variables))
            requestTimes.append(.now)
            guard var bodies = queued[request.name], !bodies.isEmpty else { return nil }
            let body = bodies.removeFirst()
            queued[request.name] = bodies
            return body
        }
        if let queuedBody { return queuedBody }
        return await withCheckedContinuation { continuation in
            // Re-check under the lock: a response may have been queued meanwhile.
            let body: Data? = locked {
                if var bodies = queued[request.name], !bodies.isEmpty {
                    let body = bodies.removeFirst()
                    queued[request.name] = bodies
                    return body
                }
                waiting[request.name, default: []].append(continuation)
                return nil
            }
            if let body { continuation.resume(returning: body) }
        }
    }

    public func subscribe(request: RequestParameters, variables: VariableData) -> AsyncThrowingStream<Data, any Error> {
        locked { requests.append((request.name, variables)) }
        return subscriptions.stream(request.name)
    }

    /// Waits (up to five seconds) until `count` requests for `name` are pending.
    public func waitForRequest(_ name: String, count: Int = 1) async {
        await waitUntil { self.pendingCount(name) >= count }
    }
}

/// A network whose transport always fails.
public struct FailingNetwork: Network {
    public struct Offline: Error {}

    /// A network that is always offline.
    public init() {}
    public func execute(request: RequestParameters, variables: VariableData) async throws -> Data { throw Offline() }
}

/// Yields until `condition` holds, giving up after five seconds so a broken test fails
/// on its assertions instead of hanging.
public func waitUntil(_ condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(5)
    while !condition(), Date() < deadline { await Task.yield() }
}
