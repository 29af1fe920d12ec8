import Foundation
import Relay
import RelayTestSupport
import XCTest

/// A spread `@inline` fragment (`InlineDataFragmentSpread`) reads the fragment's selections
/// into an object of its own under `fragment_<Name>`, with the fragment's variables: what the
/// spread passes, the fragment's defaults, and the operation's variables for the rest; `null`
/// when the record is not of the fragment's type.
final class InlineDataFragmentReaderTests: XCTestCase {
    private let records = [
        Record(dataID: .rootID, typeName: "__Root", fields: ["viewer": .link("u1"), "node": .link("t1")]),
        Record(
            dataID: "u1", typeName: "User",
            fields: [
                "name": .scalar("Ada"), #"greeting(style:"formal")"#: .scalar("Good day, Ada"),
                #"greeting(style:"casual")"#: .scalar("Hi Ada"), "avatar(size:64)": .scalar("ada-64.png"),
            ]),
        Record(dataID: "t1", typeName: "Todo", fields: ["text": .scalar(.null)]),
    ]

    /// `...Greeting_user` of `fragment Greeting_user on User @inline
    /// @argumentDefinitions(style: {type: "String", defaultValue: "casual"})`, which reads
    /// `greeting(style: $style)` and `avatar(size: $size)` (`$size` the operation's).
    private func greeting(args: [Argument]? = nil, on type: String? = nil) -> ReaderSelection {
        let fields: [ReaderSelection] = [
            R.scalar("name"),
            .scalarField(ScalarField(name: "greeting", args: [.variable(name: "style", variableName: "style")])),
            .scalarField(ScalarField(name: "avatar", args: [.variable(name: "size", variableName: "size")])),
        ]
        return .inlineDataFragmentSpread(
            InlineDataFragmentSpread(
                name: "Greeting_user",
                selections: type.map { [.inlineFragment(ReaderInlineFragment(type: $0, selections: fields))] }
                    ?? fields,
                args: args,
                argumentDefinitions: [.root(name: "size"), .local(name: "style", defaultValue: "casual")]))
    }

    private func read(_ field: String, _ selections: [ReaderSelection]) -> (SelectorValue?, Snapshot) {
        let store = Store(source: RecordSource(records: records))
        let snapshot = store.lookup(
            ReaderSelector(
                fragment: ReaderFragment(
                    name: "Q", type: "Query", selections: [R.linked(field, type: nil, selections)]),
                dataID: .rootID, variables: ["size": 64, "style": "ignored"]))
        guard case .object(let object)? = snapshot.data?[field] else { return (nil, snapshot) }
        return (object["fragment_Greeting_user"], snapshot)
    }

    private func data(_ fields: FieldMap<SelectorValue>) -> SelectorValue { .object(SelectorData(fields: fields)) }

    func testTheFragmentIsReadInPlaceWithItsDefaultsAndTheOperationsVariables() {
        let (value, snapshot) = read("viewer", [greeting()])
        XCTAssertEqual(
            value, data(["name": .scalar("Ada"), "greeting": .scalar("Hi Ada"), "avatar": .scalar("ada-64.png")]))
        XCTAssertFalse(snapshot.isMissingData)
    }

    func testTheSpreadsArgumentsComeFirst() {
        let (value, _) = read("viewer", [greeting(args: [.literal(name: "style", value: "formal")])])
        guard case .object(let object)? = value else { return XCTFail("expected the fragment's data") }
        XCTAssertEqual(object["greeting"], .scalar("Good day, Ada"))
    }

    func testARecordOfAnotherTypeReadsNull() {
        let (value, snapshot) = read("node", [greeting(on: "User")])
        XCTAssertEqual(value, .null)
        XCTAssertFalse(snapshot.isMissingData)
        XCTAssertEqual(read("viewer", [greeting(on: "User")]).0?.isObject, true)
    }

    func testARequiredFieldNullsTheFragmentsDataOnly() {
        let spread = ReaderSelection.inlineDataFragmentSpread(
            InlineDataFragmentSpread(name: "Greeting_user", selections: [R.required(R.scalar("text"), .none)]))
        let store = Store(source: RecordSource(records: records))
        let snapshot = store.lookup(
            ReaderSelector(
                fragment: ReaderFragment(
                    name: "Q", type: "Query", selections: [R.linked("node", type: "Todo", [R.scalar("text"), spread])]),
                dataID: .rootID, variables: [:]))
        guard case .object(let node)? = snapshot.data?["node"] else { return XCTFail("expected the node") }
        XCTAssertEqual(node["fragment_Greeting_user"], .null)
        XCTAssertEqual(node["text"], .null)
    }
}

extension SelectorValue {
    fileprivate var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
