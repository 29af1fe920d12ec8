import Foundation
import GraphQLSchema
import GraphQLSyntax
import XCTest

@testable import RelayCompiler

/// The two pieces the compiler's passes share work through: `concurrentMap`, which spreads
/// independent work over the cores, and `SharedListMemo`, which transforms a shared list once.
final class SharedWorkTests: XCTestCase {
    func testConcurrentMapKeepsTheOrderOfItsInput() {
        let numbers = Array(0..<10_000)
        XCTAssertEqual(numbers.concurrentMap { $0 * 3 }, numbers.map { $0 * 3 })
        XCTAssertEqual([Int]().concurrentMap { $0 + 1 }, [])
        XCTAssertEqual([7].concurrentMap { String($0) }, ["7"])
    }

    func testConcurrentMapCallsTheTransformOncePerElement() {
        let calls = Calls()
        _ = Array(0..<1_000).concurrentMap { calls.record($0) }
        XCTAssertEqual(calls.sorted, Array(0..<1_000))
    }

    /// Lists that share storage get the remembered result; a list with the same elements in
    /// storage of its own is computed again (equal elements are not the same list).
    func testSharedListMemoRemembersByStorage() {
        let memo = SharedListMemo<Item, Int>()
        let calls = Calls()
        let list = [Item(1), Item(2), Item(3)]
        let shared = list
        let copy = list.map { $0 }
        XCTAssertEqual(memo.result(for: list) { calls.record(Item.sum($0)) }, 6)
        XCTAssertEqual(memo.result(for: shared) { calls.record(Item.sum($0)) }, 6)
        XCTAssertEqual(calls.sorted, [6])
        XCTAssertEqual(memo.result(for: copy) { calls.record(Item.sum($0)) }, 6)
        XCTAssertEqual(calls.sorted, [6, 6])
        // A context tells results for the same list apart.
        XCTAssertEqual(memo.result(for: list, context: 1) { calls.record($0.count) }, 3)
        XCTAssertEqual(calls.sorted, [3, 6, 6])
    }

    /// A list of leaves is computed every time: looking it up would cost more.
    func testSharedListMemoComputesListsOfLeavesAgain() {
        let memo = SharedListMemo<Item, Int>()
        let calls = Calls()
        let leaves = [Item(4, isLeaf: true), Item(5, isLeaf: true)]
        XCTAssertEqual(memo.result(for: leaves) { calls.record(Item.sum($0)) }, 9)
        XCTAssertEqual(memo.result(for: leaves) { calls.record(Item.sum($0)) }, 9)
        XCTAssertEqual(calls.sorted, [9, 9])
    }

    /// A fragment spread by many operations is inlined as one list, so the passes after it
    /// visit it once, and every operation's artifact still holds the fragment's fields.
    func testAFragmentSpreadByManyOperationsIsSharedAndComplete() throws {
        var text = "fragment Item on Todo { id text complete }\n"
        for index in 0..<20 {
            text += "query Q\(index) { node(id: \"\(index)\") { ... on Todo { ...Item } } }\n"
        }
        let output = RelayCompiler.compile(documents: [try TestSupport.document(text)], schema: TestSupport.todoSchema)
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        let requests = output.definitions.filter { $0.kind == .operation }.map { CompilerOutput.json($0.artifact) }
        XCTAssertEqual(requests.count, 20)
        for json in requests {
            XCTAssertTrue(json.contains(#""name" : "complete""#), json)
            XCTAssertTrue(json.contains(#""name" : "text""#), json)
        }
    }
}

/// Records values from several threads.
private final class Calls: @unchecked Sendable {
    private var values: [Int] = []
    private let lock = NSLock()

    func record(_ value: Int) -> Int {
        lock.withLock { values.append(value) }
        return value
    }

    var sorted: [Int] { lock.withLock { values.sorted() } }
}

/// A memo's element for these tests: a number, with a list below it unless it is a leaf.
private struct Item: SharedListElement {
    let value: Int
    let isLeaf: Bool

    init(_ value: Int, isLeaf: Bool = false) {
        self.value = value
        self.isLeaf = isLeaf
    }

    static func sum(_ items: [Item]) -> Int { items.reduce(0) { $0 + $1.value } }
}
