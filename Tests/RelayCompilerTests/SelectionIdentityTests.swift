import XCTest

@testable import RelayCompiler

/// `IR.Selection.isSame(as:)` tells fields apart by response key first, through the hash each
/// field keeps of it: the hash must follow the alias and name when a pass changes them.
final class SelectionIdentityTests: XCTestCase {
    private func viewerSelections() throws -> [IR.Selection] {
        let built = try TestSupport.build(
            "query Q { viewer { name n: name todos { totalCount } t: todos { totalCount } } }")
        return built.program.operations[0].selections[0].children
    }

    func testFieldsAreTheSameOnlyWithTheSameResponseKey() throws {
        let selections = try viewerSelections()
        XCTAssertTrue(selections[0].isSame(as: selections[0]))
        XCTAssertFalse(selections[0].isSame(as: selections[1]), "name and n: name")
        XCTAssertFalse(selections[2].isSame(as: selections[3]), "todos and t: todos")
        XCTAssertNotEqual(selections[0].coarseKey, selections[1].coarseKey)
    }

    func testChangingAnAliasOrNameChangesTheKeyCompared() throws {
        let selections = try viewerSelections()
        guard case .scalarField(var aliased) = selections[1], case .linkedField(var linked) = selections[3] else {
            return XCTFail("expected a scalar and a linked field")
        }
        aliased.alias = nil
        XCTAssertTrue(IR.Selection.scalarField(aliased).isSame(as: selections[0]), "the alias removed")
        aliased.name.value = "other"
        XCTAssertFalse(IR.Selection.scalarField(aliased).isSame(as: selections[0]), "the name changed")
        guard case .scalarField(var renamed) = selections[0] else { return XCTFail("expected a scalar field") }
        renamed.name.value = "n"
        XCTAssertTrue(IR.Selection.scalarField(renamed).isSame(as: selections[1]), "the name made the alias")
        linked.alias?.value = "todos"
        XCTAssertTrue(IR.Selection.linkedField(linked).isSame(as: selections[2]), "the alias made the name")
        XCTAssertEqual(IR.Selection.linkedField(linked).coarseKey, selections[2].coarseKey)
    }
}
