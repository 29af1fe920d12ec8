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
        guard problems.isEmpty else { throw ConfigError(problems.sorted { $0.span.start < $1.span.start }) }
        return config
    }

    private func readSetting(
        _ member: ConfigJSON.Member, into config: inout CompilerConfig, scalarsKey: inout ConfigJSON.Member?,
        problems: inout [Diagnostic]
    ) throws(Diagnostic) {
        switch member.key {
        case "src":
            config.sourceDirectories = try stringOrList(member, expected: "a string or a list of strings").map(path)
        case "schema":
            config.schemaFiles = [path(try string(member, expected: "a string (the schema file's path)"))]
        case "schemaExtensions":
            config.schemaExtensions = try list(member, expected: "a list of strings").map(path)
        case "artifactDirectory":
            config.artifactDirectory = path(try string(member, expected: "a string (a folder's path)"))
        case "excludes":
            config.excludes = try list(member, expected: "a list of glob strings").map(\.text)
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
            config.enforceFragmentAliases = try enforceFragmentAliases(member, problems: &problems)
        case "emit":
            config.emit = try emit(member)
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

    private func path(_ located: Located) -> URL {
        FilePath.resolve(located.text, against: directory)
    }

    /// A setting's string; `key` names the setting in messages (a nested one's full name).
    private func string(_ member: ConfigJSON.Member, key: String? = nil, expected: String) throws(Diagnostic)
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

    private func list(_ member: ConfigJSON.Member, expected: String) throws(Diagnostic) -> [Located] {
        guard case .array(let elements) = member.value.kind else {
            throw mismatch(member.key, expected: expected, found: member.value.typeDescription, at: member.value.span)
        }
        var strings: [Located] = []
        for element in elements {
            guard case .string(let text) = element.kind, !text.isEmpty else {
                let found = element.typeDescription == "a string" ? "an empty string" : element.typeDescription
                throw mismatch(member.key, expected: expected, found: "a list containing \(found)", at: element.span)
            }
            strings.append(Located(text: text, span: element.span))
        }
        return strings
    }

    private func stringOrList(_ member: ConfigJSON.Member, expected: String) throws(Diagnostic) -> [Located] {
        if case .array = member.value.kind {
            let strings = try list(member, expected: expected)
            guard !strings.isEmpty else {
                throw mismatch(member.key, expected: expected, found: "an empty list", at: member.value.span)
            }
            return strings
        }
        return [try string(member, expected: expected)]
    }

    /// An object's members, each key once: a repeated key is a problem, and its first value
    /// is the one read.
    private func objectMembers(
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

    /// The Swift type of each scalar, and where each scalar's name was written (which of them
    /// the schema has is checked once it is read: `CompilerConfig.customScalarDiagnostics`).
    private func customScalars(_ member: ConfigJSON.Member, problems: inout [Diagnostic]) throws(Diagnostic)
        -> ([String: String], [String: CompilerConfig.Place])
    {
        let members = try objectMembers(
            member.value, describedAs: "\"\(member.key)\"", expected: "an object of scalar names to Swift types",
            problems: &problems)
        var scalars: [String: String] = [:]
        var places: [String: CompilerConfig.Place] = [:]
        for scalar in members {
            do {
                scalars[scalar.key] = try swiftType(of: scalar, key: "\(member.key).\(scalar.key)")
                places[scalar.key] = CompilerConfig.Place(source: source, span: scalar.keySpan)
            } catch {
                problems.append(error)
            }
        }
        return (scalars, places)
    }

    /// The Swift type a custom scalar is given, a type that generated code can name.
    private func swiftType(of scalar: ConfigJSON.Member, key: String) throws(Diagnostic) -> String {
        guard case .string(let type) = scalar.value.kind, !type.trimmingCharacters(in: .whitespaces).isEmpty else {
            let found = scalar.value.typeDescription == "a string" ? "an empty string" : scalar.value.typeDescription
            throw mismatch(key, expected: "a string naming a Swift type", found: found, at: scalar.value.span)
        }
        let expected = "a Swift type, such as \"Date\" or \"[String: Int]\""
        if let problem = SwiftTypeSyntax.problem(in: type) {
            throw mismatch(key, expected: expected, found: "\"\(type)\" (\(problem))", at: scalar.value.span)
        }
        let captured = SwiftTypeSyntax.leadingNames(in: type).intersection(SwiftCodeGenerator.fixedMemberTypeNames)
        if let name = captured.sorted().first {
            throw mismatch(
                key, expected: expected,
                found: "\"\(type)\" (generated types declare a `\(name)` of their own, which it would name there: "
                    + "qualify it with its module, `Foundation.\(name)` for Foundation's)", at: scalar.value.span)
        }
        return type
    }

    private func persistedQueriesFile(_ member: ConfigJSON.Member, problems: inout [Diagnostic]) throws(Diagnostic)
        -> URL?
    {
        let members = try objectMembers(
            member.value, describedAs: "\"persistConfig\"", expected: "an object like {\"file\": \"queries.json\"}",
            problems: &problems)
        var file: URL?
        for setting in members {
            do throws(Diagnostic) {
                switch setting.key {
                case "file":
                    file = path(
                        try string(
                            setting, key: "persistConfig.file", expected: "a string (the persisted queries file's path)"
                        ))
                case "algorithm":
                    try checkAlgorithm(setting)
                default:
                    throw unknownKey(setting, in: "persistConfig", known: ["file", "algorithm"])
                }
            } catch {
                problems.append(error)
            }
        }
        guard file != nil || members.contains(where: { $0.key == "file" }) else {
            throw Diagnostic(
                .error, "\"persistConfig\" must have a \"file\" key: expected {\"file\": \"path/to/queries.json\"}",
                source: source, span: member.value.span)
        }
        return file
    }

    /// relay-compiler also offers SHA1 and SHA256; the runtime and the ids here are MD5.
    private func checkAlgorithm(_ setting: ConfigJSON.Member) throws(Diagnostic) {
        guard case .string("MD5") = setting.value.kind else {
            let found =
                if case .string(let text) = setting.value.kind { "\"\(text)\"" } else { setting.value.typeDescription }
            throw mismatch(
                "persistConfig.algorithm", expected: "\"MD5\" (the only one supported)", found: found,
                at: setting.value.span)
        }
    }

    /// `"schemaConfig"`: of relay-compiler's schema settings, those that apply here.
    private func readSchemaConfig(
        _ member: ConfigJSON.Member, into config: inout CompilerConfig, problems: inout [Diagnostic]
    ) throws(Diagnostic) {
        let members = try objectMembers(
            member.value, describedAs: "\"schemaConfig\"", expected: "an object like {\"enableTokenField\": true}",
            problems: &problems)
        for setting in members {
            do {
                try readSchemaSetting(setting, into: &config)
            } catch {
                problems.append(error)
            }
        }
    }

    private func readSchemaSetting(_ setting: ConfigJSON.Member, into config: inout CompilerConfig) throws(Diagnostic) {
        switch setting.key {
        case "enableTokenField":
            guard case .bool(let value) = setting.value.kind else {
                throw mismatch(
                    "schemaConfig.enableTokenField", expected: "true or false", found: setting.value.typeDescription,
                    at: setting.value.span)
            }
            config.enableTokenField = value
        case "nodeInterfaceIdField":
            let expected = "a field name, such as \"nodeId\""
            guard case .string(let name) = setting.value.kind, name.isGraphQLName else {
                let found =
                    if case .string(let text) = setting.value.kind { "\"\(text)\"" } else {
                        setting.value.typeDescription
                    }
                throw mismatch(
                    "schemaConfig.nodeInterfaceIdField", expected: expected, found: found, at: setting.value.span)
            }
            config.nodeInterfaceIdField = name
        default:
            throw unknownKey(setting, in: "schemaConfig", known: ["enableTokenField", "nodeInterfaceIdField"])
        }
    }

    /// `"featureFlags"`: of relay-compiler's feature flags, the one that applies here, in
    /// relay-compiler's form (`{"kind": "enabled"}` or `{"kind": "disabled"}`).
    private func enforceFragmentAliases(_ member: ConfigJSON.Member, problems: inout [Diagnostic]) throws(Diagnostic)
        -> Bool
    {
        let flag = "enforce_fragment_alias_where_ambiguous"
        let members = try objectMembers(
            member.value, describedAs: "\"featureFlags\"",
            expected: "an object like {\"\(flag)\": {\"kind\": \"enabled\"}}", problems: &problems)
        var enabled = false
        for setting in members {
            do throws(Diagnostic) {
                guard setting.key == flag else { throw unknownKey(setting, in: "featureFlags", known: [flag]) }
                enabled = try isEnabled(setting, key: "featureFlags.\(flag)")
            } catch {
                problems.append(error)
            }
        }
        return enabled
    }

    /// A feature flag's value in relay-compiler's form.
    private func isEnabled(_ setting: ConfigJSON.Member, key: String) throws(Diagnostic) -> Bool {
        let expected = "{\"kind\": \"enabled\"} or {\"kind\": \"disabled\"}"
        guard case .object(let kinds) = setting.value.kind else {
            throw mismatch(key, expected: expected, found: setting.value.typeDescription, at: setting.value.span)
        }
        guard kinds.count == 1, kinds[0].key == "kind", case .string(let kind) = kinds[0].value.kind else {
            throw mismatch(key, expected: expected, found: "an object of other keys", at: setting.value.span)
        }
        guard kind == "enabled" || kind == "disabled" else {
            throw mismatch(key, expected: expected, found: "{\"kind\": \"\(kind)\"}", at: setting.value.span)
        }
        return kind == "enabled"
    }

    private func emit(_ member: ConfigJSON.Member) throws(Diagnostic) -> ArtifactFormats {
        let expected = "\"swift\", \"json\", \"swift,json\" (as --emit takes them) or a list of them"
        var formats: ArtifactFormats = []
        for name in try stringOrList(member, expected: expected) {
            for part in name.text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let format = ArtifactFormats(name: String(part)) else {
                    throw mismatch(member.key, expected: expected, found: "\"\(name.text)\"", at: name.span)
                }
                formats.insert(format)
            }
        }
        return formats
    }

    private func mismatch(_ key: String, expected: String, found: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.error, "\"\(key)\" must be \(expected), found \(found)", source: source, span: span)
    }

    private func unknownKey(_ member: ConfigJSON.Member, in parent: String?, known: [String]) -> Diagnostic {
        let place = parent.map { " in \"\($0)\"" } ?? ""
        let list = known.map { "\"\($0)\"" }.joined(separator: ", ")
        let similar = Suggestions.list(for: member.key, among: known, limit: 1)
        let suggestion = similar.isEmpty ? "" : "." + Suggestions.didYouMean(similar)
        return Diagnostic(
            .error, "unknown key \"\(member.key)\"\(place): expected one of \(list)\(suggestion)", source: source,
            span: member.keySpan)
    }
}
