import Foundation
import Relay
import RelayTestSupport
import XCTest

/// An `@alias`ed fragment reads its selections into an object of its own under the alias:
/// `null` when the record is not of the fragment's type, missing data when the store does not
/// know whether it is; a `@required` field nulls that object, not the parent.
final class AliasedFragmentReaderTests: XCTestCase {
    private let records = [
        Record(dataID: .rootID, typeName: "__Root", fields: ["node": .link("t1")]),
        Record(dataID: "t1", typeName: "Todo", fields: ["id": .scalar("t1"), "text": .scalar(.null)]),
        Record(dataID: "client:__type:Todo", typeName: "__TypeSchema", fields: ["__isNode": .scalar(true)]),
    ]

    private func aliased(_ name: String, on type: String, abstractKey: String? = nil, _ selections: [ReaderSelection])
        -> ReaderSelection
    {
        .aliasedInlineFragmentSpread(
            AliasedInlineFragmentSpread(
                name: name,
                fragment: ReaderInlineFragment(type: type, abstractKey: abstractKey, selections: selections)))
    }

    private func node(_ selections: [ReaderSelection]) -> ReaderSelector {
        ReaderSelector(
            fragment: ReaderFragment(
                name: "F", type: "Query", selections: [R.linked("node", type: "Node", selections)]),
            dataID: .rootID, variables: [:])
    }

    private func nodeData(_ snapshot: Snapshot) -> SelectorData? {
        guard case .object(let node)? = snapshot.data?["node"] else { return nil }
        return node
    }

    func testTheObjectIsReadForItsTypeAndNullForOthers() {
        let store = Store(source: RecordSource(records: records))
        let snapshot = store.lookup(
            node([
                R.scalar("id"),
                aliased("todo", on: "Todo", [R.scalar("id")]),
                aliased("user", on: "User", [R.scalar("name")]),
                aliased("anyNode", on: "Node", abstractKey: "__isNode", [R.scalar("id")]),
            ]))
        let node = nodeData(snapshot)
        XCTAssertEqual(node?["id"], .scalar("t1"))
        XCTAssertEqual(node?["todo"], .object(SelectorData(fields: ["id": .scalar("t1")])))
        XCTAssertEqual(node?["user"], .null)
        XCTAssertEqual(node?["anyNode"], .object(SelectorData(fields: ["id": .scalar("t1")])))
        XCTAssertFalse(snapshot.isMissingData)
    }

    func testAnUnknownAbstractTypeIsMissingData() {
        let store = Store(source: RecordSource(records: records))
        let snapshot = store.lookup(node([aliased("named", on: "Named", abstractKey: "__isNamed", [R.scalar("id")])]))
        XCTAssertTrue(snapshot.isMissingData)
        XCTAssertNil(nodeData(snapshot)?["named"])
    }

    func testARequiredFieldNullsTheAliasedObjectOnly() {
        let store = Store(source: RecordSource(records: records))
        let snapshot = store.lookup(
            node([R.scalar("id"), aliased("todo", on: "Todo", [R.required(R.scalar("text"), .none)])]))
        XCTAssertEqual(nodeData(snapshot)?["id"], .scalar("t1"))
        XCTAssertEqual(nodeData(snapshot)?["todo"], .null)
    }

    func testAnAliasReadTwiceForARecordIsOneObjectThatOnlyChangesWithItsData() {
        let environment = Environment(network: FailingNetwork(), store: Store(source: RecordSource(records: records)))
        let conditional = ReaderSelection.condition(
            ReaderCondition(
                condition: "withText", passingValue: true, selections: [aliased("todo", on: "Todo", [R.scalar("text")])]
            ))
        let selector = ReaderSelector(
            fragment: ReaderFragment(
                name: "F", type: "Query",
                selections: [
                    R.linked("node", type: "Node", [aliased("todo", on: "Todo", [R.scalar("id")]), conditional])
                ]),
            dataID: .rootID, variables: ["withText": true])
        let snapshot = environment.lookup(selector)
        XCTAssertEqual(
            nodeData(snapshot)?["todo"], .object(SelectorData(fields: ["id": .scalar("t1"), "text": .scalar(.null)])))
        let delivered = Collected<Snapshot>()
        let subscription = environment.subscribe(snapshot) { delivered.append($0) }
        defer { subscription.cancel() }
        // A change to the record that no selection reads publishes nothing.
        environment.commitUpdate { store in store["t1"]?["complete"] = true }
        XCTAssertEqual(delivered.count, 0)
        environment.commitUpdate { store in store["t1"]?["text"] = "written" }
        XCTAssertEqual(
            delivered.last.flatMap(nodeData)?["todo"],
            .object(SelectorData(fields: ["id": .scalar("t1"), "text": .scalar("written")])))
    }

    func testASubscriberSeesTheAliasedObjectChange() {
        let environment = Environment(network: FailingNetwork(), store: Store(source: RecordSource(records: records)))
        let selector = node([aliased("todo", on: "Todo", [R.scalar("text")])])
        let delivered = Collected<Snapshot>()
        let subscription = environment.subscribe(environment.lookup(selector)) { delivered.append($0) }
        defer { subscription.cancel() }
        environment.commitUpdate { store in store["t1"]?["text"] = "written" }
        XCTAssertEqual(
            delivered.last.flatMap(nodeData)?["todo"], .object(SelectorData(fields: ["text": .scalar("written")])))
        // The same value again publishes nothing new.
        let count = delivered.count
        environment.commitUpdate { store in store["t1"]?["text"] = "written" }
        XCTAssertEqual(delivered.count, count)
    }
}
