import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import RelayNodes
import XCTest

@testable import RelayCompiler

/// Relay's `declarative_connection` transform fixtures (../shared/relay-fixtures, or
/// `RELAY_DECLARATIVE_FIXTURES`, a folder of newer ones with the test schema beside them).
///
/// Their output is Relay's IR after the transform printed back as GraphQL, each handle the
/// transform adds written as a `@__clientField` directive on its field. Our artifacts hold
/// the same handles as `LinkedHandle` and `ScalarHandle` nodes: the test compares, field by
/// field (by response path), the handles of our normalization AST with those directives. An
/// invalid case's errors are compared with ours, after validation as the command line runs it.
final class DeclarativeConnectionFixtureTests: XCTestCase {
    static let (directory, schema) = TestSupport.relayFixtures(
        "RELAY_DECLARATIVE_FIXTURES", default: "declarative_connection")

    /// Fixtures we do not match, and why (repeated in the README).
    static let knownDifferences: [String: String] = [
        "append-node-edge-literal":
            "the literal edgeTypeName 'CommentEdge' names no type of the test schema: Relay's transform alone does "
            + "not check it, its whole compiler rejects it (compile_relay_artifacts' "
            + "append-node-literal-edge-type-name-invalid), and so do we"
    ]

    func testHandlesAndErrorsEqualRelays() throws {
        guard let schema = Self.schema else { throw XCTSkip("../shared/relay-fixtures is absent") }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".graphql") && !$0.hasPrefix("testschema") }
            .map { String($0.dropLast(".graphql".count)) }.sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let problems = try compare(name, schema: schema)
            if Self.knownDifferences[name] != nil {
                XCTAssertFalse(problems.isEmpty, "\(name) now matches: take it off the known differences")
                continue
            }
            XCTAssertTrue(problems.isEmpty, "\(name):\n" + problems.joined(separator: "\n"))
        }
    }

    private func compare(_ name: String, schema: GraphQLSchema) throws -> [String] {
        let input = try String(contentsOf: Self.directory.appendingPathComponent(name + ".graphql"), encoding: .utf8)
        let expectedText = try String(
            contentsOf: Self.directory.appendingPathComponent(name + ".expected"), encoding: .utf8)
        let expected = try RelayFixtureFile(expected: expectedText)
        let document = try Parser.parseDocument(Source(text: input, name: name + ".graphql"))
        let invalid = Validator.validate([document], against: schema, options: .relay)
        let output =
            invalid.isEmpty
            ? RelayCompiler.compile(documents: [document], schema: schema, options: .relayCompatible) : nil
        let messages = (invalid + (output?.diagnostics ?? [])).map(\.message)
        if !expected.errors.isEmpty || !messages.isEmpty {
            return messages.sorted() == expected.errors.sorted()
                ? [] : ["errors: expected \(expected.errors), got \(messages)"]
        }
        guard let output, let printed = Self.outputSection(of: expectedText) else { return ["no OUTPUT section"] }
        let theirs = try Self.clientFieldHandles(in: Parser.parseDocument(Source(text: printed, name: name)))
        if theirs.isEmpty { return ["the fixture's output has no @__clientField to compare"] }
        var ours: [String: [JSONValue]] = [:]
        for definition in output.definitions {
            guard case .request(let request) = definition.artifact else { continue }
            let json = try JSONValue(parsing: CompilerOutput.json(.request(request)))
            Self.collectHandles(json["operation"]?["selections"], path: "", into: &ours)
        }
        guard theirs == ours else {
            return ["handles: expected \(Self.describe(theirs)), ours \(Self.describe(ours))"]
        }
        return []
    }

    /// The text after the fixture's `OUTPUT` banner.
    private static func outputSection(of text: String) -> String? {
        guard let banner = text.range(of: "OUTPUT ===") else { return nil }
        return String(text[banner.upperBound...].drop { $0 != "\n" })
    }

    // MARK: Relay's side: `@__clientField` directives

    /// Each field's `@__clientField` directives as handle nodes, by response path.
    private static func clientFieldHandles(in document: Document) -> [String: [JSONValue]] {
        var handles: [String: [JSONValue]] = [:]
        func visit(_ selections: [Selection], path: String) {
            for selection in selections {
                switch selection {
                case .field(let field):
                    let fieldPath = path + "/" + field.responseKey
                    for directive in field.directives where directive.name.value == "__clientField" {
                        handles[fieldPath, default: []].append(handle(directive))
                    }
                    visit(field.selectionSet?.selections ?? [], path: fieldPath)
                case .inlineFragment(let fragment):
                    visit(fragment.selectionSet.selections, path: path)
                case .fragmentSpread:
                    continue
                }
            }
        }
        for case .operation(let operation) in document.definitions {
            visit(operation.selectionSet.selections, path: "")
        }
        return handles
    }

    /// A `@__clientField(key:, handle:, filters:, dynamicKey_UNSTABLE:, handleArgs:)` as the
    /// members of the handle node it becomes.
    private static func handle(_ directive: Directive) -> JSONValue {
        var members: [String: JSONValue] = ["filters": .null, "dynamicKey": .null, "handleArgs": .array([])]
        for argument in directive.arguments {
            switch (argument.name.value, argument.value.kind) {
            case ("key", .string(let key, _)): members["key"] = .string(key)
            case ("handle", .string(let handle, _)): members["handle"] = .string(handle)
            case ("filters", .list(let names)):
                members["filters"] = .array(
                    names.compactMap { if case .string(let s, _) = $0.kind { .string(s) } else { nil } })
            case ("dynamicKey_UNSTABLE", .variable(let variable)):
                members["dynamicKey"] = [
                    "kind": "Variable", "name": "__dynamicKey", "variableName": .string(variable.value),
                ]
            case ("handleArgs", .object(let fields)):
                members["handleArgs"] = .array(fields.map(argumentNode).sorted { $0.jsonString < $1.jsonString })
            default: continue
            }
        }
        return .object(members)
    }

    /// A handle argument as the artifact's argument node.
    private static func argumentNode(_ field: ObjectField) -> JSONValue {
        let name = JSONValue.string(field.name.value)
        switch field.value.kind {
        case .variable(let variable):
            return ["kind": "Variable", "name": name, "variableName": .string(variable.value)]
        case .string(let value, _):
            return ["kind": "Literal", "name": name, "value": .string(value)]
        default:
            return ["kind": "Unexpected", "name": name]
        }
    }

    // MARK: Our side: `LinkedHandle` and `ScalarHandle` nodes

    /// The handle nodes of a normalization AST's selections, by the response path of their field.
    private static func collectHandles(
        _ selections: JSONValue?, path: String, into handles: inout [String: [JSONValue]]
    ) {
        guard case .array(let nodes)? = selections else { return }
        for node in nodes {
            let responseKey = node["alias"]?.stringValue ?? node["name"]?.stringValue ?? ""
            switch node["kind"]?.stringValue {
            case "LinkedField":
                collectHandles(node["selections"], path: path + "/" + responseKey, into: &handles)
            case "LinkedHandle", "ScalarHandle":
                handles[path + "/" + responseKey, default: []].append(handleMembers(node))
            default:
                collectHandles(node["selections"], path: path, into: &handles)
            }
        }
    }

    /// The members a `@__clientField` directive gives a handle node.
    private static func handleMembers(_ node: JSONValue) -> JSONValue {
        var handleArgs: [JSONValue] = []
        if case .array(let arguments)? = node["handleArgs"] { handleArgs = arguments }
        return [
            "key": node["key"] ?? .null, "handle": node["handle"] ?? .null, "filters": node["filters"] ?? .null,
            "dynamicKey": node["dynamicKey"] ?? .null,
            "handleArgs": .array(handleArgs.sorted { $0.jsonString < $1.jsonString }),
        ]
    }

    private static func describe(_ handles: [String: [JSONValue]]) -> String {
        handles.keys.sorted().map { "\($0): \(handles[$0]!.map(\.jsonString))" }.joined(separator: "; ")
    }
}
