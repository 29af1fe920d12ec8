import Foundation
import GraphQLSyntax
import XCTest

@testable import RelayCompilerDriver

final class GlobPatternTests: XCTestCase {
    func testDoubleStarMatchesAnyNumberOfFolders() {
        let pattern = GlobPattern("**/node_modules/**")
        XCTAssertTrue(pattern.matches("node_modules/a.swift"))
        XCTAssertTrue(pattern.matches("a/b/node_modules/c/d.graphql"))
        XCTAssertFalse(pattern.matches("node_modules_old/a.swift"))
        XCTAssertFalse(pattern.matches("a/node_modules"))
        XCTAssertTrue(pattern.matchesEverything(inFolder: "a/node_modules"))
        XCTAssertFalse(pattern.matchesEverything(inFolder: "a/node_modules_old"))
        XCTAssertTrue(GlobPattern("Sources/**/*.swift").matches("Sources/A.swift"))
        XCTAssertTrue(GlobPattern("Sources/**/*.swift").matches("Sources/x/y/A.swift"))
        XCTAssertFalse(GlobPattern("Sources/**/*.swift").matches("Tests/A.swift"))
    }

    func testStarAndQuestionMarkStayInOneSegment() {
        XCTAssertTrue(GlobPattern("*.graphql").matches("Query.graphql"))
        XCTAssertFalse(GlobPattern("*.graphql").matches("a/Query.graphql"))
        XCTAssertTrue(GlobPattern("a/*Test?.swift").matches("a/FooTests.swift"))
        XCTAssertFalse(GlobPattern("a/*Test?.swift").matches("a/FooTest.swift"))
        XCTAssertTrue(GlobPattern("a*b*c").matches("aXbYbZc"))
        XCTAssertFalse(GlobPattern("a*b*c").matches("aXbYbZ"))
        XCTAssertTrue(GlobPattern("./a/**").matches("a/b"))
    }

    /// Many `**` against a long path: dynamic programming keeps this fast.
    func testManyDoubleStarsAreNotExponential() {
        let pattern = GlobPattern(Array(repeating: "**/a", count: 30).joined(separator: "/") + "/b")
        let path = Array(repeating: "a", count: 200).joined(separator: "/") + "/c"
        XCTAssertFalse(pattern.matches(path))
    }
}

final class SourceDiscoveryTests: XCTestCase {
    func testFindsSourcesSortedAndHonoursExcludes() throws {
        let directory = try TemporaryDirectory()
        for path in [
            "Sources/b/Query.graphql", "Sources/a/View.swift", "Sources/Z.swift", "Sources/README.md",
            "Sources/node_modules/x/Lib.graphql", "Sources/a/__generated__/Old.graphql.swift",
            "Sources/.build/Hidden.swift", "Sources/Legacy/Old.graphql", "Sources/Out/Artifact.graphql.swift",
        ] {
            try directory.write(path)
        }
        let src = directory.url.appendingPathComponent("Sources")
        let discovery = SourceDiscovery(
            sourceDirectories: [src], excludes: CompilerConfig.defaultExcludes + ["Sources/Legacy/**"],
            root: directory.url, skippedDirectories: [src.appendingPathComponent("Out")])
        let found = try discovery.findSources()
        XCTAssertEqual(found.map(\.relativePath), ["Z.swift", "a/View.swift", "b/Query.graphql"])
        XCTAssertEqual(found.map(\.kind), [.swift, .swift, .graphql])
        XCTAssertEqual(found.first?.sourceDirectory, src)
    }

    func testOverlappingFoldersListEachFileOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/a/Q.graphql")
        let src = directory.url.appendingPathComponent("Sources")
        let found = try SourceDiscovery(
            sourceDirectories: [src, src.appendingPathComponent("a")], excludes: []
        ).findSources()
        XCTAssertEqual(found.map(\.url.lastPathComponent), ["Q.graphql"])
        // As the first folder that holds it found it.
        XCTAssertEqual(found.map(\.relativePath), ["a/Q.graphql"])
    }

    func testExcludesRelativeToTheSourceFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Keep.graphql")
        try directory.write("Sources/Skip.graphql")
        let found = try SourceDiscovery(
            sourceDirectories: [directory.url.appendingPathComponent("Sources")], excludes: ["Skip.*"]
        ).findSources()
        XCTAssertEqual(found.map(\.relativePath), ["Keep.graphql"])
    }

    func testConfigInitializerSkipsTheArtifactDirectoryAndSchemaFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("src/Q.graphql")
        try directory.write("src/generated/Q.graphql.swift")
        try directory.write("src/schema.graphql")
        try directory.write("src/client/extensions.graphql")
        let config = CompilerConfig(
            sourceDirectories: [directory.url.appendingPathComponent("src")],
            schemaFiles: [directory.url.appendingPathComponent("src/schema.graphql")],
            schemaExtensions: [directory.url.appendingPathComponent("src/client/extensions.graphql")],
            artifactDirectory: directory.url.appendingPathComponent("src/generated"),
            configFile: directory.url.appendingPathComponent("relay.config.json"))
        XCTAssertEqual(try SourceDiscovery(config: config).findSources().map(\.relativePath), ["Q.graphql"])
    }

    func testMissingFolderAndFileInsteadOfFolder() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("nope")
        let file = try directory.write("file.graphql")
        let missingError = expectError { () throws(Diagnostic) in
            try SourceDiscovery(sourceDirectories: [missing], excludes: []).findSources()
        }
        XCTAssertEqual(
            missingError?.message, "source folder '\(missing.path)' does not exist: expected a folder of sources")
        let fileError = expectError { () throws(Diagnostic) in
            try SourceDiscovery(sourceDirectories: [file], excludes: []).findSources()
        }
        XCTAssertEqual(fileError?.message, "source folder '\(file.path)' is a file: expected a folder of sources")
    }

    func testSymbolicLinksToFoldersAreNotFollowed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("src/a/Q.graphql")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("src/a/loop").path, withDestinationPath: "..")
        let found = try SourceDiscovery(sourceDirectories: [directory.url.appendingPathComponent("src")], excludes: [])
            .findSources()
        XCTAssertEqual(found.map(\.relativePath), ["a/Q.graphql"])
    }
}
