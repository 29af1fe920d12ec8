import Foundation
import GraphQLSyntax
import RelayCompiler
import XCTest

@testable import RelayCompilerDriver

final class ArtifactWriterTests: XCTestCase {
    private let header = ArtifactWriter.generatedHeader

    private func swift(_ body: String) -> [UInt8] { Array((header + body).utf8) }

    private func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    func testWritesThenLeavesUnchangedFilesAlone() throws {
        let directory = try TemporaryDirectory()
        let writer = ArtifactWriter(root: directory.url.appendingPathComponent("out"), scope: .artifactDirectory)
        let files = ["A.graphql.swift": swift("a"), "nested/B.graphql.swift": swift("b")]
        let first = try writer.write(files)
        XCTAssertEqual(first.created, ["A.graphql.swift", "nested/B.graphql.swift"])
        XCTAssertEqual(first.summary, "2 written, 0 unchanged, 0 removed")
        XCTAssertEqual(try directory.read("out/A.graphql.swift"), header + "a")

        // Age the file so that a rewrite would show in its modification time.
        let file = directory.url.appendingPathComponent("out/A.graphql.swift")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        var changed = files
        changed["nested/B.graphql.swift"] = swift("b2")
        let second = try writer.write(changed)
        XCTAssertEqual(second.unchanged, ["A.graphql.swift"])
        XCTAssertEqual(second.updated, ["nested/B.graphql.swift"])
        XCTAssertEqual(second.summary, "1 written, 1 unchanged, 0 removed")
        XCTAssertEqual(try modificationDate(file), past)
        XCTAssertEqual(try directory.read("out/nested/B.graphql.swift"), header + "b2")
        XCTAssertEqual(directory.allFiles(), ["out/A.graphql.swift", "out/nested/B.graphql.swift"])
    }

