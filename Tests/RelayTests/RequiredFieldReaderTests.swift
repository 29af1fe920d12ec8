import Foundation
import Relay
import RelayTestSupport
import XCTest

/// A `@required` field that is `null` makes the object holding it read as `null`, up through
/// required parents; `LOG` fields go to the environment's logger and `THROW` fields make
/// decoding fail, once no data is missing.
final class RequiredFieldReaderTests: XCTestCase {
    private let records = [
        Record(
            dataID: .rootID, typeName: "__Root",
            fields: ["viewer": .link("u1"), "todos": .links(["t1", "t2", "t3"]), "missing": .link("t4")]),
        Record(dataID: "u1", typeName: "User", fields: ["id": .scalar("u1"), "name": .scalar(.null)]),
        Record(dataID: "t1", typeName: "Todo", fields: ["id": .scalar("t1"), "text": .scalar("one")]),
        Record(dataID: "t2", typeName: "Todo", fields: ["id": .scalar("t2"), "text": .scalar(.null)]),
        Record(dataID: "t3", typeName: "Todo", fields: ["id": .scalar("t3"), "text": .scalar("three")]),
        Record(dataID: "t4", typeName: "Todo", fields: ["id": .scalar("t4")]),
    ]

    private func read(_ selections: [ReaderSelection], in environment: Environment? = nil) -> Snapshot {
        let environment =
            environment ?? Environment(network: FailingNetwork(), store: Store(source: RecordSource(records: records)))
        return environment.lookup(
            ReaderSelector(
                fragment: ReaderFragment(name: "F", type: "Query", selections: selections), dataID: .rootID,
                variables: [:]))
    }

    func testANullRequiredFieldNullsItsObjectOnly() {
        let snapshot = read([
            R.linked("viewer", type: "User", [R.scalar("id"), R.required(R.scalar("name"), .none)]),
            R.linked("todos", type: "Todo", plural: true, [R.required(R.scalar("text"), .none)]),
        ])
        XCTAssertEqual(snapshot.data?["viewer"], .null)
        XCTAssertEqual(
            snapshot.data?["todos"],
            .array([
                .object(SelectorData(fields: ["text": .scalar("one")])), .null,
                .object(SelectorData(fields: ["text": .scalar("three")])),
            ]))
        XCTAssertFalse(snapshot.isMissingData)
        XCTAssertEqual(snapshot.missingRequiredFields, [], "NONE reports nothing")
        XCTAssertEqual(snapshot.seenRecords, [.rootID, "u1", "t1", "t2", "t3"])
    }

    func testNullsBubbleThroughRequiredParentsToTheRoot() throws {
        let snapshot = read([
            R.scalar("__typename"),
            R.required(R.linked("viewer", type: "User", [R.required(R.scalar("name"), .log)]), .log),
        ])
        XCTAssertNil(snapshot.data)
        // The parent is reported too, as Relay's reader reports it: it is null in turn.
        XCTAssertEqual(
            snapshot.missingRequiredFields,
            [
                MissingRequiredField(owner: "F", path: "viewer.name", action: .log),
                MissingRequiredField(owner: "F", path: "viewer", action: .log),
            ])
        XCTAssertNil(try snapshot.decode([String: String].self), "LOG does not throw")
    }

    func testLogFieldsGoToTheEnvironmentsLogger() {
        let logged = Collected<MissingRequiredField>()
        let environment = Environment(
            network: FailingNetwork(), store: Store(source: RecordSource(records: records)),
            requiredFieldLogger: { logged.append($0) })
        _ = read([R.linked("todos", type: "Todo", plural: true, [R.required(R.scalar("text"), .log)])], in: environment)
        XCTAssertEqual(logged.all, [MissingRequiredField(owner: "F", path: "todos.text", action: .log)])
    }

    func testThrowFieldsMakeDecodingFail() {
        let snapshot = read([R.linked("viewer", type: "User", [R.required(R.scalar("name"), .throw)])])
        XCTAssertEqual(snapshot.data?["viewer"], .null)
        XCTAssertThrowsError(try snapshot.decode([String: String?].self)) { error in
            XCTAssertEqual(
                error as? RequiredFieldError,
                RequiredFieldError(field: MissingRequiredField(owner: "F", path: "viewer.name", action: .throw)))
        }
    }

    func testAFieldNotFetchedYetIsMissingDataNotAnError() throws {
        let snapshot = read([R.linked("missing", type: "Todo", [R.required(R.scalar("text"), .throw)])])
        XCTAssertTrue(snapshot.isMissingData)
        XCTAssertEqual(snapshot.data?["missing"], .null)
        XCTAssertEqual(snapshot.missingRequiredFields, [])
        XCTAssertNotNil(try snapshot.decode([String: String?].self))
    }

    func testASubscriberSeesTheObjectComeBackWhenTheFieldIsSet() {
        let environment = Environment(network: FailingNetwork(), store: Store(source: RecordSource(records: records)))
        let snapshot = read([R.linked("viewer", type: "User", [R.required(R.scalar("name"), .throw)])], in: environment)
        let delivered = Collected<Snapshot>()
        let subscription = environment.subscribe(snapshot) { delivered.append($0) }
        defer { subscription.cancel() }
        environment.commitUpdate { store in store["u1"]?["name"] = "Ada" }
        XCTAssertEqual(delivered.last?.data?["viewer"], .object(SelectorData(fields: ["name": .scalar("Ada")])))
        XCTAssertEqual(delivered.last?.missingRequiredFields, [])
        environment.commitUpdate { store in store["u1"]?["name"] = .null }
        XCTAssertEqual(delivered.last?.data?["viewer"], .null)
        XCTAssertEqual(delivered.last?.missingRequiredFields.map(\.path), ["viewer.name"])
    }
}

extension RequiredFieldReaderTests {
    /// A change that leaves a nulled object null is no change: subscribers are not called.
    func testAnObjectStillNulledIsNotAChange() {
        let environment = Environment(network: FailingNetwork(), store: Store(source: RecordSource(records: records)))
        let snapshot = read(
            [
                R.linked("viewer", type: "User", [R.required(R.scalar("name"), .none)]),
                R.linked("todos", type: "Todo", plural: true, [R.required(R.scalar("text"), .none)]),
            ], in: environment)
        XCTAssertEqual(snapshot.data?["viewer"], .null)
        let delivered = Collected<Snapshot>()
        let subscription = environment.subscribe(snapshot) { delivered.append($0) }
        defer { subscription.cancel() }
        // Fields no one reads change on the nulled viewer and on the nulled second item.
        environment.commitUpdate { store in
            store["u1"]?["bio"] = "unread"
            store["t2"]?["complete"] = true
        }
        XCTAssertNil(delivered.last, "nothing read changed")
        environment.commitUpdate { store in store["t2"]?["text"] = "two" }
        XCTAssertEqual(
            delivered.last?.data?["todos"],
            .array([
                .object(SelectorData(fields: ["text": .scalar("one")])),
                .object(SelectorData(fields: ["text": .scalar("two")])),
                .object(SelectorData(fields: ["text": .scalar("three")])),
            ]))
    }
}
