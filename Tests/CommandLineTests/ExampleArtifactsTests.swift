import Foundation
import XCTest

/// The example app's artifacts are committed (`Examples/TodoApp/__generated__`) so that they can
/// be read without building; they must be what the compiler writes today.
final class ExampleArtifactsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheCommittedExampleArtifactsAreUpToDate() throws {
        // The repository's own config, as `swift run relay-swift-compiler` reads it, written elsewhere.
        try compareWithCommitted(extraArguments: [])
    }

    /// The schema as an introspection result (graphql-core's, of `schema.graphql`), with the
    /// `@fetchable` that introspection cannot carry added by an extension, gives the same files.
    func testTheSchemaAsAnIntrospectionResultGivesTheSameArtifacts() throws {
        let folder = try TemporaryFolder()
        let fetchable = folder.url.appendingPathComponent("fetchable.graphql")
        try Data(#"extend type TodoList @fetchable(field_name: "key")"#.utf8).write(to: fetchable)
        let config = folder.url.appendingPathComponent("relay.config.json")
        let settings: [String: Any] = [
            "src": root.appendingPathComponent("Examples/TodoApp").path,
            "schema": root.appendingPathComponent("Fixtures/introspection/todo-schema.json").path,
            "schemaExtensions": [fetchable.path],
        ]
        try JSONSerialization.data(withJSONObject: settings).write(to: config)
        try compareWithCommitted(extraArguments: ["--config", config.path])
    }

    private func compareWithCommitted(extraArguments: [String]) throws {
        let committed = root.appendingPathComponent("Examples/TodoApp/__generated__")
        let fresh = try TemporaryFolder()
        let run = try CommandLineRun(["--artifact-directory", fresh.url.path] + extraArguments, in: root)
        XCTAssertEqual(run.status, 0, run.standardError)

        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fresh.url.path).sorted(), names)
        for name in names {
            let expected = try Data(contentsOf: committed.appendingPathComponent(name))
            let written = try Data(contentsOf: fresh.url.appendingPathComponent(name))
            XCTAssertTrue(
                written == expected,
                "\(name) is stale: run `swift run relay-swift-compiler` and read the change before committing it")
        }
    }
}