    func testRemovesOnlyStaleFilesThatAreOurs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("out/Old.graphql.swift", header + "old")
        try directory.write("out/Handwritten.swift", "struct Mine {}")
        try directory.write("out/notes.txt", "keep")
        // The header copied into a file not named as ours does not make it ours.
        try directory.write("out/Notes.swift", header + "let mine = 1")
        try directory.write("out/gone/Old2.graphql.swift", header + "old")
        let writer = ArtifactWriter(root: directory.url.appendingPathComponent("out"), scope: .artifactDirectory)
        let report = try writer.write(["New.graphql.swift": swift("new")])
        XCTAssertEqual(report.removed, ["Old.graphql.swift", "gone/Old2.graphql.swift"])
        XCTAssertEqual(
            directory.allFiles(), ["out/Handwritten.swift", "out/New.graphql.swift", "out/Notes.swift", "out/notes.txt"])
        XCTAssertFalse(directory.exists("out/gone"), "a folder emptied of generated files goes too")
    }

    /// A file we did not generate in the place of an artifact is an error, and the plan writes
    /// nothing anywhere; a JSON artifact the manifest lists, or a file already right, is ours.
    func testAFileWeDidNotGenerateIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("out/Mine.graphql.swift", "struct Mine {}")
        var plan = ArtifactPlan()
        let first = ArtifactWriter(root: directory.url.appendingPathComponent("first"), scope: .artifactDirectory)
        let out = ArtifactWriter(root: directory.url.appendingPathComponent("out"), scope: .artifactDirectory)
        plan.add("A.graphql.swift", ArtifactContents(Array((header + "a").utf8)), to: first)
        plan.add("Mine.graphql.swift", ArtifactContents(Array((header + "mine").utf8)), to: out)
        XCTAssertThrowsError(try plan.write()) { error in
            let message = (error as? Diagnostic)?.message ?? ""
            XCTAssertTrue(message.contains("Mine.graphql.swift"), message)
            XCTAssertTrue(message.contains("did not generate"), message)
        }
        XCTAssertEqual(directory.allFiles(), ["out/Mine.graphql.swift"], "nothing written in any folder")
        XCTAssertEqual(try directory.read("out/Mine.graphql.swift"), "struct Mine {}")

        let json = Array(#"{"kind": "Fragment"}"#.utf8)
        try out.write(["F.graphql.json": json])
        try out.checkOwnership(of: ["F.graphql.json": Array(#"{"kind": "Request"}"#.utf8)])
        try out.checkOwnership(of: ["Mine.graphql.swift": Array("struct Mine {}".utf8)])
    }

    /// Files a plan makes as it writes them are written, and the warnings making them gave are
    /// reported once each; a dry run makes them too, to compare, and writes nothing.
    func testPlannedFilesAreMadeAsTheyAreWritten() throws {
        let directory = try TemporaryDirectory()
        let out = ArtifactWriter(root: directory.url.appendingPathComponent("out"), scope: .artifactDirectory)
        let warning = Diagnostic(.warning, "custom scalar 'URI' is generated as 'String'", source: nil, span: .none)
        var plan = ArtifactPlan()
        let header = header
        for name in ["A", "B"] {
            plan.add(
                name + ".graphql.swift",
                ArtifactContents { ArtifactContents.Made(bytes: Array((header + name).utf8), diagnostics: [warning]) },
                to: out)
        }
        let dryRun = try plan.write(dryRun: true)
        XCTAssertEqual(dryRun.created, ["A.graphql.swift", "B.graphql.swift"])
        XCTAssertEqual(directory.allFiles(), [])
        let report = try plan.write()
        XCTAssertEqual(report.created, ["A.graphql.swift", "B.graphql.swift"])
        XCTAssertEqual(report.diagnostics.map(\.message), [warning.message])
        XCTAssertEqual(try directory.read("out/B.graphql.swift"), header + "B")
    }

    /// JSON artifacts carry no header: the manifest recognizes them, and only with the bytes
    /// that were written.
    func testJSONArtifactsAreRecognizedThroughTheManifest() throws {
        let directory = try TemporaryDirectory()
        let writer = ArtifactWriter(root: directory.url, scope: .artifactDirectory)
        let json = Array(#"{"kind": "Request"}"#.utf8)
        try writer.write(["A.graphql.json": json, "B.graphql.json": json, "C.graphql.swift": swift("c")])
        XCTAssertTrue(directory.exists(".relay-swift-compiler-manifest"))
        let manifest = try directory.read(".relay-swift-compiler-manifest")
        XCTAssertTrue(manifest.contains("\(MD5.hex(json)) A.graphql.json\n"))
        XCTAssertFalse(manifest.contains("C.graphql.swift"))

        // Someone edits B; then neither A nor B is generated any more.
        try directory.write("B.graphql.json", #"{"edited": true}"#)
        let report = try writer.write(["C.graphql.swift": swift("c")])
        XCTAssertEqual(report.removed, ["A.graphql.json"])
        XCTAssertEqual(directory.allFiles(), ["B.graphql.json", "C.graphql.swift"])
    }

    func testDryRunListsChangesAndTouchesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Changed.graphql.swift", header + "before")
        try directory.write("Same.graphql.swift", header + "same")
        try directory.write("Stale.graphql.swift", header + "stale")
        try directory.write(".Same.graphql.swift.relay-swift-tmp-abc123", "partial")
        let before = directory.allFiles()
        let writer = ArtifactWriter(root: directory.url, scope: .artifactDirectory)
        let report = try writer.write(
            [
                "Changed.graphql.swift": swift("after"), "Same.graphql.swift": swift("same"),
                "New.graphql.swift": swift("n"),
            ],
            dryRun: true)
        XCTAssertEqual(
            report.pendingChanges,
            ["update Changed.graphql.swift", "create New.graphql.swift", "remove Stale.graphql.swift"])
        XCTAssertFalse(report.isUpToDate)
        XCTAssertEqual(directory.allFiles(), before)
        XCTAssertEqual(try directory.read("Changed.graphql.swift"), header + "before")
        XCTAssertTrue(
            try writer.write(["Same.graphql.swift": swift("same")], dryRun: true).pendingChanges.contains(
                "remove Changed.graphql.swift"))
    }

    func testLeftoverTemporaryFilesAreCleanedUp() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".A.graphql.swift.relay-swift-tmp-Xy12ab", "half of a file")
        try directory.write("sub/.B.graphql.swift.relay-swift-tmp-Qw34cd", "half")
        try directory.write(".hidden-but-not-ours", "keep")
        try ArtifactWriter(root: directory.url, scope: .artifactDirectory).write(["A.graphql.swift": swift("a")])
        XCTAssertEqual(directory.allFiles(), [".hidden-but-not-ours", "A.graphql.swift"])
    }

    func testGeneratedFoldersScopeOnlyLooksInGeneratedFolders() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Feature/View.swift", header + "looks generated but is outside __generated__")
        try directory.write("Feature/__generated__/Gone.graphql.swift", header + "gone")
        try directory.write("Other/__generated__/Kept.graphql.swift", header + "kept")
        let writer = ArtifactWriter(root: directory.url, scope: .generatedFolders(named: "__generated__"))
        let report = try writer.write(["Other/__generated__/Kept.graphql.swift": swift("kept")])
        XCTAssertEqual(report.removed, ["Feature/__generated__/Gone.graphql.swift"])
        XCTAssertEqual(report.unchanged, ["Other/__generated__/Kept.graphql.swift"])
        XCTAssertEqual(directory.allFiles(), ["Feature/View.swift", "Other/__generated__/Kept.graphql.swift"])
    }

    func testAFailedWriteIsADiagnosticAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        // A folder where the file should go: the rename over it fails.
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("A.graphql.swift/inside"), withIntermediateDirectories: true)
        let writer = ArtifactWriter(root: directory.url, scope: .artifactDirectory)
        let error = expectError { () throws(Diagnostic) in try writer.write(["A.graphql.swift": swift("a")]) }
        XCTAssertTrue(
            error?.message.hasPrefix("cannot replace '\(directory.url.path)/A.graphql.swift'") ?? false,
            error?.message ?? "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path), ["A.graphql.swift"])

        // A root below a file cannot be created.
        try directory.write("file", "x")
        let blocked = ArtifactWriter(root: directory.url.appendingPathComponent("file/out"), scope: .artifactDirectory)
        let blockedError = expectError { () throws(Diagnostic) in try blocked.write(["A.graphql.swift": swift("a")]) }
        XCTAssertTrue(blockedError?.message.hasPrefix("cannot create the folder") ?? false, blockedError?.message ?? "")
    }

    /// A new artifact is `rw-r--r--` less the umask, as files any tool creates; a replaced one
    /// keeps the mode it had.
    func testNewFilesTakeTheUmaskAndReplacedFilesKeepTheirMode() throws {
        let directory = try TemporaryDirectory()
        let writer = ArtifactWriter(root: directory.url, scope: .artifactDirectory)
        let previousMask = umask(0o022)
        defer { umask(previousMask) }
        try writer.write(["A.graphql.swift": swift("a"), "B.graphql.swift": swift("b")])
        XCTAssertEqual(try mode(of: directory.url.appendingPathComponent("A.graphql.swift")), 0o644)

        chmod(directory.url.appendingPathComponent("B.graphql.swift").path, 0o600)
        umask(0o077)
        try writer.write(["A.graphql.swift": swift("a"), "B.graphql.swift": swift("b2"), "C.graphql.swift": swift("c")])
        XCTAssertEqual(try directory.read("B.graphql.swift"), header + "b2")
        XCTAssertEqual(try mode(of: directory.url.appendingPathComponent("B.graphql.swift")), 0o600)
        XCTAssertEqual(try mode(of: directory.url.appendingPathComponent("C.graphql.swift")), 0o600)
        XCTAssertEqual(directory.allFiles(), ["A.graphql.swift", "B.graphql.swift", "C.graphql.swift"])
    }

    private func mode(of url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    func testReadOnlyDirectory() throws {
        try XCTSkipIf(geteuid() == 0, "permissions do not stop root")
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        chmod(out.path, 0o555)
        let error = expectError { () throws(Diagnostic) in
            try ArtifactWriter(root: out, scope: .artifactDirectory).write(["A.graphql.swift": swift("a")])
        }
        XCTAssertEqual(error?.message, "cannot write '\(out.path)/A.graphql.swift': Permission denied")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [])
    }

    func testPathsMustStayInsideTheRoot() throws {
        let directory = try TemporaryDirectory()
        let writer = ArtifactWriter(root: directory.url, scope: .artifactDirectory)
        for path in ["../escape.swift", "/abs.swift", "", "a//b.swift", "./a.swift"] {
            let error = expectError { () throws(Diagnostic) in try writer.write([path: swift("x")]) }
            XCTAssertEqual(
                error?.message, "cannot write the artifact '\(path)': expected a path relative to the artifact folder")
        }
        XCTAssertEqual(directory.allFiles(), [])
    }
}
