import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import RelayNodes
import XCTest

@testable import RelayCompiler

/// Our artifacts against Relay's own `compile_relay_artifacts` fixtures (../shared/relay-fixtures),
/// compared structurally; the fixtures we deliberately differ on are listed with the reason.
final class RelayFixtureComparisonTests: XCTestCase {
    /// Relay's fixtures: ../shared/relay-fixtures, or `RELAY_FIXTURES`, a folder of other
    /// `compile_relay_artifacts` cases with the test schema they assume beside them as
    /// `testschema.graphql` (to check against a newer Relay). `RELAY_NODE_ID_FIELD` names the
    /// identifying field for cases that assume another (`global_id` in Relay's custom-id cases);
    /// `RELAY_ENFORCE_ALIASES` (set) turns on `CompilerOptions.enforcesFragmentAliases`.
    static let (directory, schema) = TestSupport.relayFixtures("RELAY_FIXTURES", default: "compile_relay_artifacts")

    /// Fixtures we do not match exactly, and why (repeated in the README).
    static let knownDifferences: [String: String] = [
        "fragment-on-node-interface": RelayFixtureComparisonTests.olderRelay("selects no `__isNode` in the fragment on Node"),
        "refetchable-fragment-on-node-with-missing-id": RelayFixtureComparisonTests.olderRelay(
            "selects no `__isNode` and keeps the refetch query's variables unsorted in its reader AST"),
        "refetchable-fragment-with-connection-bidirectional": RelayFixtureComparisonTests.olderRelay(
            "selects no `__isNode` and keeps the refetch query's variables unsorted in its reader AST"),
        "fragment-on-query": RelayFixtureComparisonTests.olderRelay("lists no root argument a refetchable fragment uses through a spread"),
        "fragment-on-viewer": RelayFixtureComparisonTests.olderRelay("lists no root argument a refetchable fragment uses through a spread"),
        "unions": RelayFixtureComparisonTests.olderRelay("selects no `__isNode` in the `... on Node { id }` added for the store"),
        "relay-client-id-field": RelayFixtureComparisonTests.olderRelay("drops an `__id` that an enclosing selection also selects"),
        "linked-handle-field": RelayFixtureComparisonTests.olderRelay(
            "names a keyless handle's reader field `___<handle>`, where its runtime never stores the handle's data"),
        "scalar-handle-field": RelayFixtureComparisonTests.olderRelay(
            "names a keyless handle's reader field `___<handle>`, where its runtime never stores the handle's data"),
        "append-edge-on-interface":
            "needs CommentCreateResponsePayload.feedbackCommentEdgeUsingInterface, absent from the stored testschema",
        "append-node-literal-edge-type-name":
            "older Relay accepted the unknown type 'CommentEdge'; we follow the newer check (…-invalid passes)",
        "stable-literals":
            "pre-Rust artifact format; we also give all-literal object arguments the runtime's storageKey",
    ]

    /// A stored output from a Relay older than the one we follow, which differs as `how`;
    /// the newest Relay's output for the same case is what we print.
    private static func olderRelay(_ how: String) -> String {
        "stored output of an older Relay, which " + how + "; we print what the newest Relay prints"
    }

    /// Invalid fixtures our validation rejects as Relay does, with the specification's wording
    /// (graphql-js's) rather than Relay's.
    static let validationWording: [String: String] = [
        "unknown-root-variable-in-fragment.invalid":
            "the fixture's subject, the undefined `$includeFriends`, is what we report; Relay 21 stops earlier, at its "
            + "demand for `@alias` on the spread (ours behind `enforce_fragment_alias_where_ambiguous`, off by default, "
            + "and checked after validation)",
    ]

    /// Fixtures whose artifacts equal Relay's up to the order of selections, and why.
    static let orderOnlyDifferences: [String: String] = [:]

