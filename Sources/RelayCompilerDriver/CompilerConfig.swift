import Foundation
import GraphQLSyntax
import RelaySwiftCodegen

/// What the compiler works on and where it writes, read from `relay.config.json` (with
/// relay-compiler's key names) and overridden by command-line flags (see `CompileOptions`).
///
/// Every path is absolute: paths in a config file are taken relative to the file's folder,
/// paths on the command line relative to the working directory.
public struct CompilerConfig: Sendable, Equatable {
    /// The folders searched for `.graphql` and `.swift` sources (`"src"`).
    public var sourceDirectories: [URL]
    /// The schema's SDL files (`"schema"`; `--schema` may give one schema split over several).
    public var schemaFiles: [URL]
    /// Client schema extensions (`"schemaExtensions"`).
    public var schemaExtensions: [URL]
    /// Where every artifact is written (`"artifactDirectory"`); `nil` writes each artifact to a
    /// `__generated__` folder beside its source.
    public var artifactDirectory: URL?
    /// Globs of paths (relative to a source folder) that are not searched (`"excludes"`).
    public var excludes: [String]
    /// Swift types for custom scalars, by scalar name (`"customScalars"`).
    public var customScalars: [String: String]
    /// Where each of `customScalars` was named in the config file, for messages.
    public var customScalarPlaces: [String: Place] = [:]
    /// The JSON file persisted queries are written to (`"persistConfig": {"file": …}`); when set,
    /// operations carry an `id` instead of their text.
    public var persistedQueriesFile: URL?
    /// Which artifact forms are written (`"emit"`).
    public var emit: ArtifactFormats
    /// Whether fragments refetched through a `@fetchable` type select Relay's `__token`
    /// (`"schemaConfig": {"enableTokenField": true}`).
    public var enableTokenField = false
    /// The field that identifies a record, `id` unless the server names it otherwise
    /// (`"schemaConfig": {"nodeInterfaceIdField": "nodeId"}`).
    public var nodeInterfaceIdField = "id"
    /// Whether every spread that may not match must be `@alias`ed, as Relay 21 demands by
    /// default (`"featureFlags": {"enforce_fragment_alias_where_ambiguous": {"kind": "enabled"}}`).
    public var enforceFragmentAliases = false
    /// Whether `@refetchable` fragments on types that are both `Node`s and `@fetchable` are
    /// refetched through the fetch field, as `preferFetchable: true` asks for one fragment
    /// (`"featureFlags": {"prefer_fetchable_in_refetch_queries": true}`).
    public var preferFetchableInRefetchQueries = false
    /// The access level of generated Swift declarations (`"accessLevel"`): `internal` by
    /// default; `public` for a library module whose clients use the generated types.
    public var accessLevel = SwiftCodegenOptions.AccessLevel.internal
    /// The enum the schema's enums and input objects are declared in (`"schemaTypesNamespace"`),
    /// so that they cannot clash with the module's own types; nil declares them at the top level.
    public var schemaTypesNamespace: String?
    /// The config file these settings were read from, if any (for messages).
    public var configFile: URL?

    /// A place in the config file.
    public struct Place: Sendable, Equatable {
        public var source: Source
        public var span: SourceSpan

        public init(source: Source, span: SourceSpan) {
            self.source = source
            self.span = span
        }

        public static func == (lhs: Place, rhs: Place) -> Bool { lhs.source === rhs.source && lhs.span == rhs.span }
    }

    /// relay-compiler's default `excludes`.
    public static let defaultExcludes = ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"]

    /// The file looked for in the working directory when `--config` is not given.
    public static let defaultFileName = "relay.config.json"

    /// Creates a configuration; every path should be absolute.
    public init(
        sourceDirectories: [URL] = [], schemaFiles: [URL] = [], schemaExtensions: [URL] = [],
        artifactDirectory: URL? = nil, excludes: [String] = CompilerConfig.defaultExcludes,
        customScalars: [String: String] = [:], persistedQueriesFile: URL? = nil, emit: ArtifactFormats = .swift,
        configFile: URL? = nil
    ) {
        self.sourceDirectories = sourceDirectories
        self.schemaFiles = schemaFiles
        self.schemaExtensions = schemaExtensions
        self.artifactDirectory = artifactDirectory
        self.excludes = excludes
        self.customScalars = customScalars
        self.persistedQueriesFile = persistedQueriesFile
        self.emit = emit
        self.configFile = configFile
    }

    /// Reads a config file. A file that cannot be read, malformed JSON, an unknown key or a value
    /// of the wrong type is a diagnostic pointing at the place in the file; every setting is
    /// checked, so that all its problems are reported at once.
    public static func load(from file: URL) throws(ConfigError) -> CompilerConfig {
        let source: Source
        do {
            source = try Source(contentsOfFile: file.path)
        } catch let error as SourceReadError {
            let reason = error.code == ENOENT ? "no such file: '\(file.path)'" : error.description
            throw ConfigError(Diagnostic(.error, "cannot read the config file: \(reason)", source: nil, span: .none))
        } catch {
            throw ConfigError(
                Diagnostic(.error, "cannot read the config file '\(file.path)': \(error)", source: nil, span: .none))
        }
        return try parse(source, relativeTo: file.deletingLastPathComponent(), file: file)
    }

    /// Reads a config from its text; relative paths are resolved against `directory`.
    public static func parse(_ source: Source, relativeTo directory: URL, file: URL? = nil) throws(ConfigError)
        -> CompilerConfig
    {
        let json: ConfigJSON
        do {
            json = try ConfigJSON.parse(source)
        } catch {
            throw ConfigError(error)
        }
        var config = try ConfigReader(source: source, directory: directory).read(json)
        config.configFile = file
        return config
    }
}

/// The artifact forms the compiler can write: Swift source, and Relay's JSON shape.
public struct ArtifactFormats: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `<Name>.graphql.swift`: the generated Swift types.
    public static let swift = ArtifactFormats(rawValue: 1)
    /// `<Name>.json`: the artifact in relay-compiler's JSON shape.
    public static let json = ArtifactFormats(rawValue: 2)

    /// The format a name stands for in `emit` and `--emit`: `swift` or `json`.
    public init?(name: String) {
        switch name {
        case "swift": self = .swift
        case "json": self = .json
        default: return nil
        }
    }
}
