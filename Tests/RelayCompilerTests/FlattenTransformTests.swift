import XCTest

@testable import RelayCompiler

/// Flattening merges each repeated field into its first occurrence, in short lists (searched
/// pair by pair) and long ones (past sixteen selections, chained by cheap key) alike.
final class FlattenTransformTests: XCTestCase {
    func testRepeatsMergeIntoTheFirstWithEveryHandle() throws {
        for padding in [0, 20] {
            let aliases = (0..<padding).map { "a\($0): name" }.joined(separator: " ")
            var program = try TestSupport.build("query Q { viewer { id name \(aliases) id totalCount name } }").program
            guard case .linkedField(var viewer) = program.operations[0].selections[0] else {
                return XCTFail("expected the viewer field")
            }
            var children = viewer.selections
            let last = children.count - 1
            // The first `id` generated, its repeat not: the merged one is not generated. The
            // repeated `name` brings a handle.
            children[0] = Self.scalar(children[0]) { $0.isGenerated = true }
            children[last] = Self.scalar(children[last]) { field in
                field.handles = [IR.FieldHandle(handle: "h", origin: .clientField, location: field.name.location)]
            }
            viewer.selections = children
            program.operations[0].selections[0] = .linkedField(viewer)

            let flattened = FlattenTransform.transform(program).operations[0].selections[0].children
            let keys = flattened.map { selection -> String in
                guard case .scalarField(let field) = selection else { return "?" }
                return field.responseKey
            }
            XCTAssertEqual(
                keys, ["id", "name"] + (0..<padding).map { "a\($0)" } + ["totalCount"], "padding \(padding)")
            guard case .scalarField(let id) = flattened[0], case .scalarField(let name) = flattened[1] else {
                return XCTFail("expected id and name first")
            }
            XCTAssertFalse(id.isGenerated, "padding \(padding)")
            XCTAssertEqual(name.handles.map(\.handle), ["h"], "padding \(padding)")
        }
    }

    private static func scalar(_ selection: IR.Selection, _ change: (inout IR.ScalarField) -> Void) -> IR.Selection {
        guard case .scalarField(var field) = selection else { preconditionFailure("expected a scalar field") }
        change(&field)
        return .scalarField(field)
    }
}
