import Relay
import RelayTestSupport
import XCTest

final class ReaderTests: XCTestCase {
    private func store(with records: [Record]) -> Store { Store(source: RecordSource(records: records)) }

    private let todoRecords = [
        Record(
            dataID: .rootID, typeName: "__Root",
            fields: ["todo": .link("t1"), "gone": .link("t2"), "list": .links(["t1", nil, "t3"])]),
        Record(
            dataID: "t1", typeName: "Todo",
            fields: ["id": .scalar("t1"), "text": .scalar("one"), "complete": .scalar(false)]),
        Record(dataID: "t3", typeName: "Todo", fields: ["id": .scalar("t3")]),
    ]

    func testReadsFieldsAliasesAndClientIDs() {
        var source = RecordSource(records: todoRecords)
        source.delete("t2")
        let fragment = ReaderFragment(
            name: "Q", type: "Query",
            selections: [
                R.linked(
                    "todo", type: "Todo",
                    [
                        R.scalar("text", alias: "title"), R.clientID, R.scalar("__typename"),
                        .clientExtension(ReaderClientExtension(selections: [R.scalar("__id", alias: "recordID")])),
                    ]),
                R.linked("gone", type: "Todo", [R.scalar("text")]),
            ])
        let snapshot = Store(source: source).lookup(ReaderSelector(fragment: fragment, dataID: .rootID, variables: [:]))
        XCTAssertEqual(
            snapshot.data,
            SelectorData(fields: [
                "todo": .object(
                    SelectorData(fields: [
                        "title": .scalar("one"), "__id": .scalar("t1"), "__typename": .scalar("Todo"),
                        "recordID": .scalar("t1"),
                    ])),
                "gone": .null,
            ]))
        XCTAssertFalse(snapshot.isMissingData, "a deleted record reads as null, not as missing")
        XCTAssertEqual(snapshot.seenRecords, [.rootID, "t1", "t2"])
    }

    func testMissingFieldsAndRecordsAreFlagged() {
        let fragment = ReaderFragment(
            name: "Q", type: "Query",
            selections: [
                R.linked("list", type: "Todo", plural: true, [R.scalar("text")])
            ])
        let snapshot = store(with: todoRecords).lookup(
            ReaderSelector(fragment: fragment, dataID: .rootID, variables: [:]))
        XCTAssertTrue(snapshot.isMissingData)
        XCTAssertEqual(
            snapshot.data?["list"],
            .array([.object(SelectorData(fields: ["text": .scalar("one")])), .null, .object(SelectorData())]))
        let unknownRoot = store(with: []).lookup(ReaderSelector(fragment: fragment, dataID: "nope", variables: [:]))
        XCTAssertNil(unknownRoot.data)
        XCTAssertTrue(unknownRoot.isMissingData)
    }

    func testClientExtensionsNeverMakeDataMissing() {
        let fragment = ReaderFragment(
            name: "Q", type: "Todo",
            selections: [
                R.scalar("id"), .clientExtension(ReaderClientExtension(selections: [R.scalar("isSelected")])),
            ])
        let snapshot = store(with: todoRecords).lookup(ReaderSelector(fragment: fragment, dataID: "t1", variables: [:]))
        XCTAssertFalse(snapshot.isMissingData)
    }

    func testSkipAndIncludeAndFragmentPointers() {
        let fragment = ReaderFragment(
            name: "Q", type: "Todo",
            selections: [
                .condition(ReaderCondition(condition: "full", passingValue: true, selections: [R.scalar("text")])),
                .condition(ReaderCondition(condition: "full", passingValue: false, selections: [R.scalar("id")])),
                R.spread("ToDoItem_todo", args: [.variable(name: "size", variableName: "pictureSize")]),
            ])
        let store = store(with: todoRecords)
        let full = store.lookup(
            ReaderSelector(fragment: fragment, dataID: "t1", variables: ["full": true, "pictureSize": 3]))
        XCTAssertEqual(full.data?["text"], .scalar("one"))
        XCTAssertNil(full.data?["id"])
        XCTAssertEqual(
            full.data?["fragment_ToDoItem_todo"],
            .fragmentPointer(
                FragmentPointer(
                    dataID: "t1", fragmentName: "ToDoItem_todo", arguments: ["size": 3],
                    ownerVariables: ["full": true, "pictureSize": 3])))
        let short = store.lookup(ReaderSelector(fragment: fragment, dataID: "t1", variables: ["full": false]))
        XCTAssertEqual(short.data?["id"], .scalar("t1"))
        XCTAssertNil(short.data?["text"])
    }

    func testFragmentVariablesTakeArgumentsDefaultsAndRootValues() {
        let fragment = ReaderFragment(
            name: "F", type: "Todo",
            argumentDefinitions: [
                .local(name: "size", defaultValue: 10), .local(name: "count", defaultValue: 5), .root(name: "lang"),
            ],
            selections: [])
        let pointer = FragmentPointer(
            dataID: "t1", fragmentName: "F", arguments: ["size": 3], ownerVariables: ["lang": "en", "other": 1])
        XCTAssertEqual(pointer.variables(for: fragment), ["size": 3, "count": 5, "lang": "en"])
    }

