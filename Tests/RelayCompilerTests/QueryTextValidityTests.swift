import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

@testable import RelayCompiler

/// Every query text the compiler fixtures print is a valid GraphQL document for their schema,
/// by the specification's rules: what the server receives must pass its validation (two
/// `@include` on one selection, for one, once slipped through).
final class QueryTextValidityTests: XCTestCase {
    func testEveryFixturesQueryTextPassesTheSpecificationsValidation() throws {
        let directory = CompilerFixtureTests.directory
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where name.hasSuffix(".graphql") {
            let fixture = RelayFixtureInput(
                try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            guard let document = try? Parser.parseDocument(Source(text: fixture.documents, name: name)),
                let schema = try fixture.schema(extending: TestSupport.todoSchema, name: name).schema,
                Validator.validate([document], against: schema, options: .relay).isEmpty
            else { continue }
            let output = RelayCompiler.compile(documents: [document], schema: schema)
            for definition in output.definitions {
                guard let text = definition.queryText else { continue }
                let printed = try Parser.parseDocument(Source(text: text, name: definition.name))
                let problems = Validator.validate([printed], against: schema)
                XCTAssertEqual(problems.map(\.message), [], "\(name): \(definition.name)\n\(text)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }
}
