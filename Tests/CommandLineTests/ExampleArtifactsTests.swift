import Foundation
import XCTest

/// The example app's artifacts are committed (`Examples/TodoApp/__generated__`) so that they can
/// be read without building; they must be what the compiler writes today.
final class ExampleArtifactsTests: XCTestCase {
    func testTheCommittedExampleArtifactsAreUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let committed = root.appendingPathComponent("Examples/TodoApp/__generated__")
        let fresh = try TemporaryFolder()
        // The repository's own config, as `swift run relay-swift-compiler` reads it, written elsewhere.
        let run = try CommandLineRun(["--artifact-directory", fresh.url.path], in: root)
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
