import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

/// The fix-its validation attaches: each name a "Did you mean …?" suggests, as a replacement
/// of the name written (not of the whole field or argument the report points at), and an enum
/// value written as a string unquoted. Each is summarised as `line:column-column replacement`.
final class FixItTests: XCTestCase {
    private func fixIts(_ document: String, options: ValidationOptions) -> [[String]] {
        let parsed = try! Parser.parseDocument(Source(text: document, name: "doc"))
        return Validator.validate([parsed], against: OracleHarness.schema, options: options).map { diagnostic in
            diagnostic.fixIts.map { fixIt in
                let start = diagnostic.source!.location(of: Int(fixIt.span.start))
                let end = diagnostic.source!.location(of: Int(fixIt.span.end))
                return "\(start.line):\(start.column)-\(end.column) \(fixIt.replacement)"
            }
        }
    }

    private let document = """
        query Q($d: DogComand) {
          dog { nmae name(surnam: true) doesKnowCommand(dogCommand: SITT) }
          complicatedArgs { complexArgField(complexArg: {requiredField: true, intFeld: 1}) }
        }
        """

    func testEachSuggestionRenamesTheNameWritten() {
        let expected = [
            ["1:13-22 DogCommand"],
            ["2:9-13 name"],
            ["2:19-25 surname"],
            ["3:71-78 intField"],
        ]
        XCTAssertEqual(fixIts(document, options: .specification).filter { !$0.isEmpty }, expected)
        XCTAssertEqual(
            fixIts(document, options: .relay).filter { !$0.isEmpty },
            [expected[0], expected[1], expected[2], ["2:61-65 SIT"], expected[3]])
    }

    func testAnEnumValueWrittenAsAStringIsUnquotedInRelaysConfiguration() {
        XCTAssertEqual(
            fixIts(#"{ dog { doesKnowCommand(dogCommand: "SIT") } }"#, options: .relay), [["1:37-42 SIT"]])
        XCTAssertEqual(fixIts(#"{ dog { doesKnowCommand(dogCommand: "STAY") } }"#, options: .relay), [[]])
    }
}
