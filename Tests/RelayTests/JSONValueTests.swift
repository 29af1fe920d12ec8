import Relay
import XCTest

final class JSONValueTests: XCTestCase {
    func testParsesEveryKindKeepingIntegersDistinct() throws {
        let value = try JSONValue(
            parsing: #" {"a": [1, 2.5, -3e2, true, false, null, "x\"\u00e9\ud83d\ude00"], "b": {}} "#)
        XCTAssertEqual(value, ["a": [1, 2.5, -300.0, true, false, nil, "x\"é😀"], "b": [:]])
        XCTAssertEqual(value["a"]?.arrayValue?.first, .int(1))
    }

    func testRejectsMalformedDocumentsWithoutTrapping() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "tru", "01", "\"abc", "1 2", "<html>", "\"\\x\"", "-", "1."] {
            XCTAssertThrowsError(try JSONValue(parsing: text), text)
        }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try JSONValue(parsing: deep))
    }

    func testStringifiesLikeJavaScript() {
        let value: JSONValue = ["b": [1, 2.0, "q\"\n"], "a": nil, "c": true]
        XCTAssertEqual(value.jsonString, #"{"a":null,"b":[1,2,"q\"\n"],"c":true}"#)
        XCTAssertEqual(JSONValue.double(0.5).jsonString, "0.5")
    }

    func testIntValueAcceptsIntegralDoublesOnly() {
        XCTAssertEqual(JSONValue.double(3).intValue, 3)
        XCTAssertNil(JSONValue.double(3.5).intValue)
        XCTAssertNil(JSONValue.string("3").intValue)
    }
}

final class StorageKeyTests: XCTestCase {
    func testFormatsLikeRelay() {
        XCTAssertEqual(StorageKey.format(name: "user", arguments: ["id": "me"]), #"user(id:"me")"#)
        XCTAssertEqual(
            StorageKey.format(name: "comments", arguments: ["orderby": "date", "first": 2]),
            #"comments(first:2,orderby:"date")"#)
        XCTAssertEqual(StorageKey.format(name: "todos", arguments: ["after": nil, "first": 10]), "todos(first:10)")
        XCTAssertEqual(StorageKey.format(name: "todos", arguments: ["after": nil]), "todos")
        XCTAssertEqual(StorageKey.format(name: "todos", arguments: nil), "todos")
        XCTAssertEqual(
            StorageKey.format(name: "search", arguments: ["query": ["text": "foo", "limit": 2]]),
            #"search(query:{"limit":2,"text":"foo"})"#)
    }

    func testEvaluatesArgumentNodesAgainstVariables() {
        let arguments: [Argument] = [
            .variable(name: "first", variableName: "count"),
            .variable(name: "after", variableName: "cursor"),
            .objectValue(
                name: "filter",
                fields: [.literal(name: "status", value: "ANY"), .variable(name: "tag", variableName: "tag")]),
            .listValue(
                name: "ids",
                items: [.literal(name: "ids.0", value: "a"), nil, .variable(name: "ids.2", variableName: "id")]),
        ]
        let key = StorageKey.format(
            name: "todos", arguments: arguments, variables: ["count": 5, "tag": "x", "id": "b"])
        XCTAssertEqual(key, #"todos(filter:{"status":"ANY","tag":"x"},first:5,ids:["a","b"])"#)
    }

    func testHandleKeys() {
        XCTAssertEqual(
            StorageKey.handleKey(handle: "connection", key: "ToDoList_todos", fieldName: "todos"),
            "__ToDoList_todos_connection")
        // Without a key, the field's name (Relay's `getRelayHandleKey`).
        XCTAssertEqual(StorageKey.handleKey(handle: "clientName", key: "", fieldName: "name"), "__name_clientName")
    }
}
