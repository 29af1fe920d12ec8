import Foundation
import GraphQLSchema
import GraphQLSyntax
import RelayCompiler
import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

/// Schemas, IR and placeholder artifacts for the code generator's tests.
enum CodegenTestSupport {
    /// The package root (this file is Tests/RelaySwiftCodegenTests/CodegenTestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's to-do schema.
    static let todoSchema: GraphQLSchema = {
        let path = packageRoot.appendingPathComponent("schema.graphql").path
        guard let source = try? Source(contentsOfFile: path) else { preconditionFailure("cannot read \(path)") }
        return schema(source)
    }()

    /// A schema built from SDL text.
    static func schema(_ sdl: String) -> GraphQLSchema {
        schema(Source(text: sdl, name: "schema.graphql"))
    }

    private static func schema(_ source: Source) -> GraphQLSchema {
        guard let document = try? Parser.parseDocument(source) else { preconditionFailure("invalid test schema SDL") }
        let (schema, diagnostics) = GraphQLSchema.build(from: [document])
        guard let schema else { preconditionFailure("invalid test schema: \(diagnostics.map(\.message))") }
        return schema
    }

    /// The IR of GraphQL documents, failing the test on any diagnostic.
    static func program(
        _ texts: [String], schema: GraphQLSchema = todoSchema, file: StaticString = #filePath, line: UInt = #line
    ) throws -> IR.Program {
        let documents = try texts.enumerated().map { index, text in
            try Parser.parseDocument(Source(text: text, name: "document\(index).graphql"))
        }
        let result = IRBuilder.build(documents: documents, schema: schema)
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        return result.program
    }

    /// An artifact with no selections, for tests that look at the generated types only.
    static func emptyRequest(_ operation: IR.Operation) -> ConcreteRequest {
        let kind: OperationKind =
            switch operation.kind {
            case .query: .query
            case .mutation: .mutation
            case .subscription: .subscription
            }
        return ConcreteRequest(
            fragment: ReaderFragment(name: operation.name.value, type: "Query", selections: []),
            operation: NormalizationOperation(name: operation.name.value, selections: []),
            params: RequestParameters(name: operation.name.value, operationKind: kind))
    }

    /// The generated text of the only operation of `text`.
    static func operationCode(
        _ text: String, schema: GraphQLSchema = todoSchema, options: SwiftCodegenOptions = SwiftCodegenOptions()
    ) throws -> SwiftCodegenOutput {
        let program = try program([text], schema: schema)
        let operation = try XCTUnwrap(program.operations.first)
        return SwiftCodeGenerator(schema: schema, options: options).generate(
            operation: operation, artifact: emptyRequest(operation))
    }

    /// The generated text of the first fragment of `texts`.
    static func fragmentCode(
        _ texts: [String], schema: GraphQLSchema = todoSchema, options: SwiftCodegenOptions = SwiftCodegenOptions(),
        metadata: FragmentMetadata? = nil
    ) throws -> SwiftCodegenOutput {
        let program = try program(texts, schema: schema)
        let fragment = try XCTUnwrap(program.fragments.first)
        let artifact = ReaderFragment(
            name: fragment.name.value, type: schema[fragment.typeCondition].name, metadata: metadata, selections: [])
        return SwiftCodeGenerator(schema: schema, options: options).generate(fragment: fragment, artifact: artifact)
    }
}

/// Asserts that `text` contains every line of `expected` in order, as a block of
/// consecutive lines (ignoring the indentation common to them).
func XCTAssertContainsLines(
    _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
    }
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
    }
    let found = lines.indices.contains { start in
        start + wanted.count <= lines.count && Array(lines[start..<start + wanted.count]) == wanted
    }
    XCTAssertTrue(found, "expected the lines\n\(expected)\nin\n\(text)", file: file, line: line)
}
