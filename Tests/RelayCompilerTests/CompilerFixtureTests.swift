import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

@testable import RelayCompiler

/// Snapshot test over `Fixtures/compiler/<name>.graphql`: the artifacts (JSON and query text)
/// or the rendered diagnostics must equal `<name>.expected`. `RECORD_FIXTURES=1` re-records.
///
/// A fixture is validated with Relay's rules first (what the command line does) unless its
/// first line is `# compile-only`, which hands it to the compiler directly so that Relay's
/// own checks are exercised even where GraphQL validation would report first. A line
/// `# enforce-fragment-aliases` compiles it with `CompilerOptions.enforcesFragmentAliases`.
final class CompilerFixtureTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/compiler")

    func testFixtures() throws {
        let recording = ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let input = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            let rendered = try Self.render(input, name: name)
            let expectedURL = Self.directory.appendingPathComponent(
                String(name.dropLast(".graphql".count)) + ".expected")
            if recording {
                try rendered.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try? String(contentsOf: expectedURL, encoding: .utf8)
            XCTAssertEqual(rendered, expected, "\(name) differs from its .expected (RECORD_FIXTURES=1 re-records)")
        }
    }

    /// The rendering of a fixture; a section after a line `# %extensions%` holds client schema
    /// extensions of the example schema.
    static func render(_ text: String, name: String) throws -> String {
        let fixture = RelayFixtureInput(text)
        let input = fixture.documents
        let schema: GraphQLSchema
        let document: Document
        do {
            document = try Parser.parseDocument(Source(text: input, name: name))
            let extended = try fixture.schema(extending: TestSupport.todoSchema, name: name + " extensions")
            guard let extendedSchema = extended.schema else {
                return "SCHEMA:\n" + extended.diagnostics.map(DiagnosticRenderer.text).joined(separator: "\n\n") + "\n"
            }
            schema = extendedSchema
        } catch {
            return DiagnosticRenderer.text(error) + "\n"
        }
        // A line `# enforce-fragment-aliases` turns on Relay 21's demand for `@alias`.
        let options = CompilerOptions(enforcesFragmentAliases: input.contains("\n# enforce-fragment-aliases\n"))
        if !input.hasPrefix("# compile-only") {
            let diagnostics = Validator.validate([document], against: schema, options: .relay)
            if !diagnostics.isEmpty {
                // What the command line reports besides, in reading order as it prints them.
                let besides = RelayCompiler.diagnosticsBesideValidation(
                    diagnostics, documents: [document], schema: schema, options: options)
                return "VALIDATION:\n"
                    + (diagnostics + besides).sortedByPosition().map(DiagnosticRenderer.text).joined(separator: "\n\n")
                    + "\n"
            }
        }
        let output = RelayCompiler.compile(documents: [document], schema: schema, options: options)
        if !output.diagnostics.isEmpty {
            return "ERRORS:\n" + output.diagnostics.map(DiagnosticRenderer.text).joined(separator: "\n\n") + "\n"
        }
        var parts: [String] = []
        for definition in output.definitions {
            var part =
                "=== \(definition.name) (\(definition.kind.rawValue))\n" + CompilerOutput.json(definition.artifact)
            if let text = definition.queryText { part += "\nQUERY:\n" + text }
            parts.append(part)
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
