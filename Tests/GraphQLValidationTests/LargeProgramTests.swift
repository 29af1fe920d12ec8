import GraphQLValidation
import XCTest

/// Programs large enough that the walk is cut into parts, one per core: what is found must
/// be what one walk finds (graphql-core's counts, checked with Oracle's schema), wherever the
/// cut falls.
final class LargeProgramTests: XCTestCase {
    /// 300 documents: 150 fragments using `$surname`, then 150 operations that define it and
    /// use it only through one of them, so that every operation's variables are used in the
    /// other part of the program.
    private let program =
        (0..<150).map { "fragment F\($0) on Dog { name(surname: $surname) }" }
        + (0..<150).map { "query Q\($0)($surname: Boolean) { dog { ...F\($0) } }" }

    private func found(_ documents: [String]) -> [String] {
        OracleHarness.found(in: documents).map(\.description)
    }

    func testVariablesUsedThroughFragmentsInAnotherPartAreUsed() {
        XCTAssertEqual(found(program), [])
    }

    /// Both parts compare the fragment pair; one walk compares it once and reports it once.
    func testAConflictBetweenTwoFragmentsIsReportedOnce() {
        let documents =
            ["query C1 { dog { ...A ...B } }"] + program
            + ["fragment A on Dog { x: name }", "fragment B on Dog { x: nickname }", "query C2 { dog { ...A ...B } }"]
        XCTAssertEqual(
            found(documents),
            [
                "OverlappingFieldsCanBeMerged: Fields \"x\" conflict because \"name\" and \"nickname\" are different"
                    + " fields. Use different aliases on the fields to fetch both if this was intentional. @ 1:21, 1:21"
            ])
    }

    /// A problem only the rules across definitions see, after the parts are walked.
    func testAnUnusedVariableAfterTheWalkIsReported() {
        XCTAssertEqual(
            found(program + ["query Unused($flag: Boolean) { dog { name } }"]),
            [#"NoUnusedVariables: Variable "$flag" is never used in operation "Unused". @ 1:14"#])
    }

    /// A problem within one document, in the second part.
    func testAProblemInOneDocumentIsReportedOnce() {
        XCTAssertEqual(
            found(program + ["query Unknown { dog { unknownField } }"]),
            [#"FieldsOnCorrectType: Cannot query field "unknownField" on type "Dog". @ 1:23"#])
    }
}
