import Foundation
import GraphQLSyntax

/// The main command's flags: `relay-swift-compiler [compile] [options]`. They are merged over
/// the config file's settings by `resolveConfig(workingDirectory:)`.
public struct CompileOptions: Sendable, Equatable {
    /// `--config FILE`: the config file; without it, `relay.config.json` in the working
    /// directory is used when there is one.
    public var configFile: String?
    /// `--schema FILE` (repeatable): the schema's files; replaces the config's `schema`.
    public var schemaFiles: [String] = []
    /// `--src DIR` (repeatable): the source folders; replaces the config's `src`.
    public var sourceDirectories: [String] = []
    /// `--artifact-directory DIR`: replaces the config's `artifactDirectory`.
    public var artifactDirectory: String?
    /// `--emit swift|json|swift,json`: replaces the config's `emit`.
    public var emit: ArtifactFormats?
    /// `--format text|json`: how diagnostics are printed.
    public var diagnosticFormat: DiagnosticFormat = .text
    /// `--validate`: check everything and list what would be written, changed or removed, but
    /// write nothing (`ArtifactWriter`'s dry run). Exit status 1 when anything is out of date.
    public var validateOnly = false
    /// `--watch`: compile, then compile again whenever a source changes (`PollingWatcher`).
    public var watch = false
    /// `--verbose`: print each file written or removed, not only the summary line.
    public var verbose = false
    /// `--force`: compile even when nothing changed since the last run (see `UpToDateStamp`).
    public var force = false
    /// `--plugin-outputs FILE`: the build tool plugin's per-source output mode; see
    /// `PluginOutputList` for the contract.
    public var pluginOutputList: String?
    /// `--help` or `-h`.
    public var showsHelp = false

    /// Options with every flag at its default.
    public init() {}

    /// How diagnostics are printed.
    public enum DiagnosticFormat: String, Sendable {
        /// For people: `path:line:column: error: message`, the line and a caret.
        case text
        /// For tools: one JSON object per line.
        case json
    }

    /// The help text for the main command.
    public static let help = """
        USAGE: relay-swift-compiler [--config FILE] [--schema FILE]... [--src DIR]...
                                    [--artifact-directory DIR] [--emit swift|json|swift,json]
                                    [--format text|json] [--validate] [--watch] [--verbose] [--force]

        Compiles the GraphQL in the .graphql and .swift files under the source folders against the
        schema and writes the artifacts. Settings come from relay.config.json in the current folder
        (or --config FILE); the flags override them.
          --schema FILE             The schema (repeat for a schema split over several files):
                                    SDL, or an introspection result in a .json file.
          --src DIR                 A folder to search for sources (repeatable).
          --artifact-directory DIR  Write every artifact here instead of __generated__ folders.
          --emit FORMS              swift, json or swift,json (default: swift).
          --validate                Write nothing; list what is out of date (exit status 1 if any).
          --watch                   Compile again whenever a source changes.
          --verbose                 List every file written or removed, and each phase's time.
          --force                   Compile even when no input or output changed since the last run.

        relay.config.json (relay-compiler's keys; paths relative to the file):
          "src", "schema", "schemaExtensions", "artifactDirectory", "excludes" (globs),
          "customScalarTypes" ({"DateTime": "Date"}), "persistConfig" ({"file": "queries.json"}),
          "schemaConfig" ({"nodeInterfaceIdField": "id", "enableTokenField": false}),
          "featureFlags" ({"enforce_fragment_alias_where_ambiguous": {"kind": "enabled"},
            "prefer_fetchable_in_refetch_queries": true}),
          "emit" ("swift", "json", "swift,json" or a list), "accessLevel" ("internal" or "public"),
          "schemaTypesNamespace" ("API": the schema's enums and input objects as API.TodoStatus),
          "language" ("swift"), "$schema".
        Exit status: 0 success, 1 when any error was reported, 2 for a usage error.
        """

