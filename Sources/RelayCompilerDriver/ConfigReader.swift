import Foundation
import GraphQLSchema
import GraphQLSyntax
import RelaySwiftCodegen

/// Turns a parsed `relay.config.json` into a `CompilerConfig`, checking every key's type.
struct ConfigReader {
    let source: Source
    let directory: URL

    /// The keys a config may have, in the order messages list them. (`customScalars`, Relay.swift's
    /// name for `customScalarTypes`, is accepted too.)
    static let knownKeys = [
        "src", "schema", "schemaExtensions", "artifactDirectory", "excludes", "customScalarTypes", "persistConfig",
        "schemaConfig", "featureFlags", "emit", "language", "accessLevel", "schemaTypesNamespace", "$schema",
    ]

    /// The config, or every problem found in it: each setting is read on its own, so that one
    /// mistake does not hide the next.
    func read(_ root: ConfigJSON) throws(ConfigError) -> CompilerConfig {
        var problems: [Diagnostic] = []
        var config = CompilerConfig()
        do {
            let members = try objectMembers(
                root, describedAs: "the config", expected: "an object of settings", problems: &problems)
            var scalarsKey: ConfigJSON.Member?
            for member in members {
                do {
                    try readSetting(member, into: &config, scalarsKey: &scalarsKey, problems: &problems)
                } catch {
                    problems.append(error)
                }
            }
        } catch {
            problems.append(error)
        }
        // (A repeated key is found before the settings are read.)
        guard problems.isEmpty else { throw ConfigError(problems.sortedByPosition()) }
        return config
    }

    private func readSetting(
        _ member: ConfigJSON.Member, into config: inout CompilerConfig, scalarsKey: inout ConfigJSON.Member?,
        problems: inout [Diagnostic]
    ) throws(Diagnostic) {
        switch member.key {
        case "src":
            config.sourceDirectories = try stringOrList(
                member, expected: "a string or a list of strings", problems: &problems
            ).map(path)
        case "schema":
            config.schemaFiles = [path(try string(member, expected: "a string (the schema file's path)"))]
        case "schemaExtensions":
            config.schemaExtensions = try list(member, expected: "a list of strings", problems: &problems).map(path)
        case "artifactDirectory":
            config.artifactDirectory = path(try string(member, expected: "a string (a folder's path)"))
        case "excludes":
            config.excludes = try list(member, expected: "a list of glob strings", problems: &problems).map(\.text)
        case "customScalarTypes", "customScalars":
            if let scalarsKey {
                throw Diagnostic(
                    .error, "\"\(member.key)\" and \"\(scalarsKey.key)\" name the same setting: expected one of them",
                    source: source, span: member.keySpan,
                    notes: [.init("\"\(scalarsKey.key)\" given here", source: source, span: scalarsKey.keySpan)])
            }
            scalarsKey = member
            (config.customScalars, config.customScalarPlaces) = try customScalars(member, problems: &problems)
        case "persistConfig":
            config.persistedQueriesFile = try persistedQueriesFile(member, problems: &problems)
        case "schemaConfig":
            try readSchemaConfig(member, into: &config, problems: &problems)
        case "featureFlags":
            try readFeatureFlags(member, into: &config, problems: &problems)
        case "emit":
            config.emit = try emit(member, problems: &problems)
        case "language":
            // relay-compiler demands its language; Relay.swift's configs said "swift".
            let expected = "\"swift\" (relay-swift-compiler generates Swift)"
            let language = try string(member, expected: expected)
            guard language.text == "swift" else {
                throw mismatch(member.key, expected: expected, found: "\"\(language.text)\"", at: language.span)
            }
        case "accessLevel":
            let expected = "\"internal\" or \"public\" (the access level of the generated Swift)"
            let level = try string(member, expected: expected)
            guard let accessLevel = SwiftCodegenOptions.AccessLevel(rawValue: level.text) else {
                throw mismatch(member.key, expected: expected, found: "\"\(level.text)\"", at: level.span)
            }
            config.accessLevel = accessLevel
        case "schemaTypesNamespace":
            let expected = "a Swift type name (the enum holding the schema's enums and input objects)"
            let namespace = try string(member, expected: expected)
            if let problem = SwiftCodegenOptions.namespaceProblem(namespace.text) {
                throw Diagnostic(
                    .error, "\"\(member.key)\" must be \(expected): \"\(namespace.text)\" \(problem)",
                    source: source, span: namespace.span)
            }
            config.schemaTypesNamespace = namespace.text
        case "$schema":
            // Where an editor finds the config's JSON Schema (relay-compiler accepts it too).
            _ = try string(member, expected: "a string (the address of the config's JSON Schema)")
        default:
            throw unknownKey(member, in: nil, known: Self.knownKeys)
        }
    }

