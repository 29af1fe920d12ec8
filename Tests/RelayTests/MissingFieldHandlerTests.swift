import Relay
import RelayTestSupport
import XCTest

/// Missing-field handlers, by kind: what each finds counts as stored and is written into the
/// store; a handler of another kind is not asked.
final class MissingFieldHandlerTests: XCTestCase {
    private let records = [
        Record(dataID: .rootID, typeName: Record.rootTypeName),
        Record(dataID: "u1", typeName: "User", fields: ["name": .scalar("Ada")]),
        Record(dataID: "u2", typeName: "User", fields: ["name": .scalar("Grace")]),
    ]

    /// `{ greeting  users(ids: ["u1", "u2", "u3"]) { name }  me { name } }`
    private let request: ConcreteRequest = {
        let ids: [Argument] = [.literal(name: "ids", value: ["u1", "u2", "u3"])]
        let operation = NormalizationOperation(
            name: "Q",
            selections: [
                N.scalar("greeting"),
                N.linked("users", type: "User", plural: true, args: ids, [N.scalar("name")]),
                N.linked("me", type: "User", [N.scalar("name")]),
            ])
        return ConcreteRequest(
            fragment: ReaderFragment(name: "Q", type: "Query", selections: []), operation: operation,
            params: RequestParameters(name: "Q", operationKind: .query))
    }()

    private func environment(_ handlers: [MissingFieldHandler]) -> Environment {
        Environment(
            network: FailingNetwork(), store: Store(source: RecordSource(records: records)),
            missingFieldHandlers: handlers)
    }

    func testEachKindAnswersItsFieldsAndWhatItFindsIsStored() {
        let asked = Collected<String>()
        let environment = environment([
            .scalar { field in field.name == "greeting" ? "hello" : nil },
            .pluralLinked { field in
                asked.append(field.name)
                // The records of the IDs asked for, those the store holds.
                return field.arguments["ids"]?.arrayValue?.map { value -> DataID? in
                    guard let id = value.stringValue.map({ DataID($0) }), field.record(id) != nil else { return nil }
                    return id
                }
            },
            .linked { field in field.name == "me" && field.parent.dataID == DataID.rootID ? "u2" : nil },
        ])
        XCTAssertTrue(environment.isAvailable(request))
        let root = environment.store.record(.rootID)
        XCTAssertEqual(root?.value(forKey: "greeting"), RecordValue.scalar("hello"))
        XCTAssertEqual(root?.value(forKey: #"users(ids:["u1","u2","u3"])"#), RecordValue.links(["u1", "u2", nil]))
        XCTAssertEqual(root?.value(forKey: "me"), RecordValue.link("u2"))
        XCTAssertEqual(asked.all, ["users"])
    }

    /// A linked handler is not asked about a plural field; the check stops at the first field
    /// no handler knows, and what was found before it is written all the same (as Relay's).
    func testAHandlerOfAnotherKindIsNotAskedAndWhatWasFoundStays() {
        let asked = Collected<String>()
        let environment = environment([
            .scalar { field in field.name == "greeting" ? "hello" : nil },
            .linked { field in
                asked.append(field.name)
                return "u1"
            },
        ])
        XCTAssertFalse(environment.isAvailable(request))
        XCTAssertEqual(asked.all, [], "`users` is plural, and the check stops there, before `me`")
        let root = environment.store.record(.rootID)
        XCTAssertEqual(root?.value(forKey: "greeting"), RecordValue.scalar("hello"))
        XCTAssertNil(root?.value(forKey: #"users(ids:["u1","u2","u3"])"#))
        XCTAssertNil(root?.value(forKey: "me"))
    }
}
