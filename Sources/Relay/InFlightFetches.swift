import Foundation

/// The queries being fetched, by operation and variables (`OperationDescriptor.identifier`):
/// a fetch of one already in flight waits for that one's response instead of asking the
/// server again, as Relay's `fetchQuery` dedupes, and every caller gets the one `Value` it
/// produced (the data read just after that response was stored, not after later ones). Each
/// fetch runs in a task of its own, which is cancelled once every caller waiting for it is (a
/// caller cancelled alone still gets the response the others wait for).
final class InFlightFetches<Value: Sendable>: @unchecked Sendable {
    private struct Fetch {
        /// Tells this fetch from a later one under the same key.
        let number: Int
        let task: Task<Value, any Error>
        var waiting: Int
    }

    private let lock = NSLock()
    private var fetches: [String: Fetch] = [:]
    private var started = 0

    /// Runs `fetch` under `key`, or waits for the one running under it, and returns its result.
    func run(_ key: String, _ fetch: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let (number, task) = join(key, fetch)
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            leave(key, number)
        }
    }

    /// The fetch running under `key` (started with `fetch` if there is none), one more caller
    /// waiting for it.
    private func join(_ key: String, _ fetch: @escaping @Sendable () async throws -> Value)
        -> (number: Int, task: Task<Value, any Error>)
    {
        lock.lock()
        defer { lock.unlock() }
        if let running = fetches[key] {
            fetches[key]?.waiting += 1
            return (running.number, running.task)
        }
        started += 1
        let number = started
        let task = Task {
            // Forgotten when done; taking the lock makes that wait until it was added.
            defer { self.forget(key, number) }
            return try await fetch()
        }
        fetches[key] = Fetch(number: number, task: task, waiting: 1)
        return (number, task)
    }

    /// A caller waiting for fetch `number` was cancelled: with none left, so is the fetch, and
    /// a later one under `key` starts anew.
    private func leave(_ key: String, _ number: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard var fetch = fetches[key], fetch.number == number else { return }
        fetch.waiting -= 1
        guard fetch.waiting == 0 else {
            fetches[key] = fetch
            return
        }
        fetches[key] = nil
        fetch.task.cancel()
    }

    /// Forgets fetch `number` once it is done (unless a later one already took its place).
    private func forget(_ key: String, _ number: Int) {
        lock.lock()
        defer { lock.unlock() }
        if fetches[key]?.number == number { fetches[key] = nil }
    }
}
