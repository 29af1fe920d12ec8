import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

@testable import RelayCompiler

/// Schemas and documents for the compiler's tests.
enum TestSupport {
    /// The package root (this file is Tests/RelayCompilerTests/TestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's to-do schema.
    static let todoSchema: GraphQLSchema = loadSchema(packageRoot.appendingPathComponent("schema.graphql").path)

    /// Relay's test schema, when the shared fixtures are present.
    static let relayTestSchema: GraphQLSchema? = {
        let path = packageRoot.appendingPathComponent("../shared/relay-fixtures/testschema.graphql").path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return loadSchema(path, checks: .sdlRules)
    }()

    /// A folder of Relay's fixtures and the test schema they assume: the one `variable` names
    /// (with its own `testschema.graphql`), or `folder` of ../shared/relay-fixtures (with the
    /// stored test schema; nil when that folder is absent).
    static func relayFixtures(_ variable: String, default folder: String) -> (
        directory: URL, schema: GraphQLSchema?
    ) {
        if let path = ProcessInfo.processInfo.environment[variable] {
            return (URL(fileURLWithPath: path), loadSchema(path + "/testschema.graphql", checks: .sdlRules))
        }
        return (packageRoot.appendingPathComponent("../shared/relay-fixtures/" + folder), relayTestSchema)
    }

    static func loadSchema(_ path: String, checks: SchemaChecks = .all) -> GraphQLSchema {
        do {
            let document = try Parser.parseDocument(Source(contentsOfFile: path))
            let (schema, diagnostics) = GraphQLSchema.build(from: [document], checks: checks)
            guard let schema else {
                preconditionFailure("test schema \(path) is invalid: \(diagnostics.map(\.message))")
            }
            return schema
        } catch {
            preconditionFailure("cannot read test schema \(path): \(error)")
        }
    }

    /// Parses `text` as one document named `name`.
    static func document(_ text: String, name: String = "test.graphql") throws -> Document {
        try Parser.parseDocument(Source(text: text, name: name))
    }

    /// The IR of `text` over `schema`, with the builder's diagnostics' messages.
    static func build(_ text: String, schema: GraphQLSchema = todoSchema) throws -> IRBuilder.Result {
        IRBuilder.build(documents: [try document(text)], schema: schema)
    }
}