    func testArtifactsEqualRelays() throws {
        guard let schema = Self.schema else { throw XCTSkip("../shared/relay-fixtures is absent") }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".graphql") && !$0.hasPrefix("testschema") }
            .map { String($0.dropLast(".graphql".count)) }.sorted()
        var report: [String] = []
        for name in names {
            let problems: [String]
            do {
                problems = try compare(name, schema: schema)
            } catch {
                problems = ["unreadable fixture: \(error)"]
            }
            let status: String
            if problems.isEmpty {
                status = "ok"
            } else if problems.allSatisfy({ $0.hasPrefix("validation:") }) {
                status = "rejected-as-relay-does"
            } else if problems.allSatisfy({ $0.hasPrefix("order:") }) {
                status = "order-only"
            } else {
                status = "DIFF"
            }
            report.append("\(status) \(name)" + (problems.isEmpty ? "" : "\n    " + problems.joined(separator: "\n    ")))
            if Self.knownDifferences[name] != nil { continue }
            if status == "order-only", Self.orderOnlyDifferences[name] != nil { continue }
            if status == "rejected-as-relay-does", Self.validationWording[name] != nil { continue }
            XCTAssertTrue(problems.isEmpty, "\(name):\n" + problems.joined(separator: "\n"))
        }
        if ProcessInfo.processInfo.environment["FIXTURE_REPORT"] != nil { print(report.joined(separator: "\n")) }
    }

    private func compare(_ name: String, schema base: GraphQLSchema) throws -> [String] {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name + ".graphql"), encoding: .utf8)
        let input = RelayFixtureInput(text)
        let expected = try RelayFixtureFile(
            expected: String(contentsOf: Self.directory.appendingPathComponent(name + ".expected"), encoding: .utf8))
        let document: Document
        let schema: GraphQLSchema
        do {
            document = try Parser.parseDocument(Source(text: input.documents, name: name + ".graphql"))
            // Relay's test schema passes the specification's SDL rules only, as the base is loaded.
            let extended = try input.schema(extending: base, name: name + ".extensions", checks: .sdlRules)
            guard let extendedSchema = extended.schema else {
                return ["schema extension errors: \(extended.diagnostics.map(\.message))"]
            }
            schema = extendedSchema
        } catch {
            return ["parse error: \(error.message)"]
        }
        // Validated first, as the command line does: the specification's rules word their
        // messages as graphql-js does, not as Relay's compiler. Messages are compared in any
        // order: Relay's fixture tests print diagnostics sorted by their printed text.
        var options = CompilerOptions.relayCompatible
        // Relay's newer fixtures ask for the fetch token so (its `schemaConfig.enableTokenField`).
        options.selectsFetchToken = text.contains("enable-token-field: true")
        // Relay's `compile_relay_artifacts_with_custom_id` cases name the identifying field so.
        if let idField = ProcessInfo.processInfo.environment["RELAY_NODE_ID_FIELD"] {
            options.nodeInterfaceIdField = idField
        }
        // Relay's `fragment_alias_directive` cases turn on its demand for `@alias`.
        options.enforcesFragmentAliases = ProcessInfo.processInfo.environment["RELAY_ENFORCE_ALIASES"] != nil
        let invalid = Validator.validate([document], against: schema, options: .relay)
        if !invalid.isEmpty {
            let besides = RelayCompiler.diagnosticsBesideValidation(
                invalid, documents: [document], schema: schema, options: options)
            let messages = (invalid + besides).map(\.message)
            if messages.sorted() == expected.errors.sorted() { return [] }
            return expected.errors.isEmpty
                ? ["unexpected validation errors: \(messages)"] : ["validation: expected \(expected.errors), got \(messages)"]
        }
        let output = RelayCompiler.compile(documents: [document], schema: schema, options: options)
        if !expected.errors.isEmpty {
            let ours = output.diagnostics.map(\.message)
            return ours.sorted() == expected.errors.sorted() ? [] : ["errors: expected \(expected.errors), got \(ours)"]
        }
        if output.hasErrors { return ["unexpected errors: \(output.diagnostics.map(\.message))"] }
        var problems: [String] = []
        var oursByName: [String: JSONValue] = [:]
        var ourTexts: [String] = []
        for definition in output.definitions {
            oursByName[definition.name] = try JSONValue(parsing: CompilerOutput.json(definition.artifact))
            if case .request = definition.artifact {
                // Relay prints an operation that asks the server for nothing so.
                ourTexts.append(definition.queryText?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "Query Text is Empty.")
            }
        }
        for artifact in expected.artifacts {
            guard let artifactName = ArtifactComparison.name(artifact) else { continue }
            guard let ours = oursByName[artifactName] else {
                problems.append("missing artifact \(artifactName)")
                continue
            }
            let left = ArtifactComparison.normalized(artifact)
            let right = ArtifactComparison.withoutAbsentAbstractKeys(ArtifactComparison.normalized(ours), expected: left)
            if left != right {
                if ArtifactComparison.orderInsensitive(left) == ArtifactComparison.orderInsensitive(right) {
                    problems.append("order: \(artifactName)")
                } else {
                    problems.append(
                        "artifact \(artifactName) differs at "
                            + (ArtifactComparison.firstDifference(left, right) ?? "?"))
                }
            }
        }
        for text in expected.queryTexts where !ourTexts.contains(where: { Self.sameText($0, text) }) {
            problems.append("query text differs:\nexpected:\n\(text)\nours:\n\(ourTexts.joined(separator: "\n---\n"))")
        }
        return problems
    }

    /// Equal texts, up to the hash in the names of fragments printed with arguments.
    static func sameText(_ ours: String, _ theirs: String) -> Bool {
        let pattern = #"(\.\.\.|fragment )([A-Za-z0-9_]+?)_[A-Za-z0-9]{6}\b"#
        let strip = { (text: String) in
            text.replacingOccurrences(of: pattern, with: "$1$2_HASH", options: .regularExpression)
        }
        return strip(ours) == strip(theirs)
    }
}
