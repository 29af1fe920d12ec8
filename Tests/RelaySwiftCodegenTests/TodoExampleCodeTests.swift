import Foundation
import GraphQLSyntax
import RelayCompiler
import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

/// Generates the code of the repository's to-do example into Tests/GeneratedCodeTests, whose
/// tests compile it and run it against the runtime; this test fails when that code is not
/// what the generator produces now. `RECORD_FIXTURES=1` rewrites it.
final class TodoExampleCodeTests: XCTestCase {
    private static let testsFolder = CodegenTestSupport.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests")
    private static let generatedFolder = testsFolder.appendingPathComponent("Generated")
    private static let artifactJSONFile = testsFolder.appendingPathComponent("ArtifactJSON.swift")
    private var recording: Bool { ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1" }

    /// The example's definitions, plus the refetch query of `ToDoList_user`.
    private func exampleProgram() throws -> IR.Program {
        let folder = CodegenTestSupport.packageRoot.appendingPathComponent("Examples/TodoApp")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        let texts = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let program = try CodegenTestSupport.program(texts + [TodoExampleArtifacts.paginationQueryText])
        return AddTypenameForTypeRefinements.transform(program, schema: CodegenTestSupport.todoSchema)
    }

    private func generate() throws -> SwiftCodegenOutput {
        let program = try exampleProgram()
        let operations = try program.operations.map { operation in
            (operation, try XCTUnwrap(TodoExampleArtifacts.requests[operation.name.value], operation.name.value))
        }
        let fragments = try program.fragments.map { fragment in
            (fragment, try XCTUnwrap(TodoExampleArtifacts.fragments[fragment.name.value], fragment.name.value))
        }
        return SwiftCodeGenerator(schema: CodegenTestSupport.todoSchema).generate(
            operations: operations, fragments: fragments)
    }

    func testTheGeneratedCodeTestsHoldTheExamplesGeneratedCode() throws {
        let output = try generate()
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        XCTAssertEqual(
            output.files.map(\.fileName),
            [
                "AddTodoEdgeMutation.graphql.swift", "AddTodoMutation.graphql.swift",
                "DeleteTodoMutation.graphql.swift",
                "RelaySchemaTypes.graphql.swift", "RemoveTodoMutation.graphql.swift", "ToDoItem_todo.graphql.swift",
                "ToDoListPaginationQuery.graphql.swift", "ToDoList_user.graphql.swift", "UserTodosQuery.graphql.swift",
            ])
        let files =
            output.files.map { (Self.generatedFolder.appendingPathComponent($0.fileName), $0.contents) }
            + [(Self.artifactJSONFile, try artifactJSONSource())]
        if recording {
            try FileManager.default.createDirectory(at: Self.generatedFolder, withIntermediateDirectories: true)
            for (url, contents) in files { try contents.write(to: url, atomically: true, encoding: .utf8) }
            return
        }
        for (url, contents) in files {
            let recorded = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(recorded, contents, "\(url.lastPathComponent) is stale: run with RECORD_FIXTURES=1")
        }
    }

    func testGeneratingTwiceGivesTheSameBytes() throws {
        XCTAssertEqual(try generate().files, try generate().files)
    }

    /// The JSON of every artifact, for the generated-code tests to decode and compare with the
    /// printed `node`s.
    private func artifactJSONSource() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func entries<T: Encodable>(_ artifacts: [String: T]) throws -> [String] {
            try artifacts.keys.sorted().map { name in
                let json = String(decoding: try encoder.encode(artifacts[name]), as: UTF8.self)
                return "        " + SwiftNames.stringLiteral(name) + ": " + rawLiteral(json) + ","
            }
        }
        return """
            // Recorded by RelaySwiftCodegenTests.TodoExampleCodeTests (RECORD_FIXTURES=1): the artifacts the
            // generated code in Generated/ was printed from, as JSON.

            /// The JSON of the artifacts of the generated code, by definition name.
            enum ArtifactJSON {
                static let requests: [String: String] = [
            \(try entries(TodoExampleArtifacts.requests).joined(separator: "\n"))
                ]

                static let fragments: [String: String] = [
            \(try entries(TodoExampleArtifacts.fragments).joined(separator: "\n"))
                ]
            }

            """
    }

    /// A raw string literal for one-line `text`.
    private func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}
