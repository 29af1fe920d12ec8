import Foundation
import GraphQLSyntax
import RelaySwiftCodegen

/// The settings whose values are objects of settings: each of their members is read on its
/// own, so that one mistake does not hide the next.
extension ConfigReader {
    /// The Swift type of each scalar, and where each scalar's name was written (which of them
    /// the schema has is checked once it is read: `CompilerConfig.customScalarDiagnostics`).
    func customScalars(_ member: ConfigJSON.Member, problems: inout [Diagnostic]) throws(Diagnostic)
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
    fileprivate func swiftType(of scalar: ConfigJSON.Member, key: String) throws(Diagnostic) -> String {
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

    func persistedQueriesFile(_ member: ConfigJSON.Member, problems: inout [Diagnostic]) throws(Diagnostic)
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
        guard members.contains(where: { $0.key == "file" }) else {
            throw Diagnostic(
                .error, "\"persistConfig\" must have a \"file\" key: expected {\"file\": \"path/to/queries.json\"}",
                source: source, span: member.value.span)
        }
        return file
    }

    /// relay-compiler also offers SHA1 and SHA256; the runtime and the ids here are MD5.
    fileprivate func checkAlgorithm(_ setting: ConfigJSON.Member) throws(Diagnostic) {
        guard case .string("MD5") = setting.value.kind else {
            let found =
                if case .string(let text) = setting.value.kind { "\"\(text)\"" } else { setting.value.typeDescription }
            throw mismatch(
                "persistConfig.algorithm", expected: "\"MD5\" (the only one supported)", found: found,
                at: setting.value.span)
        }
    }

    /// `"schemaConfig"`: of relay-compiler's schema settings, those that apply here.
    func readSchemaConfig(
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

    fileprivate func readSchemaSetting(_ setting: ConfigJSON.Member, into config: inout CompilerConfig)
        throws(Diagnostic)
    {
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

    /// `"featureFlags"`: of relay-compiler's feature flags, those that apply here, each in
    /// relay-compiler's form (`{"kind": "enabled"}` or `{"kind": "disabled"}` for
    /// `enforce_fragment_alias_where_ambiguous`, `true` or `false` for
    /// `prefer_fetchable_in_refetch_queries`).
    func readFeatureFlags(
        _ member: ConfigJSON.Member, into config: inout CompilerConfig, problems: inout [Diagnostic]
    ) throws(Diagnostic) {
        let aliases = "enforce_fragment_alias_where_ambiguous", fetchable = "prefer_fetchable_in_refetch_queries"
        let members = try objectMembers(
            member.value, describedAs: "\"featureFlags\"",
            expected: "an object like {\"\(aliases)\": {\"kind\": \"enabled\"}}", problems: &problems)
        for setting in members {
            do throws(Diagnostic) {
                switch setting.key {
                case aliases:
                    config.enforceFragmentAliases = try isEnabled(
                        setting, key: "featureFlags.\(aliases)", problems: &problems)
                case fetchable:
                    guard case .bool(let value) = setting.value.kind else {
                        throw mismatch(
                            "featureFlags.\(fetchable)", expected: "true or false",
                            found: setting.value.typeDescription, at: setting.value.span)
                    }
                    config.preferFetchableInRefetchQueries = value
                default:
                    throw unknownKey(setting, in: "featureFlags", known: [aliases, fetchable])
                }
            } catch {
                problems.append(error)
            }
        }
    }

    /// A feature flag's value in relay-compiler's form.
    fileprivate func isEnabled(_ setting: ConfigJSON.Member, key: String, problems: inout [Diagnostic])
        throws(Diagnostic) -> Bool
    {
        let expected = "{\"kind\": \"enabled\"} or {\"kind\": \"disabled\"}"
        let kinds = try objectMembers(
            setting.value, describedAs: "\"\(key)\"", expected: expected, problems: &problems)
        guard kinds.count == 1, kinds[0].key == "kind", case .string(let kind) = kinds[0].value.kind else {
            throw mismatch(key, expected: expected, found: "an object of other keys", at: setting.value.span)
        }
        guard kind == "enabled" || kind == "disabled" else {
            throw mismatch(key, expected: expected, found: "{\"kind\": \"\(kind)\"}", at: setting.value.span)
        }
        return kind == "enabled"
    }
}
