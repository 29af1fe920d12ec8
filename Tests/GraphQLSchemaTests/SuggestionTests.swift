import GraphQLSchema
import XCTest

/// "Did you mean" hints, as the reference implementation computes them.
final class SuggestionTests: XCTestCase {
    func testSuggestionListOrdersByDistanceThenNaturally() {
        XCTAssertEqual(Suggestions.list(for: "Strin", among: ["String", "In", "Int", "Boolean"]), ["String", "In"])
        XCTAssertEqual(Suggestions.list(for: "abc", among: ["ABC", "abd", "xyz"]), ["ABC", "abd"])
        XCTAssertEqual(Suggestions.list(for: "ab", among: ["ba"]), ["ba"])
        XCTAssertEqual(
            Suggestions.list(for: "item", among: ["item10", "item2", "item1"]), ["item1", "item2", "item10"])
        XCTAssertEqual(Suggestions.list(for: "", among: ["a", "ab"]), ["a"])
        XCTAssertEqual(Suggestions.list(for: "x", among: [String]()), [])
    }

    func testNaturalCompare() {
        XCTAssertLessThan(Suggestions.naturalCompare("a2", "a10"), 0)
        XCTAssertGreaterThan(Suggestions.naturalCompare("b", "a10"), 0)
        XCTAssertEqual(Suggestions.naturalCompare("a", "a"), 0)
        XCTAssertLessThan(Suggestions.naturalCompare("a", "ab"), 0)
    }

    func testDidYouMean() {
        XCTAssertEqual(Suggestions.didYouMean([]), "")
        XCTAssertEqual(Suggestions.didYouMean(["A"]), " Did you mean \"A\"?")
        XCTAssertEqual(Suggestions.didYouMean(["A", "B"]), " Did you mean \"A\" or \"B\"?")
        XCTAssertEqual(
            Suggestions.didYouMean(["A", "B", "C", "D", "E", "F"]),
            " Did you mean \"A\", \"B\", \"C\", \"D\", or \"E\"?")
        XCTAssertEqual(Suggestions.didYouMean(["A"], subject: "the enum value"), " Did you mean the enum value \"A\"?")
    }
}
