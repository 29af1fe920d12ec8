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

    /// A limited list is the first options of the whole one, though options farther than the
    /// closest found so far are given up early; and options are pruned only when they are too far
    /// (by length, by the bytes they have, by alignment), never when they are within reach.
    func testLimitedListIsThePrefixOfTheWholeOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcAB_1")
        for _ in 0..<300 {
            func word() -> String {
                let length = Int.random(in: 0...9, using: &generator)
                return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            }
            let input = word()
            let options = (0..<40).map { _ in word() }
            let whole = Suggestions.list(for: input, among: options)
            for limit in 1...4 {
                XCTAssertEqual(
                    Suggestions.list(for: input, among: options, limit: limit), Array(whole.prefix(limit)),
                    "\(input) among \(options), limit \(limit)")
            }
            // The whole list holds exactly the options within the reference's threshold.
            let threshold = input.utf8.count * 2 / 5 + 1
            XCTAssertEqual(
                Set(whole), Set(options.filter { referenceDistance(input, $0) <= threshold }),
                "\(input) among \(options)")
        }
        XCTAssertEqual(
            Suggestions.list(
                for: "UserCard_user", among: ["UserCard_users", "UserCard_usr", "Card_user", "UserCard"], limit: 2),
            ["UserCard_users", "UserCard_usr"])
    }

    /// The reference's distance (optimal string alignment, case differences counting 1 when the
    /// texts differ only in case), computed plainly, without any bound.
    private func referenceDistance(_ input: String, _ option: String) -> Int {
        if input == option { return 0 }
        let a = Array(option.lowercased().utf8), b = Array(input.lowercased().utf8)
        if a == b { return 1 }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
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
