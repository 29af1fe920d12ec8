import GraphQLSchema
import RelayNodes
import XCTest

@testable import RelayCompiler

/// `GeneratedSelectionsWalk` runs `__typename` and `id` generation in one walk: its program
/// must be the one the two passes give run in turn.
final class GeneratedSelectionsWalkTests: XCTestCase {
    private let text = """
        query Q($id: ID!) {
          node(id: $id) { ... on Todo { text } ...UserName }
          viewer { name todos(first: 2) { edges { node { text } } } }
        }
        fragment UserName on User { name }
        """

    func testOneWalkGivesWhatThePassesGiveInTurn() throws {
        let schema = TestSupport.todoSchema
        let built = try TestSupport.build(text)
        XCTAssertEqual(built.diagnostics.map(\.message), [])
        for (typeDiscriminators, beforeInlineFragments) in [(false, false), (true, true)] {
            let inTurn = GenerateIDTransform.transform(
                GenerateTypenameTransform.transform(
                    built.program, schema: schema, typeDiscriminators: typeDiscriminators),
                schema: schema, beforeInlineFragments: beforeInlineFragments)
            let walked = GeneratedSelectionsWalk.transform(
                built.program,
                typenames: GenerateTypenameTransform(schema: schema, typeDiscriminators: typeDiscriminators),
                ids: GenerateIDTransform(schema: schema, beforeInlineFragments: beforeInlineFragments))
            let expected = normalization(of: inTurn, schema: schema)
            XCTAssertEqual(normalization(of: walked, schema: schema), expected)
            // Both were added, under the abstract `node` and the `User` and `Todo` records.
            let json = String(decoding: ArtifactJSON.print(expected), as: UTF8.self)
            XCTAssertTrue(json.contains(#""name" : "__typename""#), json)
            let idFields = json.ranges(of: #/"ScalarField",\s*"name" : "id"/#)
            XCTAssertEqual(idFields.count, 3, json)
        }
    }

    private func normalization(of program: IR.Program, schema: GraphQLSchema) -> NormalizationOperation {
        NormalizationASTBuilder(schema: schema).operation(program.operations[0])
    }
}
