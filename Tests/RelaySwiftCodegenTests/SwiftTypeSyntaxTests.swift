import XCTest

@testable import RelaySwiftCodegen

/// The Swift types a config may give custom scalars, which generated code names as written.
final class SwiftTypeSyntaxTests: XCTestCase {
    func testTypeNamesArraysDictionariesGenericsAndOptionals() {
        for type in [
            "Date", "Foundation.Date", "[String]", "[String: Int]", "[ String : [Int?] ]?", "Tagged<User, String>",
            "Swift.Dictionary<String, [Int]>", "Date?", "_Private1", "Größe",
        ] {
            XCTAssertNil(SwiftTypeSyntax.problem(in: type), type)
        }
    }

    func testWhatIsNotATypeSaysWhatWasExpected() {
        let cases = [
            "not a type!": "expected the type to end, found a space",
            // Generated code appends `?`: `Date ?` and `[Int] ??` are not Swift.
            "Date ": "expected the type to end, found a space",
            " Date": "expected the type to start, found a space",
            "Foundation. Date": "expected a type name, found a space",
            "class": "expected a type name, found the keyword `class`",
            "Int.Type": "expected a type name, found the keyword `Type`",
            String(repeating: "[", count: 100_000) + "Int": "expected a type nested less deeply",
            "": "expected a type name, found the end",
            "[String": "expected `]`, found the end",
            "Array<Int": "expected `>`, found the end",
            "1Date": "expected a type name, found `1`",
            "Foundation.": "expected a type name, found the end",
            "(Int, Int)": "expected a type name, found `(`",
            "Date!": "expected the type to end, found `!`",
        ]
        for (text, problem) in cases {
            XCTAssertEqual(SwiftTypeSyntax.problem(in: text), problem, text)
        }
    }

    /// The names a mapped type mentions unqualified, which no generated type may take.
    func testLeadingNames() {
        XCTAssertEqual(SwiftTypeSyntax.leadingNames(in: "Tagged<User, Swift.String>?"), ["Tagged", "User", "Swift"])
        XCTAssertEqual(SwiftTypeSyntax.leadingNames(in: "[Foundation.Date: [Money]]"), ["Foundation", "Money"])
        XCTAssertEqual(SwiftTypeSyntax.leadingNames(in: "not a type"), [])
    }
}
