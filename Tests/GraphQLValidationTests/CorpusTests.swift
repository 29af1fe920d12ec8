import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

/// The benchmark corpus: 2,000 operations and fragments generated against GitHub's schema,
/// valid as a whole under graphql-core, validated here as one program.
final class CorpusTests: XCTestCase {
    static let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/bench-inputs").standardizedFileURL

    func testGitHubCorpusIsValid() throws {
        let schemaPath = Self.inputs.appendingPathComponent("github-schema.valid.graphql").path
        let corpus = Self.inputs.appendingPathComponent("github-ops-2000/graphql")
        guard FileManager.default.fileExists(atPath: schemaPath),
            let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path)
        else { throw XCTSkip("benchmark inputs not found at \(Self.inputs.path)") }
        let schemaDocument = try Parser.parseDocument(Source(contentsOfFile: schemaPath))
        let built = GraphQLSchema.build(from: [schemaDocument])
        let schema = try XCTUnwrap(built.schema, "\(built.diagnostics.prefix(3))")
        let documents = try names.filter { $0.hasSuffix(".graphql") }.sorted().map {
            try Parser.parseDocument(Source(contentsOfFile: corpus.appendingPathComponent($0).path))
        }
        XCTAssertEqual(documents.count, 2_000)

        var timings: [Double] = []
        var diagnostics: [Diagnostic] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            diagnostics = Validator.validate(documents, against: schema)
            timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        XCTAssertEqual(diagnostics.count, 0, "\(diagnostics.prefix(5).map(\.description))")
        print("ops.validate: \(documents.count) documents, best \(timings.min() ?? 0) ms of \(timings)")

        // Relay's mode finds nothing more to report.
        XCTAssertEqual(Validator.validate(documents, against: schema, options: .relay).count, 0)
    }
}
