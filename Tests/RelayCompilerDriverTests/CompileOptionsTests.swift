import Foundation
import GraphQLSyntax
import XCTest

@testable import RelayCompilerDriver

final class CompileOptionsTests: XCTestCase {
    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        expectError(
            { () throws(UsageError) in try CompileOptions.parse(arguments: arguments) }, file: file, line: line)?
            .message
    }

    func testEveryFlag() throws {
        let options = try CompileOptions.parse(arguments: [
            "--config", "app/relay.config.json", "--schema", "a.graphql", "--schema=b.graphql", "--src", "Sources",
            "--src", "More", "--artifact-directory", "Generated", "--emit", "swift,json", "--format", "json",
            "--validate", "--watch", "--verbose", "--plugin-outputs", "/work/outputs.txt",
        ])
        XCTAssertEqual(options.configFile, "app/relay.config.json")
        XCTAssertEqual(options.schemaFiles, ["a.graphql", "b.graphql"])
        XCTAssertEqual(options.sourceDirectories, ["Sources", "More"])
        XCTAssertEqual(options.artifactDirectory, "Generated")
        XCTAssertEqual(options.emit, [.swift, .json])
        XCTAssertEqual(options.diagnosticFormat, .json)
        XCTAssertTrue(options.validateOnly && options.watch && options.verbose)
        XCTAssertEqual(options.pluginOutputList, "/work/outputs.txt")
        XCTAssertFalse(options.showsHelp)
    }

    func testNoArgumentsAndHelp() throws {
        XCTAssertEqual(try CompileOptions.parse(arguments: []), CompileOptions())
        XCTAssertTrue(try CompileOptions.parse(arguments: ["-h"]).showsHelp)
        XCTAssertEqual(try CompileOptions.parse(arguments: ["--emit=json"]).emit, .json)
    }

    func testUsageErrorsAreOneLine() {
        XCTAssertEqual(usageError(["--frobnicate"]), "unknown option '--frobnicate' (see --help)")
        XCTAssertEqual(usageError(["--watch=yes"]), "unknown option '--watch=yes' (see --help)")
        XCTAssertEqual(usageError(["--schema"]), "option '--schema' needs a value")
        XCTAssertEqual(usageError(["--src="]), "option '--src' needs a value, found an empty string")
        XCTAssertEqual(usageError(["--format", "xml"]), "unknown format 'xml': expected 'text' or 'json'")
        XCTAssertEqual(
            usageError(["--emit", "swift,kotlin"]),
            "unknown --emit form 'kotlin': expected 'swift', 'json' or 'swift,json'")
        XCTAssertEqual(
            usageError(["--emit", "swift,"]), "unknown --emit form '': expected 'swift', 'json' or 'swift,json'")
        XCTAssertEqual(
            usageError(["query.graphql"]), "unexpected argument 'query.graphql': expected an option (see --help)")
        for message in [usageError(["--schema"]), usageError(["x"])] {
            XCTAssertEqual(message?.contains("\n"), false)
        }
    }

    func testNoArgumentsUsesTheFoldersConfig() throws {
        let directory = try TemporaryDirectory()
        try directory.write("relay.config.json", #"{"src": "Sources", "schema": "schema.graphql", "emit": "json"}"#)
        let config = try CompileOptions().resolveConfig(workingDirectory: directory.url)
        XCTAssertEqual(config.sourceDirectories.map(\.lastPathComponent), ["Sources"])
        XCTAssertEqual(config.schemaFiles.map(\.lastPathComponent), ["schema.graphql"])
        XCTAssertEqual(config.emit, .json)
        XCTAssertEqual(config.configFile?.lastPathComponent, "relay.config.json")
    }

    func testFlagsOverrideTheConfig() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "app/relay.config.json",
            #"{"src": "Sources", "schema": "schema.graphql", "artifactDirectory": "out", "customScalars": {"A": "B"}}"#)
        let options = try CompileOptions.parse(arguments: [
            "--config", "app/relay.config.json", "--schema", "s1.graphql", "--schema", "s2.graphql",
            "--artifact-directory", "gen", "--emit", "swift,json",
        ])
        let config = try options.resolveConfig(workingDirectory: directory.url)
        let root = directory.url.path
        XCTAssertEqual(config.schemaFiles.map(\.path), ["\(root)/s1.graphql", "\(root)/s2.graphql"])
        XCTAssertEqual(config.sourceDirectories.map(\.path), ["\(root)/app/Sources"])
        XCTAssertEqual(config.artifactDirectory?.path, "\(root)/gen")
        XCTAssertEqual(config.emit, [.swift, .json])
        XCTAssertEqual(config.customScalars, ["A": "B"])
    }

    func testMissingSchemaOrSourcesOrConfig() throws {
        let directory = try TemporaryDirectory()
        let none = expectError { () throws(ConfigError) in
            try CompileOptions().resolveConfig(workingDirectory: directory.url)
        }
        XCTAssertEqual(
            none?.diagnostics.map(\.message),
            [
                "no schema: expected --schema FILE or a relay.config.json in '\(directory.url.path)'",
                "no source folder: expected --src DIR or a relay.config.json in '\(directory.url.path)'",
            ])

        let onlySchema = try CompileOptions.parse(arguments: ["--schema", "s.graphql"])
        let noSources = expectError { () throws(ConfigError) in
            try onlySchema.resolveConfig(workingDirectory: directory.url)
        }
        XCTAssertEqual(
            noSources?.diagnostics.map(\.message),
            ["no source folder: expected --src DIR or a relay.config.json in '\(directory.url.path)'"])

        let file = try directory.write("relay.config.json", #"{"src": "Sources"}"#)
        let noSchema = expectError { () throws(ConfigError) in
            try CompileOptions().resolveConfig(workingDirectory: directory.url)
        }
        XCTAssertEqual(
            noSchema?.diagnostics.map(\.message), ["no schema: expected --schema FILE or \"schema\" in '\(file.path)'"])

        let other = try CompileOptions.parse(arguments: ["--config", "missing.json"])
        let missing = expectError { () throws(ConfigError) in try other.resolveConfig(workingDirectory: directory.url) }
        XCTAssertEqual(
            missing?.diagnostics.map(\.message),
            ["cannot read the config file: no such file: '\(directory.url.path)/missing.json'"])
    }

    func testPluginOutputList() throws {
        let list = PluginOutputList(entries: [
            .init(
                source: URL(fileURLWithPath: "/p/T/Q.graphql"),
                output: URL(fileURLWithPath: "/w/Q.graphql.graphql.swift")),
            .init(
                source: URL(fileURLWithPath: "/p/T/V.swift"), output: URL(fileURLWithPath: "/w/V.swift.graphql.swift")),
        ])
        XCTAssertEqual(
            list.text, "/p/T/Q.graphql\t/w/Q.graphql.graphql.swift\n/p/T/V.swift\t/w/V.swift.graphql.swift\n")
        XCTAssertEqual(try PluginOutputList.parse(Source(text: list.text + "\n")), list)
        let error = expectError { () throws(Diagnostic) in
            try PluginOutputList.parse(Source(text: "/a\t/b\nrelative\t/c\n"))
        }
        XCTAssertEqual(
            error?.message, "expected a line 'SOURCE<TAB>OUTPUT' of two absolute paths, found a relative path")
        XCTAssertEqual(error?.location?.line, 2)
    }
}