    /// A string with where it was written, so that a path can be checked and reported.
    struct Located {
        var text: String
        var span: SourceSpan
    }

    func path(_ located: Located) -> URL {
        FilePath.resolve(located.text, against: directory)
    }

    /// A setting's string; `key` names the setting in messages (a nested one's full name).
    func string(_ member: ConfigJSON.Member, key: String? = nil, expected: String) throws(Diagnostic)
        -> Located
    {
        let key = key ?? member.key
        guard case .string(let text) = member.value.kind else {
            throw mismatch(key, expected: expected, found: member.value.typeDescription, at: member.value.span)
        }
        guard !text.isEmpty else {
            throw mismatch(key, expected: expected, found: "an empty string", at: member.value.span)
        }
        return Located(text: text, span: member.value.span)
    }

    /// A list of strings; each element that is not one is a problem of its own.
    private func list(_ member: ConfigJSON.Member, expected: String, problems: inout [Diagnostic]) throws(Diagnostic)
        -> [Located]
    {
        guard case .array(let elements) = member.value.kind else {
            throw mismatch(member.key, expected: expected, found: member.value.typeDescription, at: member.value.span)
        }
        var strings: [Located] = []
        for element in elements {
            guard case .string(let text) = element.kind, !text.isEmpty else {
                let found = element.typeDescription == "a string" ? "an empty string" : element.typeDescription
                problems.append(
                    mismatch(member.key, expected: expected, found: "a list containing \(found)", at: element.span))
                continue
            }
            strings.append(Located(text: text, span: element.span))
        }
        return strings
    }

    private func stringOrList(_ member: ConfigJSON.Member, expected: String, problems: inout [Diagnostic])
        throws(Diagnostic) -> [Located]
    {
        guard case .array(let elements) = member.value.kind else { return [try string(member, expected: expected)] }
        guard !elements.isEmpty else {
            throw mismatch(member.key, expected: expected, found: "an empty list", at: member.value.span)
        }
        return try list(member, expected: expected, problems: &problems)
    }

    /// An object's members, each key once: a repeated key is a problem, and its first value
    /// is the one read.
    func objectMembers(
        _ value: ConfigJSON, describedAs name: String, expected: String, problems: inout [Diagnostic]
    ) throws(Diagnostic) -> [ConfigJSON.Member] {
        guard case .object(let members) = value.kind else {
            throw Diagnostic(
                .error, "\(name) must be \(expected), found \(value.typeDescription)", source: source, span: value.span)
        }
        var seen: [String: SourceSpan] = [:]
        var unique: [ConfigJSON.Member] = []
        for member in members {
            if let first = seen[member.key] {
                problems.append(
                    Diagnostic(
                        .error, "\"\(member.key)\" is given more than once: expected each key once", source: source,
                        span: member.keySpan, notes: [.init("first given here", source: source, span: first)]))
                continue
            }
            seen[member.key] = member.keySpan
            unique.append(member)
        }
        return unique
    }

    /// The forms `emit` names; each name that is not one is a problem of its own.
    private func emit(_ member: ConfigJSON.Member, problems: inout [Diagnostic]) throws(Diagnostic) -> ArtifactFormats {
        let expected = "\"swift\", \"json\", \"swift,json\" (as --emit takes them) or a list of them"
        var formats: ArtifactFormats = []
        for name in try stringOrList(member, expected: expected, problems: &problems) {
            let parts = name.text.split(separator: ",", omittingEmptySubsequences: false)
            let named = parts.compactMap { ArtifactFormats(name: String($0)) }
            guard named.count == parts.count else {
                problems.append(mismatch(member.key, expected: expected, found: "\"\(name.text)\"", at: name.span))
                continue
            }
            named.forEach { formats.insert($0) }
        }
        return formats
    }

    func mismatch(_ key: String, expected: String, found: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.error, "\"\(key)\" must be \(expected), found \(found)", source: source, span: span)
    }

    func unknownKey(_ member: ConfigJSON.Member, in parent: String?, known: [String]) -> Diagnostic {
        let place = parent.map { " in \"\($0)\"" } ?? ""
        let list = known.map { "\"\($0)\"" }.joined(separator: ", ")
        let similar = Suggestions.list(for: member.key, among: known, limit: 1)
        let suggestion = similar.isEmpty ? "" : "." + Suggestions.didYouMean(similar)
        return Diagnostic(
            .error, "unknown key \"\(member.key)\"\(place): expected one of \(list)\(suggestion)", source: source,
            span: member.keySpan)
    }
}
