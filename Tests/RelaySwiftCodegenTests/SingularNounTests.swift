import XCTest

@testable import RelaySwiftCodegen

final class SingularNounTests: XCTestCase {
    func testRegularPlurals() {
        let cases = [
            "edges": "edge", "nodes": "node", "todos": "todo", "categories": "category", "addresses": "address",
            "matches": "match", "wishes": "wish", "boxes": "box", "archives": "archive",
            "ids": "id",
        ]
        for (plural, singular) in cases { XCTAssertEqual(SingularNoun.of(plural), singular, plural) }
    }

    func testExceptionsAndWordsThatAreNotPlural() {
        let cases = [
            "people": "person", "children": "child", "quizzes": "quiz", "statuses": "status", "movies": "movie",
            "caches": "cache",
            "leaves": "leaf", "heroes": "hero", "status": "status", "address": "address", "analysis": "analysis",
            "data": "data", "news": "news", "series": "series", "feedback": "feedback", "item": "item", "as": "as",
            "": "",
        ]
        for (plural, singular) in cases { XCTAssertEqual(SingularNoun.of(plural), singular, plural) }
    }

    func testOnlyTheLastWordChangesItsCaseKept() {
        XCTAssertEqual(SingularNoun.of("topPeople"), "topPerson")
        XCTAssertEqual(SingularNoun.of("recentStories"), "recentStory")
        XCTAssertEqual(SingularNoun.of("HTTPHeaders"), "HTTPHeader")
        XCTAssertEqual(SingularNoun.of("todo_items"), "todo_item")
        XCTAssertEqual(SingularNoun.of("TODOS"), "TODO")
        XCTAssertEqual(SingularNoun.of("STORIES"), "STORY")
        XCTAssertEqual(SingularNoun.of("PEOPLE"), "PERSON")
        XCTAssertEqual(SingularNoun.of("Children"), "Child")
        XCTAssertEqual(SingularNoun.of("Friends"), "Friend")
        XCTAssertEqual(SingularNoun.of("newsItems"), "newsItem")
        XCTAssertEqual(SingularNoun.of("userIDs"), "userID")
        XCTAssertEqual(SingularNoun.of("imageURLs"), "imageURL")
        XCTAssertEqual(SingularNoun.of("IDS"), "ID")
        XCTAssertEqual(SingularNoun.of("aliases"), "alias")
        XCTAssertEqual(SingularNoun.of("alias"), "alias")
        XCTAssertEqual(SingularNoun.of("items_"), "items_")
    }
}