    private static let valued: Set<String> = [
        "--config", "--schema", "--src", "--artifact-directory", "--emit", "--format", "--plugin-outputs",
    ]
    private static let boolean: Set<String> = ["--validate", "--watch", "--verbose", "--force", "--help", "-h"]

    /// Reads the flags. Valued flags take the next argument or `--flag=value`; a flag given
    /// twice keeps its last value, except the repeatable `--schema` and `--src`.
    public static func parse(arguments: [String]) throws(UsageError) -> CompileOptions {
        var options = CompileOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-", argument != "--" else {
                throw UsageError("unexpected argument '\(argument)': expected an option (see --help)")
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            if valued.contains(name) {
                if value == nil {
                    guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
                    value = arguments[index]
                    index += 1
                }
                try options.set(name, to: value ?? "")
            } else if boolean.contains(name), value == nil {
                options.set(flag: name)
            } else {
                throw UsageError("unknown option '\(argument)' (see --help)")
            }
        }
        return options
    }

    private mutating func set(_ name: String, to value: String) throws(UsageError) {
        guard !value.isEmpty else { throw UsageError("option '\(name)' needs a value, found an empty string") }
        switch name {
        case "--config": configFile = value
        case "--schema": schemaFiles.append(value)
        case "--src": sourceDirectories.append(value)
        case "--artifact-directory": artifactDirectory = value
        case "--plugin-outputs": pluginOutputList = value
        case "--format":
            guard let format = DiagnosticFormat(rawValue: value) else {
                throw UsageError("unknown format '\(value)': expected 'text' or 'json'")
            }
            diagnosticFormat = format
        default:  // --emit
            var formats: ArtifactFormats = []
            for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let format = ArtifactFormats(name: String(part)) else {
                    throw UsageError("unknown --emit form '\(part)': expected 'swift', 'json' or 'swift,json'")
                }
                formats.insert(format)
            }
            emit = formats
        }
    }

    private mutating func set(flag: String) {
        switch flag {
        case "--validate": validateOnly = true
        case "--watch": watch = true
        case "--verbose": verbose = true
        case "--force": force = true
        default: showsHelp = true  // --help, -h
        }
    }

    /// The configuration to compile with: the config file (`--config`, else `relay.config.json`
    /// in `workingDirectory` when it exists) with the flags' values in place of its own. Paths
    /// on the command line are relative to `workingDirectory`. Without a schema or a source
    /// folder from either, or with a config file that cannot be read, it is an error with every
    /// problem found.
    public func resolveConfig(workingDirectory: URL) throws(ConfigError) -> CompilerConfig {
        func path(_ text: String) -> URL {
            FilePath.resolve(text, against: workingDirectory)
        }
        var config = CompilerConfig()
        if let configFile {
            config = try CompilerConfig.load(from: path(configFile))
        } else {
            let defaultFile = workingDirectory.appendingPathComponent(CompilerConfig.defaultFileName)
            if FileManager.default.fileExists(atPath: defaultFile.path) {
                config = try CompilerConfig.load(from: defaultFile)
            }
        }
        if !schemaFiles.isEmpty { config.schemaFiles = schemaFiles.map(path) }
        if !sourceDirectories.isEmpty { config.sourceDirectories = sourceDirectories.map(path) }
        if let artifactDirectory { config.artifactDirectory = path(artifactDirectory) }
        if let emit { config.emit = emit }

        func missing(_ what: String, key: String, flag: String) -> Diagnostic {
            let place =
                config.configFile.map { "\"\(key)\" in '\($0.path)'" }
                ?? "a \(CompilerConfig.defaultFileName) in '\(workingDirectory.path)'"
            return Diagnostic(.error, "no \(what): expected \(flag) or \(place)", source: nil, span: .none)
        }
        var problems: [Diagnostic] = []
        if config.schemaFiles.isEmpty { problems.append(missing("schema", key: "schema", flag: "--schema FILE")) }
        if config.sourceDirectories.isEmpty {
            problems.append(missing("source folder", key: "src", flag: "--src DIR"))
        }
        guard problems.isEmpty else { throw ConfigError(problems) }
        return config
    }
}
