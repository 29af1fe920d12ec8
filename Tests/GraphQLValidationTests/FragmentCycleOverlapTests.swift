import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

/// Found by the `validation` fuzz target: overlapping fields compared through a fragment that
/// spreads itself never ended (graphql-js and graphql-core recurse until the stack gives out;
/// we stopped at a depth limit with a 222 KB message and 8,000 related places). Fragments on
/// a cycle are left out of that rule; NoFragmentCycles reports the cycle.
final class FragmentCycleOverlapTests: XCTestCase {
    func testConflictsThroughACycleEndWithShortMessages() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = folder.deletingLastPathComponent().deletingLastPathComponent()
        let schemaDocument = try Parser.parseDocument(Source(contentsOfFile: root.appendingPathComponent("schema.graphql").path))
        let schema = try XCTUnwrap(GraphQLSchema.build(from: [schemaDocument]).schema)
        let input = folder.appendingPathComponent("Regressions/overlap-through-fragment-cycle.graphql")
        let diagnostics = Validator.validate(
            [try Parser.parseDocument(Source(contentsOfFile: input.path))], against: schema)
        XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix("Cannot spread fragment \"ToDoList_user\" within itself") })
        for diagnostic in diagnostics {
            XCTAssertLessThan(diagnostic.message.utf8.count, 300, String(diagnostic.message.prefix(300)))
            XCTAssertLessThan(diagnostic.notes.count, 10)
        }
    }

    /// Without a cycle the rule still compares through fragments at every depth.
    func testConflictsThroughFragmentsWithoutACycleAreFound() {
        let document = """
            query Q { dog { ...A mother { ...C } } }
            fragment A on Dog { mother { name(surname: true) } }
            fragment C on Dog { name(surname: false) }
            """
        let diagnostics = Validator.validate(
            [try! Parser.parseDocument(Source(text: document, name: "acyclic.graphql"))], against: OracleHarness.schema)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "Fields \"mother\" conflict because subfields \"name\" conflict because they have differing arguments. "
                    + "Use different aliases on the fields to fetch both if this was intentional."
            ])
    }
}
