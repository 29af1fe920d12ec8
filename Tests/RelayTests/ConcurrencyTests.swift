import Foundation
import Relay
import RelayTestSupport
import XCTest

/// The store and environment used from many tasks at once.
final class ConcurrencyTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() {
            lock.lock()
            value += 1
            lock.unlock()
        }
        var current: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    func testConcurrentUpdatesLookupsAndSubscriptions() async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        let fragment = ReaderFragment(name: "T", type: "Todo", selections: [R.scalar("text")])
        environment.commitUpdate { store in
            for i in 0..<8 { store.create(dataID: DataID("t\(i)"), typeName: "Todo")["text"] = "0" }
        }
        let notifications = Counter()
        let subscription = environment.subscribe(
            environment.lookup(ReaderSelector(fragment: fragment, dataID: "t0", variables: [:]))
        ) { _ in notifications.increment() }

        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 1...50 {
                        environment.commitUpdate { store in store[DataID("t\(worker)")]?["text"] = .string("\(step)") }
                        let snapshot = environment.lookup(
                            ReaderSelector(fragment: fragment, dataID: DataID("t\((worker + 1) % 8)"), variables: [:]))
                        XCTAssertFalse(snapshot.isMissingData)
                        let transient = environment.subscribe(snapshot) { _ in }
                        transient.cancel()
                    }
                }
            }
            group.addTask {
                for step in 0..<20 {
                    network.respond("ToDoListQuery", Todo.page([step], endCursor: "c", hasNextPage: false))
                    _ = try? await environment.fetchQuery(Todo.listQuery(), variables: [:])
                }
            }
        }
        for i in 0..<8 {
            XCTAssertEqual(environment.store.scalar(DataID("t\(i)"), "text"), "50")
        }
        XCTAssertEqual(notifications.current, 50, "one notification per change of t0")
        subscription.cancel()
    }
}
