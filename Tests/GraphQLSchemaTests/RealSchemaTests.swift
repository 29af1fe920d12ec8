import Foundation
import GraphQLSchema
import GraphQLSyntax
import XCTest

/// The real-world schemas of the benchmarks: GitHub's and Artsy's build; the verbatim GitHub
/// schema, which defines two fields twice, is rejected naming both places.
final class RealSchemaTests: XCTestCase {
    /// `$BENCH_INPUTS`, or else `../shared/bench-inputs` found from this file's path (the
    /// package is `main` beside `shared`).
    private static let inputs =
        ProcessInfo.processInfo.environment["BENCH_INPUTS"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/bench-inputs")

    private func parse(_ name: String) throws -> Document {
        let path = Self.inputs.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("\(path) is not present") }
        return try Parser.parseDocument(Source(contentsOfFile: path, name: name))
    }

    func testGitHubSchemaBuilds() throws {
        let document = try parse("github-schema.valid.graphql")
        let (schema, diagnostics) = GraphQLSchema.build(from: [document])
        XCTAssertEqual(diagnostics.map(describe), [])
        let built = try XCTUnwrap(schema)
        // graphql-core counts 1,636 types: the SDL's 1,623 plus 5 scalars and 8 introspection
        // types. Relay's `RequiredFieldAction` (which `@required` takes) is one more.
        XCTAssertEqual(built.types.count, 1_637)
        XCTAssertEqual(built.queryType.map { built[$0].name }, "Query")
        XCTAssertEqual(built.mutationType.map { built[$0].name }, "Mutation")
        XCTAssertNil(built.subscriptionType)
        let node = try XCTUnwrap(built.typeID(named: "Node"))
        let repository = try XCTUnwrap(built.typeID(named: "Repository"))
        XCTAssertTrue(built.isSubType(repository, of: node))
        XCTAssertTrue(built.possibleTypes(of: node).contains(repository))
        let field = try XCTUnwrap(built.field(named: "repository", on: try XCTUnwrap(built.queryType)))
        XCTAssertEqual(built.describe(field.type), "Repository")
        XCTAssertEqual(field.arguments.map(\.name), ["followRenames", "name", "owner"])
        XCTAssertEqual(field.argument(named: "followRenames")?.defaultValue?.kind, .boolean(true))
    }

    func testArtsySchemaBuilds() throws {
        let document = try parse("artsy-metaphysics-schema-v2.graphql")
        let (schema, diagnostics) = GraphQLSchema.build(from: [document])
        XCTAssertEqual(diagnostics.map(describe), [])
        XCTAssertEqual(schema?.types.count, 2_284, "graphql-core's 2,283 and Relay's RequiredFieldAction")
    }

    func testVerbatimGitHubSchemaIsRejectedForItsRepeatedFields() throws {
        let document = try parse("github-schema.graphql")
        let (schema, diagnostics) = GraphQLSchema.build(from: [document])
        XCTAssertNil(schema)
        XCTAssertEqual(
            diagnostics.map(describe),
            [
                "github-schema.graphql:15153:3 Field \"EnterpriseOwnerInfo.repositoryDeployKeySetting\" can only be defined once. (github-schema.graphql:15003:3)",
                "github-schema.graphql:15158:3 Field \"EnterpriseOwnerInfo.repositoryDeployKeySettingOrganizations\" can only be defined once. (github-schema.graphql:15008:3)",
            ])
        XCTAssertEqual(
            diagnostics.map(\.rule), [SchemaRule.uniqueFieldDefinitionNames, SchemaRule.uniqueFieldDefinitionNames])
    }

    /// Relay's own test schema leaves an interface field unimplemented (Relay does not check
    /// implementations): rejected by the full checks, built with the SDL rules alone.
    func testRelayTestSchemaBuildsWithTheSDLRules() throws {
        let path = Self.inputs.deletingLastPathComponent().appendingPathComponent("relay-fixtures/testschema.graphql")
            .path
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("\(path) is not present") }
        let document = try Parser.parseDocument(Source(contentsOfFile: path, name: "testschema.graphql"))
        XCTAssertEqual(
            GraphQLSchema.build(from: [document]).diagnostics.map(describe),
            [
                "testschema.graphql:980:1 Interface field AllConcreteTypesImplementNode.count expected but User does not provide it. (testschema.graphql:95:3)"
            ])
        let (schema, diagnostics) = GraphQLSchema.build(from: [document], checks: .sdlRules)
        XCTAssertEqual(diagnostics.map(describe), [])
        XCTAssertNotNil(schema?.type(named: "User"))
    }

    /// Prints how long building the GitHub schema takes (debug builds are much slower than release).
    func testGitHubSchemaBuildTime() throws {
        let document = try parse("github-schema.valid.graphql")
        var best = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let (schema, _) = GraphQLSchema.build(from: [document])
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            XCTAssertNotNil(schema)
            best = min(best, elapsed)
        }
        print("GitHub schema build in this test configuration: \(String(format: "%.2f", best)) ms (best of 5)")
    }
}

extension RealSchemaTests {
    /// Every lookup and relation answers for every type of a real schema, whatever its kind.
    func testEveryQueryOnEveryGitHubType() throws {
        let document = try parse("github-schema.valid.graphql")
        let schema = try XCTUnwrap(GraphQLSchema.build(from: [document]).schema)
        let node = try XCTUnwrap(schema.typeID(named: "Node"))
        var answers = 0
        for type in schema.types {
            for name in ["id", "ID", "__typename", "__id", "nodes", "first", "OPEN", "clientMutationId"] {
                if schema.field(named: name, on: type.id) != nil { answers += 1 }
                if type.enumValue(named: name) != nil { answers += 1 }
                if type.inputField(named: name) != nil { answers += 1 }
            }
            answers += schema.possibleTypes(of: type.id).count
            if schema.isSubType(type.id, of: node) { answers += 1 }
            if schema.doTypesOverlap(type.id, node) { answers += 1 }
            for field in type.fields where !schema.isTypeSubType(field.type, of: field.type) {
                XCTFail("\(type.name).\(field.name) is not a subtype of itself")
            }
        }
        XCTAssertGreaterThan(answers, 3_000)
        XCTAssertNil(schema.field(named: "id", on: TypeID(Int32(schema.types.count))))
        XCTAssertEqual(schema.possibleTypes(of: TypeID(-1)), [])
    }
}
