import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

/// The fix-its validation and the schema's checks attach: each name a "Did you mean …?"
/// suggests, as a replacement of the name written (not of the whole field or argument the
/// report points at), a type only where it fits, and an enum value written as a string
/// unquoted. Each report is summarised as its fix-its, `line:column-column replacement`.
final class FixItTests: XCTestCase {
    private func fixIts(_ document: String, options: ValidationOptions) -> [[String]] {
        let parsed = try! Parser.parseDocument(Source(text: document, name: "doc"))
        // The variables are there for their types: that they are unused is another matter.
        return summaries(
            Validator.validate([parsed], against: OracleHarness.schema, options: options).filter {
                $0.rule != "NoUnusedVariables"
            })
    }

    private func summaries(_ diagnostics: [Diagnostic]) -> [[String]] {
        diagnostics.map { diagnostic in
            diagnostic.fixIts.map { fixIt in
                let start = diagnostic.source!.location(of: Int(fixIt.span.start))
                let end = diagnostic.source!.location(of: Int(fixIt.span.end))
                return "\(start.line):\(start.column)-\(end.column) \(fixIt.replacement)"
            }
        }
    }

    private let document = """
        query Q($d: DogComand, $e: Dgo) {
          dog { nmae name(surnam: true) doesKnowCommand(dogCommand: SITT) }
          complicatedArgs { complexArgField(complexArg: {requiredField: true, intFeld: 1}) }
        }
        """

    func testEachSuggestionRenamesTheNameWritten() {
        let variables = [["1:13-22 DogCommand"], /* `Dog` is no input type: */ []]
        let fields = [["2:9-13 name"], ["2:19-25 surname"]]
        let input = [["3:71-78 intField"]]
        XCTAssertEqual(fixIts(document, options: .specification), variables + fields + [["2:61-65 SIT"]] + input)
        XCTAssertEqual(fixIts(document, options: .relay), variables + fields + [["2:61-65 SIT"]] + input)
    }

    func testAnEnumValueWrittenAsAStringIsUnquotedInRelaysConfiguration() {
        XCTAssertEqual(
            fixIts(#"{ dog { doesKnowCommand(dogCommand: "SIT") } }"#, options: .relay), [["1:37-42 SIT"]])
        XCTAssertEqual(fixIts(#"{ dog { doesKnowCommand(dogCommand: "STAY") } }"#, options: .relay), [[]])
    }

    func testTheSchemasChecksRenameAnUnknownTypeAndAnExtendedOne() throws {
        let document = try Parser.parseDocument(
            Source(text: "type Query { a: Strng }\nextend type Quer { b: Int }", name: "schema"))
        let (_, diagnostics) = GraphQLSchema.build(from: [document])
        XCTAssertEqual(summaries(diagnostics), [["1:17-22 String"], ["2:13-17 Query"]])
    }
}
