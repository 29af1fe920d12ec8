import Relay
import XCTest

final class SelectorDataDecodingTests: XCTestCase {
    struct TodoData: Decodable, Equatable {
        enum Status: String, Decodable { case open = "OPEN", done = "DONE" }
        struct Item: Decodable, Equatable {
            var __id: DataID
            var text: String?
            var fragment_ToDoItem_todo: FragmentPointer
        }
        var count: Int
        var ratio: Double
        var status: Status
        var items: [Item?]
        var extra: JSONValue
        var note: String?
    }

    private let data = SelectorData(fields: [
        "count": .scalar(2), "ratio": .scalar(1), "status": .scalar("DONE"), "extra": .scalar(["k": [1, "x"]]),
        "items": .array([
            .object(
                SelectorData(fields: [
                    "__id": .scalar("t1"), "text": .null,
                    "fragment_ToDoItem_todo": .fragmentPointer(
                        FragmentPointer(dataID: "t1", fragmentName: "ToDoItem_todo")),
                ])),
            .null,
        ]),
    ])

    func testDecodesGeneratedShapes() throws {
        let decoded = try data.decode(TodoData.self)
        XCTAssertEqual(decoded.count, 2)
        XCTAssertEqual(decoded.ratio, 1.0)
        XCTAssertEqual(decoded.status, .done)
        XCTAssertEqual(decoded.extra, ["k": [1, "x"]])
        XCTAssertNil(decoded.note)
        XCTAssertEqual(decoded.items.count, 2)
        XCTAssertEqual(decoded.items[0]?.__id, "t1")
        XCTAssertNil(decoded.items[0]?.text)
        XCTAssertEqual(decoded.items[0]?.fragment_ToDoItem_todo.fragmentName, "ToDoItem_todo")
        XCTAssertNil(decoded.items[1])
    }

    func testMissingNullAndMistypedValuesAreErrors() {
        var missing = data
        missing["count"] = nil
        XCTAssertThrowsError(try missing.decode(TodoData.self))
        var null = data
        null["count"] = .null
        XCTAssertThrowsError(try null.decode(TodoData.self))
        var mistyped = data
        mistyped["count"] = .scalar("two")
        XCTAssertThrowsError(try mistyped.decode(TodoData.self))
        var fraction = data
        fraction["count"] = .scalar(2.5)
        XCTAssertThrowsError(try fraction.decode(TodoData.self))
    }

    func testFragmentPointersDoNotDecodeFromJSON() {
        XCTAssertThrowsError(try JSONDecoder().decode(FragmentPointer.self, from: Data(#"{"dataID":"x"}"#.utf8)))
    }
}
