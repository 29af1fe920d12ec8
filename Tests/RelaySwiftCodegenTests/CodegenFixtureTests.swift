import Foundation
import RelayCompiler
import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

/// Snapshot tests: each `Fixtures/codegen/<name>.graphql` (over the repository's schema) is
/// generated into `<name>.expected.swift`, every file of the run one after the other.
/// `RECORD_FIXTURES=1` rewrites the expectations; read each change.
///
/// The artifacts are empty placeholders until the compiler's artifact builders land (the
/// generated types do not depend on them); the IR is the builder's plus the typename pass.
final class CodegenFixtureTests: XCTestCase {
    private static let folder = CodegenTestSupport.packageRoot.appendingPathComponent("Fixtures/codegen")

    private func generate(_ text: String) throws -> String {
        let schema = CodegenTestSupport.todoSchema
        let program = AddTypenameForTypeRefinements.transform(
            try CodegenTestSupport.program([text]), schema: schema)
        let output = SwiftCodeGenerator(schema: schema).generate(
            operations: program.operations.map { ($0, CodegenTestSupport.emptyRequest($0)) },
            fragments: program.fragments.map { fragment in
                (
                    fragment,
                    ReaderFragment(name: fragment.name.value, type: schema[fragment.typeCondition].name, selections: [])
                )
            })
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
            let actual = try generate(input)
            if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" {
                try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            XCTAssertEqual(actual, expected, "\(name): run with RECORD_FIXTURES=1 and read the difference")
        }
    }
}
