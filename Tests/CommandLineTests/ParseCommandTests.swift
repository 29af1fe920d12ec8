import Foundation
import XCTest

final class ParseCommandTests: XCTestCase {
    func testValidFilesExitZeroAndPrintNothing() throws {
        let folder = try TemporaryFolder()
        let schema = try folder.write("schema.graphql", "type Query { a: Int }")
        let query = try folder.write("query.graphql", "query Q { a }")
        let run = try CommandLineRun(["parse", schema, query])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "")
    }

    func testSyntaxErrorsAreReportedWithLocationLineAndCaret() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.graphql", "query Q {\n  a(b: )\n}\n")
        let good = try folder.write("good.graphql", "{ a }")
        let run = try CommandLineRun(["parse", bad, good])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "\(bad):2:8: error: Unexpected \")\".\n  a(b: )\n       ^\n")
    }

    func testJSONLinesFormat() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.graphql", "type A {}")
        let run = try CommandLineRun(["parse", "--format", "json", bad])
        XCTAssertEqual(run.status, 1)
        let lines = run.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual(object["severity"] as? String, "error")
        XCTAssertEqual(object["message"] as? String, "Expected Name, found \"}\".")
        XCTAssertEqual(object["file"] as? String, bad)
        XCTAssertEqual(object["line"] as? Int, 1)
        XCTAssertEqual(object["column"] as? Int, 9)
        XCTAssertEqual(object["endLine"] as? Int, 1)
        XCTAssertEqual(object["endColumn"] as? Int, 10)
        XCTAssertEqual((object["related"] as? [Any])?.count, 0)
    }

    func testUsageErrorsExitTwoWithOneLine() throws {
        let missing = try CommandLineRun(["parse", "/no/such/file.graphql"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "relay-swift-compiler: no such file: '/no/such/file.graphql'\n")

        let folder = try TemporaryFolder()
        let directory = try CommandLineRun(["parse", folder.url.path])
        XCTAssertEqual(directory.status, 2)
        XCTAssertEqual(directory.standardError.split(separator: "\n").count, 1)

        let flag = try CommandLineRun(["parse", "--frobnicate", "x.graphql"])
        XCTAssertEqual(flag.status, 2)
        XCTAssertEqual(flag.standardError, "relay-swift-compiler: unknown option '--frobnicate' (see --help)\n")

        XCTAssertEqual(try CommandLineRun(["parse"]).status, 2)
        XCTAssertEqual(try CommandLineRun(["parse", "--format", "xml", "a"]).status, 2)
        XCTAssertEqual(try CommandLineRun(["frobnicate"]).status, 2)
    }

    func testHelpAndVersion() throws {
        let help = try CommandLineRun(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: relay-swift-compiler"))
        let parseHelp = try CommandLineRun(["parse", "--help"])
        XCTAssertEqual(parseHelp.status, 0)
        XCTAssertTrue(parseHelp.standardOutput.contains("USAGE: relay-swift-compiler parse"))
        let benchHelp = try CommandLineRun(["bench", "--help"])
        XCTAssertEqual(benchHelp.status, 0)
        let version = try CommandLineRun(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.standardOutput.hasPrefix("relay-swift-compiler "))
    }

    func testNonUTF8AndNulBytesAreDiagnosticsNotCrashes() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("binary.graphql").path
        try Data([0x7B, 0x20, 0x00, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: path))
        let run = try CommandLineRun(["parse", path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("error: Unexpected character: U+0000."), run.standardError)
    }

    func testTheRepositoryExampleParses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = try CommandLineRun(
            ["parse", "schema.graphql", "Examples/TodoApp/ToDoList.graphql", "Examples/TodoApp/Mutations.graphql"],
            in: root)
        XCTAssertEqual(run.status, 0, run.standardError)
    }
}

final class LargeInputTests: XCTestCase {
    /// A 100 MB document parses (in the debug build this test runs, in well under a minute).
    func testAHundredMegabyteDocument() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["RELAY_SWIFT_SKIP_HUGE_INPUTS"] != nil,
            "scripts/sanitize.sh skips the 100 MB document: it measures the parser, not memory safety")
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("large.graphql").path
        let unit = Data("fragment F on T { a b(c: \"d\", e: [1, 2]) ...G @include(if: true) }\n".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        var chunk = Data()
        for _ in 0..<10_000 { chunk.append(unit) }
        for _ in 0..<(100_000_000 / chunk.count) { handle.write(chunk) }
        try handle.close()
        let run = try CommandLineRun(["parse", path])
        XCTAssertEqual(run.status, 0, run.standardError)
    }

    /// A million opening braces is a diagnostic, not a stack overflow.
    func testAMillionOpeningBraces() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("deep.graphql", String(repeating: "{ a ", count: 1_000_000))
        let run = try CommandLineRun(["parse", path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("error: Nesting too deep"), run.standardError)
    }
}
