import XCTest

@testable import RelayCompiler

/// Values as the query text prints them.
final class ValuePrintingTests: XCTestCase {
    func testFloatsPrintAsRelaysCompilerPrintsTheirNumber() {
        let cases = [
            "1.0": "1", "1.5": "1.5", "-2.50": "-2.5", "0.1": "0.1", "123.456": "123.456", "2.5e3": "2500",
            "1e-7": "0.0000001", "1.5E20": "150000000000000000000", "-0.0": "-0", "0e5": "0",
            // Not a finite double: left as written.
            "1e400": "1e400",
        ]
        for (lexeme, printed) in cases {
            XCTAssertEqual(IR.Value.float(lexeme).queryText, printed, lexeme)
        }
    }

    func testNullsStayInConstantsAndLeaveValuesWithVariables() {
        let constant = IR.Value.list([.int("1"), .null, .float("2.0")])
        XCTAssertEqual(constant.queryText, "[1, null, 2]")
        let withVariable = IR.Value.object([
            IR.ObjectField(name: "a", value: .variable("x")), IR.ObjectField(name: "b", value: .null),
        ])
        XCTAssertEqual(withVariable.queryText, "{a: $x}")
    }
}
