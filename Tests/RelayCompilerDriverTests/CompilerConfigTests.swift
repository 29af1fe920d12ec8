import Foundation
import GraphQLSyntax
import RelayCompiler
import XCTest

@testable import RelayCompilerDriver

final class CompilerConfigTests: XCTestCase {
    private let folder = URL(fileURLWithPath: "/project/app")

    private func parse(_ text: String) throws(ConfigError) -> CompilerConfig {
        try CompilerConfig.parse(Source(text: text, name: "relay.config.json"), relativeTo: folder)
    }

    /// The diagnostics for a config, each rendered as `line:column: message`, one per line.
    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let error = expectError({ () throws(ConfigError) in try parse(text) }, file: file, line: line) else {
            return nil
        }
        return error.diagnostics.map { diagnostic in
            guard let location = diagnostic.location else { return diagnostic.message }
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }.joined(separator: "\n")
    }

    func testEveryKey() throws {
        let config = try parse(
            """
            {
              "src": ["./Sources", "../shared/Queries"],
              "schema": "schema.graphql",
              "schemaExtensions": ["extensions/client.graphql"],
              "artifactDirectory": "/abs/__generated__",
              "excludes": ["**/Legacy/**"],
              "customScalarTypes": {"DateTime": "Foundation.Date", "URL": "URL"},
              "persistConfig": {"file": "persisted.json", "algorithm": "MD5"},
              "schemaConfig": {"enableTokenField": true},
              "featureFlags": {
                "enforce_fragment_alias_where_ambiguous": {"kind": "enabled"},
                "prefer_fetchable_in_refetch_queries": true
              },
              "emit": ["swift", "json"],
              "language": "swift",
              "accessLevel": "public",
              "schemaTypesNamespace": "API",
              "$schema": "https://example.com/relay-compiler-config-schema.json"
            }
            """)
        XCTAssertEqual(config.accessLevel, .public)
        XCTAssertEqual(config.schemaTypesNamespace, "API")
        XCTAssertEqual(config.sourceDirectories.map(\.path), ["/project/app/Sources", "/project/shared/Queries"])
        XCTAssertEqual(config.schemaFiles.map(\.path), ["/project/app/schema.graphql"])
        XCTAssertEqual(config.schemaExtensions.map(\.path), ["/project/app/extensions/client.graphql"])
        XCTAssertEqual(config.artifactDirectory?.path, "/abs/__generated__")
        XCTAssertEqual(config.excludes, ["**/Legacy/**"])
        XCTAssertEqual(config.customScalars, ["DateTime": "Foundation.Date", "URL": "URL"])
        XCTAssertEqual(config.persistedQueriesFile?.path, "/project/app/persisted.json")
        XCTAssertEqual(config.emit, [.swift, .json])
        XCTAssertTrue(config.enableTokenField)
        XCTAssertTrue(config.enforceFragmentAliases)
        XCTAssertTrue(config.preferFetchableInRefetchQueries)
    }

    func testDefaults() throws {
        let config = try parse(#"{"src": "Sources", "schema": "schema.graphql"}"#)
        XCTAssertEqual(config.sourceDirectories.map(\.path), ["/project/app/Sources"])
        XCTAssertEqual(config.excludes, ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"])
        XCTAssertEqual(config.emit, .swift)
        XCTAssertEqual(config.accessLevel, .internal)
        XCTAssertNil(config.schemaTypesNamespace)
        XCTAssertNil(config.artifactDirectory)
        XCTAssertNil(config.persistedQueriesFile)
        XCTAssertFalse(config.enableTokenField)
        XCTAssertFalse(config.enforceFragmentAliases)
        XCTAssertEqual(try parse(#"{"emit": "json"}"#).emit, .json)
    }

    func testWrongTypesNameTheKeyWhatWasExpectedAndWhatWasFound() {
        XCTAssertEqual(
            failure("{\n  \"src\": 3\n}"), "2:10: \"src\" must be a string or a list of strings, found a number")
        XCTAssertEqual(
            failure(#"{"src": ["a", null]}"#),
            "1:15: \"src\" must be a string or a list of strings, found a list containing null")
        XCTAssertEqual(
            failure(#"{"src": []}"#), "1:9: \"src\" must be a string or a list of strings, found an empty list")
        XCTAssertEqual(
            failure(#"{"schema": ["a.graphql"]}"#),
            "1:12: \"schema\" must be a string (the schema file's path), found a list")
        XCTAssertEqual(
            failure(#"{"excludes": "**"}"#), "1:14: \"excludes\" must be a list of glob strings, found a string")
        XCTAssertEqual(
            failure(#"{"customScalars": {"Date": 1}}"#),
            "1:28: \"customScalars.Date\" must be a string naming a Swift type, found a number")
        XCTAssertEqual(
            failure(#"{"customScalars": []}"#),
            "1:19: \"customScalars\" must be an object of scalar names to Swift types, found a list")
        XCTAssertEqual(
            failure(#"{"emit": ["swift", "kotlin"]}"#),
            "1:20: \"emit\" must be \"swift\", \"json\", \"swift,json\" (as --emit takes them) or a list of them, "
                + "found \"kotlin\"")
        XCTAssertEqual(try parse(#"{"emit": "swift,json"}"#).emit, [.swift, .json])
        XCTAssertNotNil(failure(#"{"emit": "swift,"}"#))
        XCTAssertEqual(
            failure(#"{"artifactDirectory": ""}"#),
            "1:23: \"artifactDirectory\" must be a string (a folder's path), found an empty string")
        XCTAssertEqual(failure("[1]"), "1:1: the config must be an object of settings, found a list")
        let namespace =
            "\"schemaTypesNamespace\" must be a Swift type name (the enum holding the schema's enums and "
            + "input objects): "
        XCTAssertEqual(
            failure(#"{"schemaTypesNamespace": "My API"}"#),
            "1:26: " + namespace
                + "\"My API\" is not a Swift identifier (a letter or `_`, then letters, digits and `_`)")
        XCTAssertEqual(
            failure(#"{"schemaTypesNamespace": "2API"}"#),
            "1:26: " + namespace
                + "\"2API\" is not a Swift identifier (a letter or `_`, then letters, digits and `_`)")
        XCTAssertEqual(
            failure(#"{"schemaTypesNamespace": "My.API"}"#),
            "1:26: " + namespace
                + "\"My.API\" is not a Swift identifier (a letter or `_`, then letters, digits and `_`)")
        XCTAssertEqual(
            failure(#"{"schemaTypesNamespace": "enum"}"#), "1:26: " + namespace + "\"enum\" is a Swift keyword")
        XCTAssertEqual(
            failure(#"{"schemaTypesNamespace": "Data"}"#),
            "1:26: " + namespace
                + "\"Data\" would hide Swift's or Foundation's `Data`, or a type generated code declares")
        XCTAssertEqual(
            failure(#"{"schemaTypesNamespace": "Environment"}"#),
            "1:26: " + namespace + "\"Environment\" would hide Relay's `Environment`")
        XCTAssertEqual(
            failure(#"{"schemaTypesNamespace": "ID"}"#),
            "1:26: " + namespace + "\"ID\" would mean the `ID` of an `Identifiable` data type inside one")
    }

    func testUnknownAndRepeatedKeys() {
        XCTAssertEqual(
            failure("{\n  \"eagerEsModules\": true\n}"),
            "2:3: unknown key \"eagerEsModules\": expected one of \"src\", \"schema\", \"schemaExtensions\", "
                + "\"artifactDirectory\", \"excludes\", \"customScalarTypes\", \"persistConfig\", \"schemaConfig\", "
                + "\"featureFlags\", \"emit\", \"language\", \"accessLevel\", \"schemaTypesNamespace\", \"$schema\"")
        XCTAssertEqual(
            failure(#"{"langauge": "swift"}"#),
            "1:2: unknown key \"langauge\": expected one of \"src\", \"schema\", \"schemaExtensions\", "
                + "\"artifactDirectory\", \"excludes\", \"customScalarTypes\", \"persistConfig\", \"schemaConfig\", "
                + "\"featureFlags\", \"emit\", \"language\", \"accessLevel\", \"schemaTypesNamespace\", \"$schema\". Did you mean \"language\"?"
        )
        XCTAssertEqual(
            failure(#"{"src": "a", "src": "b"}"#), "1:14: \"src\" is given more than once: expected each key once")
    }

    /// Every setting is checked, in nested objects too: one mistake does not hide the next.
    func testEveryProblemIsReportedAtOnce() {
        let config = """
            {
              "artifactDirectory": 5,
              "langauge": "swift",
              "src": "a",
              "src": "b",
              "customScalarTypes": {"Date": 1, "URL": "URL", "Bytes": ""},
              "schemaConfig": {"enableTokenField": "yes", "nodeInterfaceIdField": 2},
              "persistConfig": {"file": 3, "algorithm": "SHA1"},
              "featureFlags": {"other": {}, "enforce_fragment_alias_where_ambiguous": true},
              "emit": "kotlin"
            }
            """
        // Each problem as its place and the key its message names first.
        let problems = failure(config)?.split(separator: "\n").map { line in
            let parts = line.split(separator: "\"", maxSplits: 2)
            return parts[0] + parts[1]
        }
        XCTAssertEqual(
            problems,
            [
                "2:24: artifactDirectory", "3:3: unknown key langauge", "5:3: src", "6:33: customScalarTypes.Date",
                "6:59: customScalarTypes.Bytes", "7:40: schemaConfig.enableTokenField",
                "7:71: schemaConfig.nodeInterfaceIdField", "8:29: persistConfig.file", "8:45: persistConfig.algorithm",
                "9:20: unknown key other", "9:75: featureFlags.enforce_fragment_alias_where_ambiguous", "10:11: emit",
            ])
    }

    /// Each element of a list is checked, and each of `emit`'s names.
    func testEveryElementOfAListIsChecked() {
        XCTAssertEqual(
            failure(#"{"excludes": [1, "a", ""], "emit": ["kotlin", "swift", "json,java"]}"#),
            """
            1:15: "excludes" must be a list of glob strings, found a list containing a number
            1:23: "excludes" must be a list of glob strings, found a list containing an empty string
            1:37: "emit" must be "swift", "json", "swift,json" (as --emit takes them) or a list of them, found "kotlin"
            1:56: "emit" must be "swift", "json", "swift,json" (as --emit takes them) or a list of them, found "json,java"
            """)
        XCTAssertEqual(
            failure(#"{"src": []}"#), #"1:9: "src" must be a string or a list of strings, found an empty list"#)
        let flag = "featureFlags.enforce_fragment_alias_where_ambiguous"
        XCTAssertEqual(
            failure(#"{"featureFlags": {"enforce_fragment_alias_where_ambiguous": {"kind": "enabled", "kind": 1}}}"#),
            #"1:81: "kind" is given more than once: expected each key once"#)
        XCTAssertEqual(
            failure(#"{"featureFlags": {"enforce_fragment_alias_where_ambiguous": 1}}"#),
            #"1:61: "\#(flag)" must be {"kind": "enabled"} or {"kind": "disabled"}, found a number"#)
    }

    /// A config written for relay-compiler (its `language`, `$schema` and `customScalarTypes`)
    /// or for Relay.swift (`"language": "swift"`, `customScalars`) reads as it says.
    func testRelayCompilersAndRelaySwiftsKeys() throws {
        XCTAssertEqual(
            try parse(#"{"customScalars": {"Date": "Foundation.Date"}}"#).customScalars, ["Date": "Foundation.Date"])
        XCTAssertEqual(
            failure(#"{"customScalarTypes": {"A": "B"}, "customScalars": {"A": "B"}}"#),
            "1:35: \"customScalars\" and \"customScalarTypes\" name the same setting: expected one of them")
        XCTAssertEqual(
            failure(#"{"customScalarTypes": {"Date": false}}"#),
            "1:32: \"customScalarTypes.Date\" must be a string naming a Swift type, found a boolean")
        XCTAssertEqual(
            failure(#"{"customScalarTypes": {"Date": "not a type!"}}"#),
            "1:32: \"customScalarTypes.Date\" must be a Swift type, such as \"Date\" or \"[String: Int]\", found "
                + "\"not a type!\" (expected the type to end, found a space)")
        XCTAssertEqual(
            failure(#"{"customScalarTypes": {"Bytes": "Data"}}"#),
            "1:33: \"customScalarTypes.Bytes\" must be a Swift type, such as \"Date\" or \"[String: Int]\", found "
                + "\"Data\" (generated types declare a `Data` of their own, which it would name there: qualify it "
                + "with its module, `Foundation.Data` for Foundation's)")
        XCTAssertEqual(try parse(#"{"customScalarTypes": {"Bytes": "Foundation.Data"}}"#).customScalars.count, 1)
        XCTAssertEqual(
            failure(#"{"accessLevel": "open"}"#),
            "1:17: \"accessLevel\" must be \"internal\" or \"public\" (the access level of the generated Swift), "
                + "found \"open\"")
        XCTAssertEqual(
            failure(#"{"language": "typescript"}"#),
            "1:14: \"language\" must be \"swift\" (relay-swift-compiler generates Swift), found \"typescript\"")
        XCTAssertEqual(
            failure(#"{"$schema": 1}"#),
            "1:13: \"$schema\" must be a string (the address of the config's JSON Schema), found a number")
    }

    func testPersistConfig() {
        XCTAssertEqual(
            failure(#"{"persistConfig": {}}"#),
            "1:19: \"persistConfig\" must have a \"file\" key: expected {\"file\": \"path/to/queries.json\"}")
        XCTAssertEqual(
            failure(#"{"persistConfig": {"file": "q.json", "algorithm": "SHA1"}}"#),
            "1:51: \"persistConfig.algorithm\" must be \"MD5\" (the only one supported), found \"SHA1\"")
        XCTAssertEqual(
            failure(#"{"persistConfig": {"url": "https://example.com"}}"#),
            "1:19: \"persistConfig\" must have a \"file\" key: expected {\"file\": \"path/to/queries.json\"}\n"
                + "1:20: unknown key \"url\" in \"persistConfig\": expected one of \"file\", \"algorithm\"")
    }

    func testSchemaConfig() throws {
        XCTAssertEqual(try parse(#"{"src": "s"}"#).nodeInterfaceIdField, "id")
        XCTAssertEqual(
            try parse(#"{"schemaConfig": {"nodeInterfaceIdField": "nodeId"}}"#).nodeInterfaceIdField, "nodeId")
        XCTAssertEqual(
            failure(#"{"schemaConfig": {"nodeInterfaceIdField": "node id"}}"#),
            "1:43: \"schemaConfig.nodeInterfaceIdField\" must be a field name, such as \"nodeId\", found \"node id\"")
        XCTAssertEqual(
            failure(#"{"schemaConfig": {"nodeInterfaceIdField": 1}}"#),
            "1:43: \"schemaConfig.nodeInterfaceIdField\" must be a field name, such as \"nodeId\", found a number")
        XCTAssertEqual(
            failure(#"{"schemaConfig": {"nodeInterfaceIdVariableName": "key"}}"#),
            "1:19: unknown key \"nodeInterfaceIdVariableName\" in \"schemaConfig\": expected one of "
                + "\"enableTokenField\", \"nodeInterfaceIdField\". Did you mean \"nodeInterfaceIdField\"?")
        XCTAssertEqual(
            failure(#"{"schemaConfig": {"enableTokenField": "yes"}}"#),
            "1:39: \"schemaConfig.enableTokenField\" must be true or false, found a string")
        XCTAssertEqual(
            failure(#"{"schemaConfig": true}"#),
            "1:18: \"schemaConfig\" must be an object like {\"enableTokenField\": true}, found a boolean")
    }

    func testFeatureFlags() throws {
        let disabled = #"{"featureFlags": {"enforce_fragment_alias_where_ambiguous": {"kind": "disabled"}}}"#
        XCTAssertFalse(try parse(disabled).enforceFragmentAliases)
        XCTAssertEqual(
            failure(#"{"featureFlags": {"text_artifacts": {"kind": "enabled"}}}"#),
            "1:19: unknown key \"text_artifacts\" in \"featureFlags\": expected one of "
                + "\"enforce_fragment_alias_where_ambiguous\", \"prefer_fetchable_in_refetch_queries\"")
        XCTAssertEqual(
            failure(#"{"featureFlags": {"prefer_fetchable_in_refetch_queries": {"kind": "enabled"}}}"#),
            "1:58: \"featureFlags.prefer_fetchable_in_refetch_queries\" must be true or false, found an object")
        XCTAssertEqual(
            failure(#"{"featureFlags": {"enforce_fragment_alias_where_ambiguous": {"kind": "limited"}}}"#),
            "1:61: \"featureFlags.enforce_fragment_alias_where_ambiguous\" must be {\"kind\": \"enabled\"} or "
                + "{\"kind\": \"disabled\"}, found {\"kind\": \"limited\"}")
        XCTAssertEqual(
            failure(#"{"featureFlags": {"enforce_fragment_alias_where_ambiguous": true}}"#),
            "1:61: \"featureFlags.enforce_fragment_alias_where_ambiguous\" must be {\"kind\": \"enabled\"} or "
                + "{\"kind\": \"disabled\"}, found a boolean")
    }

    func testMalformedJSONIsReportedAtItsPosition() {
        XCTAssertEqual(failure("{\n  \"src\": \"a\",\n}"), "3:1: expected a key in double quotes, found '}'")
        XCTAssertEqual(failure(#"{"src" "a"}"#), "1:8: expected ':' after the key, found '\"'")
        XCTAssertEqual(
            failure(#"{"src": "a"} x"#), "1:14: expected the end of the file after the JSON value, found 'x'")
        XCTAssertEqual(failure(#"{"src": "a"#), "1:11: expected a closing '\"', found the end of the file")
        XCTAssertEqual(failure(""), "1:1: expected a JSON value, found the end of the file")
        XCTAssertEqual(failure(#"{"src": tru}"#), "1:9: expected a JSON value, found 't'")
        XCTAssertEqual(failure(#"{"src": 1x}"#), "1:10: expected ',' or '}' in the object, found 'x'")
        XCTAssertEqual(failure(#"{"src": 01}"#), "1:9: expected a number without leading zeros, found '0'")
        XCTAssertEqual(
            failure(#"{"src": "\q"}"#),
            #"1:10: expected an escape sequence (\" \\ \/ \b \f \n \r \t \uXXXX), found '\'"#)
        XCTAssertEqual(
            failure(String(repeating: "[", count: 300)),
            "1:257: expected at most 256 nested lists and objects, found deeper nesting")
    }

    func testAByteOrderMarkIsIgnored() throws {
        XCTAssertEqual(try parse("\u{FEFF}{\"excludes\": []}").excludes, [])
        XCTAssertEqual(failure("\u{FEFF}\u{FEFF}{}"), "1:2: expected a JSON value, found a non-ASCII character")
    }

    func testEscapesAndUnicodeInStrings() throws {
        let config = try parse(#"{"excludes": ["My\u0054ype\ud83d\ude00\n"]}"#)
        XCTAssertEqual(config.excludes, ["MyType😀\n"])
    }

    /// Mangled configs, byte by byte: every one is a config or a diagnostic, never a crash.
    func testNoInputCrashes() {
        let valid = Array(
            #"{"src": ["a", "b"], "schema": "s.graphql", "customScalars": {"X": "Y"}, "emit": "swift", "n": -1.5e3}"#
                .utf8)
        let replacements: [UInt8] = Array("{}[]\":,\\u0e-. \n".utf8) + [0, 0xFF, 0xC3]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = replacements.randomElement(using: &generator) ?? 0
                case 1: bytes.remove(at: index)
                default: bytes.insert(replacements.randomElement(using: &generator) ?? 0, at: index)
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            let source = Source(bytes: bytes, name: "relay.config.json")
            do {
                _ = try CompilerConfig.parse(source, relativeTo: folder)
            } catch {
                XCTAssertFalse(error.diagnostics.isEmpty)
                XCTAssertFalse(error.diagnostics.contains { $0.message.isEmpty })
            }
        }
    }

    func testLoadReportsAMissingFileAndNamesTheFileInDiagnostics() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("relay.config.json")
        let error = expectError { () throws(ConfigError) in try CompilerConfig.load(from: missing) }
        XCTAssertEqual(
            error?.diagnostics.map(\.message), ["cannot read the config file: no such file: '\(missing.path)'"])

        let file = try directory.write("relay.config.json", #"{"src": 1}"#)
        let problems = expectError { () throws(ConfigError) in try CompilerConfig.load(from: file) }?.diagnostics
        XCTAssertEqual(problems?.count, 1)
        let bad = problems?.first
        XCTAssertEqual(bad?.source?.name, file.path)
        XCTAssertEqual(
            bad.map(DiagnosticRenderer.text)?.split(separator: "\n").first.map(String.init),
            "\(file.path):1:9: error: \"src\" must be a string or a list of strings, found a number")

        try directory.write("relay.config.json", #"{"src": "Sources", "schema": "schema.graphql"}"#)
        let config = try CompilerConfig.load(from: file)
        XCTAssertEqual(config.configFile, file)
        XCTAssertEqual(config.sourceDirectories.map(\.path), [directory.url.appendingPathComponent("Sources").path])
    }
}
