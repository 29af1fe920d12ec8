import Foundation
import XCTest

@testable import RelayCompilerDriver

final class PollingWatcherTests: XCTestCase {
    /// Changes collected from the watcher's queue.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var changes: [PollingWatcher.Change] = []
        private var errors = 0
        func record(_ change: PollingWatcher.Change) { lock.withLock { changes.append(change) } }
        func recordError() { lock.withLock { errors += 1 } }
        var all: [PollingWatcher.Change] { lock.withLock { changes } }
        var errorCount: Int { lock.withLock { errors } }
    }

    func testPollReportsAddedModifiedAndRemovedFiles() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("src/A.graphql", "query A { a }")
        let b = try directory.write("src/B.graphql", "query B { b }")
        let discovery = SourceDiscovery(sourceDirectories: [directory.url.appendingPathComponent("src")], excludes: [])
        let recorder = Recorder()
        let watcher = PollingWatcher(
            milliseconds: 10, files: { try discovery.findSources().map(\.url) },
            onChange: recorder.record, onError: { _ in recorder.recordError() })
        XCTAssertNil(watcher.poll(), "the first poll takes the snapshot")
        XCTAssertNil(watcher.poll())

        try Data("query A { a b }".utf8).write(to: a)
        try FileManager.default.removeItem(at: b)
        let c = try directory.write("src/C.graphql", "query C { c }")
        let change = watcher.poll()
        XCTAssertEqual(change, PollingWatcher.Change(added: [c.path], modified: [a.path], removed: [b.path]))
        XCTAssertEqual(recorder.all, change.map { [$0] })
        XCTAssertNil(watcher.poll())
    }

    func testSameSizeRewriteIsSeenThroughItsTime() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("A.graphql", "query A { a }")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: a.path)
        let watcher = PollingWatcher(milliseconds: 10, files: { [a] }, onChange: { _ in }, onError: { _ in })
        watcher.poll()
        try Data("query A { b }".utf8).write(to: a)
        XCTAssertEqual(watcher.poll()?.modified, [a.path])
    }

    func testKeepsRunningThroughErrors() throws {
        let directory = try TemporaryDirectory()
        let src = directory.url.appendingPathComponent("src")
        let discovery = SourceDiscovery(sourceDirectories: [src], excludes: [])
        let recorder = Recorder()
        let watcher = PollingWatcher(
            milliseconds: 10, files: { try discovery.findSources().map(\.url) },
            onChange: recorder.record, onError: { _ in recorder.recordError() })
        watcher.poll()  // the folder does not exist yet
        XCTAssertEqual(recorder.errorCount, 1)
        let a = try directory.write("src/A.graphql")
        watcher.poll()  // the first good snapshot
        try FileManager.default.removeItem(at: src)
        XCTAssertNil(watcher.poll())
        XCTAssertEqual(recorder.errorCount, 2)
        try directory.write("src/A.graphql", "changed")
        XCTAssertEqual(watcher.poll()?.modified, [a.path])
    }

    func testBackgroundPollingCallsBack() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("A.graphql", "query A { a }")
        let changed = expectation(description: "a change is reported")
        changed.assertForOverFulfill = false
        let watcher = PollingWatcher(
            milliseconds: 20, files: { [a] },
            onChange: { change in if change.modified == [a.path] { changed.fulfill() } }, onError: { _ in })
        watcher.start()
        defer { watcher.stop() }
        try Data("query A { a b }".utf8).write(to: a)
        wait(for: [changed], timeout: 5)
    }

    func testStopFromTheCallbackDoesNotDeadlock() throws {
        let directory = try TemporaryDirectory()
        let a = try directory.write("A.graphql", "1")
        let stopped = expectation(description: "stopped from the callback")
        let box = WatcherBox()
        box.watcher = PollingWatcher(
            milliseconds: 10, files: { [a] },
            onChange: { _ in
                box.watcher?.stop()
                stopped.fulfill()
            }, onError: { _ in })
        box.watcher?.start()
        try Data("22".utf8).write(to: a)
        wait(for: [stopped], timeout: 5)
    }

    private final class WatcherBox: @unchecked Sendable {
        var watcher: PollingWatcher?
    }
}
