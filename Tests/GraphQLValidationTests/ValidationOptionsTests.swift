import GraphQLValidation
import XCTest

final class ValidationOptionsTests: XCTestCase {
    func testSpecificationAndRelayPresets() {
        XCTAssertEqual(ValidationOptions.specification, ValidationOptions())
        XCTAssertFalse(ValidationOptions.specification.fragmentArgumentsAreInScope)
        XCTAssertFalse(ValidationOptions.specification.allowsUnusedFragments)
        XCTAssertTrue(ValidationOptions.relay.fragmentArgumentsAreInScope)
        XCTAssertTrue(ValidationOptions.relay.allowsUnusedFragments)
        XCTAssertFalse(ValidationOptions.specification.acceptsAnyVariableInMutationDirectives)
        XCTAssertTrue(ValidationOptions.relay.acceptsAnyVariableInMutationDirectives)
        XCTAssertFalse(ValidationOptions.specification.nullArgumentsAreOmitted)
        XCTAssertTrue(ValidationOptions.relay.nullArgumentsAreOmitted)
        XCTAssertFalse(ValidationOptions.specification.clientFieldsAreNotSubscribed)
        XCTAssertTrue(ValidationOptions.relay.clientFieldsAreNotSubscribed)
        XCTAssertFalse(ValidationOptions.specification.metaFieldsHaveTypes)
        XCTAssertTrue(ValidationOptions.relay.metaFieldsHaveTypes)
        XCTAssertFalse(ValidationOptions.specification.reportsAsRelayDoes)
        XCTAssertTrue(ValidationOptions.relay.reportsAsRelayDoes)
    }
}