    func testAbstractInlineFragmentsMatchImplementingTypes() {
        let records =
            todoRecords + [
                Record(
                    dataID: "client:__type:Todo", typeName: "__TypeSchema",
                    fields: ["__isNode": .scalar(true), "__isActor": .scalar(false)])
            ]
        let fragment = ReaderFragment(
            name: "F", type: "Todo",
            selections: [
                .inlineFragment(
                    ReaderInlineFragment(type: "Node", abstractKey: "__isNode", selections: [R.scalar("id")])),
                .inlineFragment(
                    ReaderInlineFragment(type: "Actor", abstractKey: "__isActor", selections: [R.scalar("text")])),
                .inlineFragment(ReaderInlineFragment(type: "Todo", selections: [R.scalar("complete")])),
                .inlineFragment(ReaderInlineFragment(type: "User", selections: [R.scalar("name")])),
            ])
        let snapshot = store(with: records).lookup(ReaderSelector(fragment: fragment, dataID: "t1", variables: [:]))
        XCTAssertEqual(snapshot.data, SelectorData(fields: ["id": .scalar("t1"), "complete": .scalar(false)]))
        XCTAssertFalse(snapshot.isMissingData)
        let unknownType = ReaderFragment(
            name: "F", type: "Todo",
            selections: [
                .inlineFragment(
                    ReaderInlineFragment(type: "Named", abstractKey: "__isNamed", selections: [R.scalar("id")]))
            ])
        XCTAssertTrue(
            store(with: records).lookup(ReaderSelector(fragment: unknownType, dataID: "t1", variables: [:]))
                .isMissingData)
    }
}

extension ReaderTests {
    /// `todo { owner { id } ... on Todo { text owner { name } } }` and its records.
    private var mergedOwner: (records: [Record], fragment: ReaderFragment) {
        let records = [
            Record(dataID: .rootID, typeName: "__Root", fields: ["todo": .link("t1")]),
            Record(dataID: "t1", typeName: "Todo", fields: ["owner": .link("u1"), "text": .scalar("one")]),
            Record(dataID: "u1", typeName: "User", fields: ["id": .scalar("u1"), "name": .scalar("Me")]),
        ]
        let fragment = ReaderFragment(
            name: "Q", type: "Query",
            selections: [
                R.linked(
                    "todo", type: "Todo",
                    [
                        R.linked("owner", type: "User", [R.scalar("id")]),
                        .inlineFragment(
                            ReaderInlineFragment(
                                type: "Todo",
                                selections: [R.scalar("text"), R.linked("owner", type: "User", [R.scalar("name")])])),
                    ])
            ])
        return (records, fragment)
    }

    private func mergedOwnerData(name: String) -> SelectorValue {
        .object(
            SelectorData(fields: [
                "owner": .object(SelectorData(fields: ["id": .scalar("u1"), "name": .scalar(.string(name))])),
                "text": .scalar("one"),
            ]))
    }

    /// A linked field selected twice for one record (in the list and in an inline fragment
    /// that matches) reads into one object holding both selections' fields, as Relay's reader
    /// merges them: redundancy removal leaves each field in one of the two places only.
    func testALinkedFieldSelectedTwiceReadsIntoOneObject() {
        let (records, fragment) = mergedOwner
        let snapshot = store(with: records).lookup(ReaderSelector(fragment: fragment, dataID: .rootID, variables: [:]))
        XCTAssertFalse(snapshot.isMissingData)
        XCTAssertEqual(snapshot.data?["todo"], mergedOwnerData(name: "Me"))
    }

    /// A re-read of merged reads compares the merged object: a change to nothing read is no
    /// change (subscribers are not called), a change to a merged field is one.
    func testAMergedReadChangesOnlyWhenWhatItReadChanges() {
        let (records, fragment) = mergedOwner
        let environment = Environment(network: FailingNetwork(), store: store(with: records))
        let selector = ReaderSelector(fragment: fragment, dataID: .rootID, variables: [:])
        let delivered = Collected<Snapshot>()
        let subscription = environment.subscribe(environment.lookup(selector)) { delivered.append($0) }
        defer { subscription.cancel() }
        environment.commitUpdate { store in
            store["u1"]?["email"] = "unread"
            store["t1"]?["complete"] = true
        }
        XCTAssertEqual(delivered.count, 0, "nothing read changed")
        environment.commitUpdate { store in store["u1"]?["name"] = "You" }
        XCTAssertEqual(delivered.count, 1)
        XCTAssertEqual(environment.lookup(selector).data?["todo"], mergedOwnerData(name: "You"))
    }
}
