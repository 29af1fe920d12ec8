import Relay
import XCTest

final class DataIDTests: XCTestCase {
    func testWellKnownIDs() {
        XCTAssertEqual(DataID.rootID.rawValue, "client:root")
        XCTAssertEqual(DataID.viewerID.rawValue, "client:root:viewer")
        XCTAssertTrue(DataID.rootID.isClientID)
        XCTAssertFalse(DataID("user-1").isClientID)
    }

    func testClientIDDerivation() {
        XCTAssertEqual(
            DataID.clientID(parent: "user-1", storageKey: "todos(first:10)").rawValue,
            "client:user-1:todos(first:10)")
        XCTAssertEqual(
            DataID.clientID(parent: "client:root", storageKey: "items", index: 2).rawValue,
            "client:root:items:2")
        XCTAssertEqual(DataID.clientID(parent: .rootID, storageKey: "viewer"), DataID.viewerID)
    }

    func testStringLiteralAndInitAgree() {
        let literal: DataID = "abc"
        XCTAssertEqual(literal, DataID("abc"))
        XCTAssertNotEqual(literal, DataID("abd"))
    }
}
