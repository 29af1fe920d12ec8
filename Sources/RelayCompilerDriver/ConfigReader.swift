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

    func read(_ root: ConfigJSON) throws(Diagnostic) -> CompilerConfig {
        let members = try objectMembers(root, describedAs: "the config", expected: "an object of settings")
        var config = CompilerConfig()
        var scalarsKey: ConfigJSON.Member?
        for member in members {
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
                        .error,
                        "\"\(member.key)\" and \"\(scalarsKey.key)\" name the same setting: expected one of them",
                        source: source, span: member.keySpan,
                        notes: [.init("\"\(scalarsKey.key)\" given here", source: source, span: scalarsKey.keySpan)])
                }
                scalarsKey = member
                (config.customScalars, config.customScalarPlaces) = try customScalars(member)
            case "persistConfig":
                config.persistedQueriesFile = try persistedQueriesFile(member)
            case "schemaConfig":
                try readSchemaConfig(member, into: &config)
            case "featureFlags":
                config.enforceFragmentAliases = try enforceFragmentAliases(member)
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
        return config
    }

    /// A string with where it was written, so that a path can be checked and reported.
    struct Located {
        var text: String
        var span: SourceSpan
    }

    private func path(_ located: Located) -> URL {
        FilePath.resolve(located.text, against: directory)
    }

    private func string(_ member: ConfigJSON.Member, expected: String) throws(Diagnostic) -> Located {
        guard case .string(let text) = member.value.kind else {
            throw mismatch(member.key, expected: expected, found: member.value.typeDescription, at: member.value.span)
        }
        guard !text.isEmpty else {
            throw mismatch(member.key, expected: expected, found: "an empty string", at: member.value.span)
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

    private func objectMembers(_ value: ConfigJSON, describedAs name: String, expected: String) throws(Diagnostic)
        -> [ConfigJSON.Member]
    {
        guard case .object(let members) = value.kind else {
            throw Diagnostic(
                .error, "\(name) must be \(expected), found \(value.typeDescription)", source: source, span: value.span)
        }
        var seen: [String: SourceSpan] = [:]
        for member in members {
            if let first = seen[member.key] {
                throw Diagnostic(
                    .error, "\"\(member.key)\" is given more than once: expected each key once", source: source,
                    span: member.keySpan, notes: [.init("first given here", source: source, span: first)])
            }
            seen[member.key] = member.keySpan
        }
        return members
    }

    /// The Swift type of each scalar, and where each scalar's name was written (which of them
    /// the schema has is checked once it is read: `CompilerConfig.customScalarDiagnostics`).
    private func customScalars(_ member: ConfigJSON.Member) throws(Diagnostic)
        -> ([String: String], [String: CompilerConfig.Place])
    {
        let members = try objectMembers(
            member.value, describedAs: "\"\(member.key)\"", expected: "an object of scalar names to Swift types")
        var scalars: [String: String] = [:]
        var places: [String: CompilerConfig.Place] = [:]
        for scalar in members {
            guard case .string(let type) = scalar.value.kind, !type.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                let found =
                    scalar.value.typeDescription == "a string" ? "an empty string" : scalar.value.typeDescription
                throw mismatch(
                    "\(member.key).\(scalar.key)", expected: "a string naming a Swift type", found: found,
                    at: scalar.value.span)
            }
            let expected = "a Swift type, such as \"Date\" or \"[String: Int]\""
            if let problem = SwiftTypeSyntax.problem(in: type) {
                throw mismatch(
                    "\(member.key).\(scalar.key)", expected: expected, found: "\"\(type)\" (\(problem))",
                    at: scalar.value.span)
            }
            let captured = SwiftTypeSyntax.leadingNames(in: type).intersection(SwiftCodeGenerator.fixedMemberTypeNames)
            if let name = captured.sorted().first {
                throw mismatch(
                    "\(member.key).\(scalar.key)", expected: expected,
                    found: "\"\(type)\" (generated types declare a `\(name)` of their own, which it would name there: "
                        + "qualify it with its module, `Foundation.\(name)` for Foundation's)", at: scalar.value.span)
            }
            scalars[scalar.key] = type
            places[scalar.key] = CompilerConfig.Place(source: source, span: scalar.keySpan)
        }
        return (scalars, places)
    }

    private func persistedQueriesFile(_ member: ConfigJSON.Member) throws(Diagnostic) -> URL {
        let members = try objectMembers(
            member.value, describedAs: "\"persistConfig\"", expected: "an object like {\"file\": \"queries.json\"}")
        var file: URL?
        for setting in members {
            switch setting.key {
            case "file":
                file = path(try string(setting, expected: "a string (the persisted queries file's path)"))
            case "algorithm":
                // relay-compiler also offers SHA1 and SHA256; the runtime and the ids here are MD5.
                guard case .string("MD5") = setting.value.kind else {
                    let found: String
                    if case .string(let text) = setting.value.kind {
                        found = "\"\(text)\""
                    } else {
                        found = setting.value.typeDescription
                    }
                    throw mismatch(
                        "persistConfig.algorithm", expected: "\"MD5\" (the only one supported)", found: found,
                        at: setting.value.span)
                }
            default:
                throw unknownKey(setting, in: "persistConfig", known: ["file", "algorithm"])
            }
        }
        guard let file else {
            throw Diagnostic(
                .error, "\"persistConfig\" must have a \"file\" key: expected {\"file\": \"path/to/queries.json\"}",
                source: source, span: member.value.span)
        }
        return file
    }

    /// `"schemaConfig"`: of relay-compiler's schema settings, the one that applies here.
    /// `"schemaConfig"`: of relay-compiler's schema settings, those that apply here.
    private func readSchemaConfig(_ member: ConfigJSON.Member, into config: inout CompilerConfig) throws(Diagnostic) {
        let members = try objectMembers(
            member.value, describedAs: "\"schemaConfig\"", expected: "an object like {\"enableTokenField\": true}")
        for setting in members {
            switch setting.key {
            case "enableTokenField":
                guard case .bool(let value) = setting.value.kind else {
                    throw mismatch(
                        "schemaConfig.enableTokenField", expected: "true or false",
                        found: setting.value.typeDescription, at: setting.value.span)
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
    }

    /// `"featureFlags"`: of relay-compiler's feature flags, the one that applies here, in
    /// relay-compiler's form (`{"kind": "enabled"}` or `{"kind": "disabled"}`).
    private func enforceFragmentAliases(_ member: ConfigJSON.Member) throws(Diagnostic) -> Bool {
        let flag = "enforce_fragment_alias_where_ambiguous"
        let members = try objectMembers(
            member.value, describedAs: "\"featureFlags\"",
            expected: "an object like {\"\(flag)\": {\"kind\": \"enabled\"}}")
        var enabled = false
        for setting in members {
            guard setting.key == flag else { throw unknownKey(setting, in: "featureFlags", known: [flag]) }
            let expected = "{\"kind\": \"enabled\"} or {\"kind\": \"disabled\"}"
            let kinds = try objectMembers(setting.value, describedAs: "\"featureFlags.\(flag)\"", expected: expected)
            guard kinds.count == 1, kinds[0].key == "kind", case .string(let kind) = kinds[0].value.kind else {
                throw mismatch(
                    "featureFlags.\(flag)", expected: expected, found: "an object of other keys",
                    at: setting.value.span)
            }
            guard kind == "enabled" || kind == "disabled" else {
                throw mismatch(
                    "featureFlags.\(flag)", expected: expected, found: "{\"kind\": \"\(kind)\"}",
                    at: setting.value.span)
            }
            enabled = kind == "enabled"
        }
        return enabled
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
