import Foundation
import GraphQLSchema
import GraphQLSyntax
import RelayCompiler
import XCTest

@testable import RelayCompilerDriver

/// A schema file ending in `.json` is an introspection result, read as the SDL it amounts to.
/// `Fixtures/introspection/kitchen-sink.json` is graphql-core's introspection of
/// `kitchen-sink.source.graphql` (every kind of type, descriptions, deprecations, defaults,
/// `@oneOf`, `@specifiedBy`, a repeatable directive, renamed root types); the SDL written for
/// it is `kitchen-sink.expected.graphql` (`RECORD_FIXTURES=1` re-records).
final class IntrospectionSchemaTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/introspection")

    func testTheKitchenSinkIsWrittenAsItsSDL() throws {
        let json = try Source(contentsOfFile: Self.folder.appendingPathComponent("kitchen-sink.json").path)
        let sdl = try IntrospectionSchema.sdl(from: json)
        let expectedURL = Self.folder.appendingPathComponent("kitchen-sink.expected.graphql")
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
            try sdl.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(sdl, try String(contentsOf: expectedURL, encoding: .utf8))
    }

    /// The same query compiles to the same artifacts against the JSON and against the SDL.
    func testAnIntrospectionResultLoadsAsItsSDLDoes() throws {
        let fromJSON = SchemaLoader.load(schemaFiles: [Self.folder.appendingPathComponent("kitchen-sink.json")])
        let fromSDL = SchemaLoader.load(schemaFiles: [Self.folder.appendingPathComponent("kitchen-sink.source.graphql")]
        )
        XCTAssertEqual(fromJSON.diagnostics.map(\.message), [])
        let query = """
            query Search($target: Target!) {
              search(text: "ada") {
                __typename
                ... on User { title friends(filter: {tags: ["x"]}) { id status joined } }
                ... on Team { members { id } }
              }
            }
            mutation Rename($target: Target!) { rename(target: $target, name: "A") { id } }
            """
        func artifacts(_ schema: GraphQLSchema?) throws -> [String] {
            let document = try Parser.parseDocument(Source(text: query, name: "query.graphql"))
            let output = RelayCompiler.compile(documents: [document], schema: try XCTUnwrap(schema))
            XCTAssertEqual(output.diagnostics.map(\.message), [])
            return output.definitions.map { CompilerOutput.json($0.artifact) }
        }
        XCTAssertEqual(try artifacts(fromJSON.schema), try artifacts(fromSDL.schema))
        XCTAssertEqual(try artifacts(fromJSON.schema).count, 2)
    }

    func testProblemsArePointedAtInTheJSON() throws {
        let folder = try TemporaryDirectory()
        for (text, message, line, column) in [
            (#"{"data": {"schema": {}}}"#, #"expected the key "__schema" in this object"#, 1, 10),
            ("{\"__schema\": {\n  \"types\": 3}}", "expected a list, found a number", 2, 12),
            (
                #"{"__schema": {"types": [{"kind": "THING", "name": "T"}]}}"#,
                #"expected the kind of a named type (SCALAR, OBJECT, …), found "THING""#, 1, 34
            ),
            (#"{"__schema": "#, "expected a JSON value, found the end of the file", 1, 14),
            (
                #"{"__schema": {"types": [{"kind": "OBJECT", "name": "Foo bar"}]}}"#,
                #"expected a GraphQL name, found "Foo bar""#, 1, 52
            ),
        ] {
            let file = try folder.write("schema.json", text)
            let loaded = SchemaLoader.load(schemaFiles: [file])
            XCTAssertNil(loaded.schema)
            let problem = try XCTUnwrap(loaded.diagnostics.first)
            XCTAssertTrue(problem.message.hasSuffix(message), problem.message)
            XCTAssertEqual(problem.location?.line, line, text)
            XCTAssertEqual(problem.location?.column, column, text)
        }
    }
}
