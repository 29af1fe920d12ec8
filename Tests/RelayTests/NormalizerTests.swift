import Relay
import XCTest

final class NormalizerTests: XCTestCase {
    private func normalize(
        _ request: ConcreteRequest, _ body: String, variables: VariableData = ["count": 2, "cursor": nil]
    )
        throws -> NormalizationResult
    {
        let data = try XCTUnwrap(try JSONValue(parsing: body)["data"])
        return ResponseNormalizer.normalize(data, selections: request.operation.selections, variables: variables)
    }

    func testRecordsAreKeyedByIDOrByClientIDFromParentAndStorageKey() throws {
        let result = try normalize(Todo.listQuery(), Todo.page([1, 2], endCursor: "c2", hasNextPage: true))
        let source = result.source
        XCTAssertEqual(source[.rootID]?.linkedID(forKey: #"user(id:"me")"#), "me")
        XCTAssertEqual(source["me"]?.linkedID(forKey: "todos(first:2)"), "client:me:todos(first:2)")
        XCTAssertEqual(
            source["client:me:todos(first:2)"]?.linkedIDs(forKey: "edges"),
            ["client:me:todos(first:2):edges:0", "client:me:todos(first:2):edges:1"])
        XCTAssertEqual(source["client:me:todos(first:2):edges:1"]?.linkedID(forKey: "node"), "todo-2")
        XCTAssertEqual(source["todo-2"]?.typeName, "Todo")
        XCTAssertEqual(source["todo-2"]?.fields["text"], .scalar("Todo 2"))
        XCTAssertEqual(source["client:me:todos(first:2):pageInfo"]?.fields["endCursor"], .scalar("c2"))
        XCTAssertTrue(result.issues.isEmpty)
        XCTAssertEqual(source.count, 8)  // root, me, connection, 2 edges, 2 todos, pageInfo
    }

    func testEveryHandleYieldsAPayload() throws {
        let result = try normalize(Todo.listQuery(), Todo.page([1], endCursor: "c1", hasNextPage: false))
        XCTAssertEqual(
            result.fieldPayloads,
            [
                HandleFieldPayload(
                    args: ["after": nil, "first": 2], dataID: "me", fieldKey: "todos(first:2)", handle: "connection",
                    handleKey: "__ToDoList_todos_connection")
            ])
    }

    func testMissingFieldsStayUnsetAndNullsAreStored() throws {
        let body = #"{"data":{"user":{"id":"me","todos":null}}}"#
        let result = try normalize(Todo.listQuery(), body)
        XCTAssertEqual(result.source["me"]?.fields["todos(first:2)"], .null)
        let partial = try normalize(Todo.listQuery(), #"{"data":{"user":{"id":"me"}}}"#)
        XCTAssertNil(partial.source["me"]?.fields["todos(first:2)"])
    }

    func testWrongShapesAreReportedNotStored() throws {
        let body = #"{"data":{"user":{"id":"me","todos":{"edges":{"not":"a list"},"pageInfo":[1]}}}}"#
        let result = try normalize(Todo.listQuery(), body)
        XCTAssertEqual(result.issues.count, 2)
        XCTAssertNil(result.source["client:me:todos(first:2)"]?.fields["edges"])
        XCTAssertNil(result.source["client:me:todos(first:2)"]?.fields["pageInfo"])
        let notAnObject = ResponseNormalizer.normalize("text", selections: [], variables: [:])
        XCTAssertEqual(notAnObject.issues.count, 1)
    }

    func testAbstractFieldWithoutTypenameIsSkipped() {
        let selections = [
            N.linked(
                "node", type: nil, args: [.literal(name: "id", value: "1")], storageKey: #"node(id:"1")"#,
                [N.scalar("id")])
        ]
        let result = ResponseNormalizer.normalize(["node": ["id": "1"]], selections: selections, variables: [:])
        XCTAssertEqual(result.issues.count, 1)
        XCTAssertNil(result.source["1"])
        let typed = ResponseNormalizer.normalize(
            ["node": ["id": "1", "__typename": "User"]], selections: selections, variables: [:])
        XCTAssertEqual(typed.source["1"]?.typeName, "User")
    }

    func testInlineFragmentsOnAbstractTypesRecordTypeInformation() {
        let selections = [
            N.linked(
                "node", type: nil,
                [
                    N.scalar("__typename"),
                    .inlineFragment(
                        NormalizationInlineFragment(
                            type: "Named", abstractKey: "__isNamed", selections: [N.scalar("name")])),
                    .inlineFragment(NormalizationInlineFragment(type: "Todo", selections: [N.scalar("text")])),
                ])
        ]
        let result = ResponseNormalizer.normalize(
            ["node": ["__typename": "User", "id": "u", "__isNamed": "User", "name": "Ann", "text": "ignored"]],
            selections: selections, variables: [:])
        XCTAssertEqual(result.source["u"]?.fields["name"], .scalar("Ann"))
        XCTAssertNil(result.source["u"]?.fields["text"], "the Todo fragment does not apply to a User")
        XCTAssertEqual(result.source["client:__type:User"]?.fields["__isNamed"], .scalar(true))
    }

    func testConditionsFollowVariables() {
        let selections: [NormalizationSelection] = [
            .condition(
                NormalizationCondition(condition: "withText", passingValue: true, selections: [N.scalar("text")])),
            .condition(
                NormalizationCondition(condition: "withText", passingValue: false, selections: [N.scalar("id")])),
        ]
        let included = ResponseNormalizer.normalize(
            ["text": "t", "id": "i"], selections: selections, variables: ["withText": true])
        XCTAssertEqual(included.source[.rootID]?.fields, ["text": .scalar("t")])
        let skipped = ResponseNormalizer.normalize(
            ["text": "t", "id": "i"], selections: selections, variables: ["withText": false])
        XCTAssertEqual(skipped.source[.rootID]?.fields, ["id": .scalar("i")])
    }

    func testViewerWithoutIDUsesTheViewerID() {
        let selections = [N.linked("viewer", type: "Viewer", [N.scalar("name")])]
        let result = ResponseNormalizer.normalize(["viewer": ["name": "v"]], selections: selections, variables: [:])
        XCTAssertEqual(result.source[.rootID]?.linkedID(forKey: "viewer"), .viewerID)
        XCTAssertEqual(result.source[.viewerID]?.fields["name"], .scalar("v"))
    }
}
