import GraphQLSchema
import RelayNodes
import XCTest

@testable import RelayCompiler

/// `GeneratedSelectionsWalk` runs fragment inlining, `__typename` and `id` generation in one
/// walk: its program must be the one the passes give run in turn.
final class GeneratedSelectionsWalkTests: XCTestCase {
    private let text = """
        query Q($id: ID!) {
          node(id: $id) { ... on Todo { text } ...UserName ...Named }
          viewer { name todos(first: 2) { edges { node { text } } } }
        }
        fragment UserName on User { name }
        fragment Named on Node { ... on User { name } }
        """

    /// The query text's form: no inlining, no discriminators, `id` last, type keys.
    func testTheWalkOfTheTextProgramGivesWhatThePassesGiveInTurn() throws {
        let schema = TestSupport.todoSchema
        let program = try TestSupport.build(text).program
        let inTurn = AbstractTypeKeyTransform.transform(
            GenerateIDTransform.transform(GenerateTypenameTransform.transform(program, schema: schema), schema: schema),
            schema: schema)
        let walked = GeneratedSelectionsWalk.transform(
            program, typenames: GenerateTypenameTransform(schema: schema, typeDiscriminators: false),
            ids: GenerateIDTransform(schema: schema),
            typeKeys: AbstractTypeKeyTransform(schema: schema))
        XCTAssertEqual(normalization(of: walked), normalization(of: inTurn))
        XCTAssertEqual(walked.fragments.map(\.selections.count), inTurn.fragments.map(\.selections.count))
        let json = self.json(normalization(of: inTurn))
        XCTAssertTrue(json.contains(#""name" : "__typename""#), json)
        // The fragment on `Node` starts with its key.
        XCTAssertEqual(inTurn.fragments.first { $0.name.value == "Named" }?.selections.count, 2)
        // Under the abstract `node`, `viewer` and the edges' `Todo`s.
        XCTAssertEqual(json.ranges(of: #/"ScalarField",\s*"name" : "id"/#).count, 3, json)
    }

    /// The normalization AST's form: fragments inlined, discriminators, `id` last.
    func testTheWalkOfTheNormalizationProgramGivesWhatThePassesGiveInTurn() throws {
        let schema = TestSupport.todoSchema
        let program = try TestSupport.build(text).program
        let inTurn = GenerateIDTransform.transform(
            GenerateTypenameTransform.transform(
                InlineFragmentsTransform.transform(program, schema: schema), schema: schema, typeDiscriminators: true),
            schema: schema)
        let walked = GeneratedSelectionsWalk.transform(
            program, inlining: InlineFragmentsTransform(fragmentsOf: program, schema: schema),
            typenames: GenerateTypenameTransform(schema: schema, typeDiscriminators: true),
            ids: GenerateIDTransform(schema: schema))
        XCTAssertEqual(walked.fragments.count, 0)
        XCTAssertEqual(normalization(of: walked), normalization(of: inTurn))
        let json = self.json(normalization(of: inTurn))
        // The spreads are inline fragments now, the one on `Node` with its discriminator.
        XCTAssertFalse(json.contains("FragmentSpread"), json)
        XCTAssertTrue(json.contains(#""abstractKey" : "__isNode""#), json)
        XCTAssertEqual(json.ranges(of: #/"ScalarField",\s*"name" : "id"/#).count, 3, json)
    }

    private func normalization(of program: IR.Program) -> NormalizationOperation {
        NormalizationASTBuilder(schema: TestSupport.todoSchema).operation(program.operations[0])
    }

    private func json(_ operation: NormalizationOperation) -> String {
        String(decoding: ArtifactJSON.print(operation), as: UTF8.self)
    }
}
