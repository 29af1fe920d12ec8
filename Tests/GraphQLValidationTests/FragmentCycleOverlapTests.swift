import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

/// Found by the `validation` fuzz target: overlapping fields compared through a fragment that
/// spreads itself inside a field never ended (graphql-js and graphql-core recurse until the
/// stack gives out; we stopped at a depth limit with a 222 KB message and 8,000 related
/// places). Fragments on such a cycle are left out of that rule; NoFragmentCycles reports it.
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

    /// A cycle through spreads alone ends the reference's search too: conflicts through it are
    /// still reported, as graphql-core reports them (found by the validation difftest).
    func testConflictsBesideACycleOfSpreadsAloneAreFound() throws {
        let document = """
            fragment Web0 on Dog { w: name ...Web0 }
            fragment Web3 on Dog { w: nickname }
            fragment Web4 on Dog { ...Web0 ...Web3 }
            """
        let diagnostics = Validator.validate(
            [try Parser.parseDocument(Source(text: document, name: "web.graphql"))], against: OracleHarness.schema)
        XCTAssertTrue(
            diagnostics.contains {
                $0.message.hasPrefix("Fields \"w\" conflict because \"name\" and \"nickname\" are different fields.")
            }, "\(diagnostics.map(\.message))")
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

    /// Found by the validation difftest: a valid chain of 7,000 fragments overflowed the stack
    /// in NoFragmentCycles' search (now iterative) and the overlap rule's walk along spreads
    /// (now stopped 1,000 fragments deep).
    func testLongChainsOfFragmentsValidate() throws {
        for closesACycle in [false, true] {
            let length = 20_000
            var text = "query Q { dog { ...C0 } }\n"
            for index in 0..<length {
                let next = index + 1 < length ? " ...C\(index + 1)" : (closesACycle ? " ...C0" : "")
                text += "fragment C\(index) on Dog { name\(next) }\n"
            }
            let diagnostics = Validator.validate(
                [try Parser.parseDocument(Source(text: text, name: "chain.graphql"))], against: OracleHarness.schema)
            XCTAssertEqual(diagnostics.count, closesACycle ? 1 : 0, "\(diagnostics.prefix(3).map(\.message))")
            if closesACycle {
                XCTAssertTrue(diagnostics.first?.message.hasPrefix("Cannot spread fragment \"C0\" within itself via") == true)
            }
        }
    }
    /// Relay's walk, run once the rule finds a conflict, on the same shapes: fragments that
    /// spread each other in a cycle add no fields the second time they are met, and two long
    /// chains of fragments nesting the same fields are walked leaves first. (300 long: in a
    /// debug build, the rule's own comparison 2,000 deep, on a worker thread's stack, is not
    /// what this tests.)
    func testRelaysWalkEndsOnCyclesAndLongChains() throws {
        let cycle = """
            query Q { dog { x: name x: nickname ...A } }
            fragment A on Dog { name ...B }
            fragment B on Dog { ...A }
            """
        let cycleDiagnostics = Validator.validate(
            [try Parser.parseDocument(Source(text: cycle, name: "cycle.graphql"))], against: OracleHarness.schema,
            options: .relay)
        XCTAssertTrue(
            cycleDiagnostics.contains {
                $0.message == "Field 'x' is ambiguous because it references two different fields: 'name' and 'nickname'"
            }, "\(cycleDiagnostics.map(\.message))")

        let length = 300
        var text = "query Q { dog { x: name x: nickname parent: mother { ...A0 } parent: mother { ...B0 } } }\n"
        for chain in ["A", "B"] {
            for index in 0..<length {
                let next = index + 1 < length ? " mother { ...\(chain)\(index + 1) }" : ""
                text += "fragment \(chain)\(index) on Dog { name\(next) }\n"
            }
        }
        let diagnostics = Validator.validate(
            [try Parser.parseDocument(Source(text: text, name: "chains.graphql"))], against: OracleHarness.schema,
            options: .relay)
        XCTAssertEqual(
            diagnostics.map(\.message),
            ["Field 'x' is ambiguous because it references two different fields: 'name' and 'nickname'"])
    }
}
