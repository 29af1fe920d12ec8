import Foundation
import GraphQLSyntax
import RelayCompiler
import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

/// Snapshot tests: each `Fixtures/codegen/<name>.graphql` (over the repository's schema) is
/// generated into `<name>.expected.swift`, every file of the run one after the other.
/// `RECORD_FIXTURES=1` rewrites the expectations; read each change.
///
/// Each fixture goes through the whole pipeline (`RelayCompiler.compile`, as the command line
/// runs it), so the expected files show the artifacts' literals too.
final class CodegenFixtureTests: XCTestCase {
    private static let folder = CodegenTestSupport.packageRoot.appendingPathComponent("Fixtures/codegen")

    private func generate(_ text: String, name: String) throws -> String {
        let schema = CodegenTestSupport.todoSchema
        let document = try Parser.parseDocument(Source(text: text, name: name))
        let compiled = RelayCompiler.compile(documents: [document], schema: schema)
        XCTAssertEqual(compiled.diagnostics.map(\.message), [], name)
        let output = SwiftCodeGenerator(schema: schema).generate(compiled.definitions)
        XCTAssertEqual(
            output.files.count, compiled.definitions.count + 1, "a file per definition, and the schema types")
        let diagnostics: [String] = output.diagnostics.map { "// warning: " + $0.message + "\n" }
        let files: [String] = output.files.map { "// MARK: - " + $0.fileName + "\n\n" + $0.contents }
        return diagnostics.joined() + files.joined(separator: "\n")
    }

    func testEveryFixture() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let input = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let expectedURL = Self.folder.appendingPathComponent(
                name.replacingOccurrences(of: ".graphql", with: ".expected.swift"))
            let actual = try generate(input, name: name)
            if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
                try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            XCTAssertEqual(actual, expected, "\(name): run with RECORD_FIXTURES=1 and read the difference")
        }
    }
}
