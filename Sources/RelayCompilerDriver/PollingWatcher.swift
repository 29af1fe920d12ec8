import Dispatch
import Foundation

/// Watches files by polling (`--watch`): no file system events API is portable across Linux
/// and macOS without third-party code, and polling a source tree's metadata is cheap.
///
/// Every interval it asks `files` for the paths to watch (so new sources are picked up), reads
/// each one's modification time, size and inode, and calls `onChange` with what differs from the
/// previous poll. An error from `files` is passed to `onError` and watching goes on with the
/// previous set, so a folder removed for a moment does not end the session. The callbacks run on
/// the watcher's own serial queue, one at a time; they may call `stop()` and `poll()`.
public final class PollingWatcher: @unchecked Sendable {
    /// What changed between two polls, by absolute path, each list sorted.
    public struct Change: Sendable, Equatable {
        /// Files that appeared.
        public var added: [String] = []
        /// Files whose modification time, size or inode changed.
        public var modified: [String] = []
        /// Files that disappeared.
        public var removed: [String] = []

        /// A change set.
        public init(added: [String] = [], modified: [String] = [], removed: [String] = []) {
            self.added = added
            self.modified = modified
            self.removed = removed
        }

        /// Whether nothing changed.
        public var isEmpty: Bool { added.isEmpty && modified.isEmpty && removed.isEmpty }
    }

    /// What is compared between polls.
    private let interval: DispatchTimeInterval
    private let files: @Sendable () throws -> [URL]
    private let onChange: @Sendable (Change) -> Void
    private let onError: @Sendable (any Error) -> Void
    private let queue = DispatchQueue(label: "relay-swift.polling-watcher")
    /// Set on `queue`, so that `stop()` and `poll()` called from a callback do not wait on it.
    private let queueKey = DispatchSpecificKey<Bool>()
    /// Guarded by `queue`.
    private var snapshot: [String: FileStamp]?
    private var timer: DispatchSourceTimer?

    /// A watcher polling every `milliseconds` (at least 1). `files` lists what to watch, for
    /// example the sources `SourceDiscovery` finds plus the schema and config files.
    public init(
        milliseconds: Int, files: @escaping @Sendable () throws -> [URL],
        onChange: @escaping @Sendable (Change) -> Void, onError: @escaping @Sendable (any Error) -> Void
    ) {
        self.interval = .milliseconds(max(1, milliseconds))
        self.files = files
        self.onChange = onChange
        self.onError = onError
        queue.setSpecific(key: queueKey, value: true)
    }

    deinit { timer?.cancel() }

    /// Takes the first snapshot (without reporting it) and starts polling in the background.
    /// Calling it again while running does nothing.
    public func start() {
        onQueue {
            guard timer == nil else { return }
            if snapshot == nil { snapshot = takeSnapshot() }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { [weak self] in self?.pollOnQueue() }
            self.timer = timer
            timer.resume()
        }
    }

    /// Stops polling; no callback starts after it returns.
    public func stop() {
        onQueue {
            timer?.cancel()
            timer = nil
        }
    }

    /// Polls once, now, on the caller's thread (for a caller driving its own loop, and for
    /// tests): reports and returns what changed since the last poll, or `nil` when nothing did
    /// or the files could not be listed.
    @discardableResult
    public func poll() -> Change? {
        onQueue { pollOnQueue() }
    }

    /// Runs `body` on the watcher's queue, directly when already on it (from a callback).
    private func onQueue<Result>(_ body: () -> Result) -> Result {
        DispatchQueue.getSpecific(key: queueKey) == true ? body() : queue.sync(execute: body)
    }

    @discardableResult
    private func pollOnQueue() -> Change? {
        guard let current = takeSnapshot() else { return nil }
        guard let previous = snapshot else {
            snapshot = current
            return nil
        }
        snapshot = current
        var change = Change()
        for (path, fingerprint) in current {
            if let old = previous[path] {
                if old != fingerprint { change.modified.append(path) }
            } else {
                change.added.append(path)
            }
        }
        change.removed = previous.keys.filter { current[$0] == nil }
        guard !change.isEmpty else { return nil }
        change.added.sort()
        change.modified.sort()
        change.removed.sort()
        onChange(change)
        return change
    }

    /// The fingerprint of every listed file that exists; `nil` (after reporting) when the list
    /// itself failed.
    private func takeSnapshot() -> [String: FileStamp]? {
        let urls: [URL]
        do {
            urls = try files()
        } catch {
            onError(error)
            return nil
        }
        var fingerprints: [String: FileStamp] = [:]
        for url in urls {
            fingerprints[url.path] = FileStamp(path: url.path)
        }
        return fingerprints
    }
}
