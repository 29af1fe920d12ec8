import XCTest

@testable import RelayCompiler

final class NameMapTests: XCTestCase {
    /// A map finds what was stored under each name, nothing under others, and keeps the last
    /// value stored for a name, as a dictionary does, past growing its table many times.
    func testFindsStoredNamesAndKeepsTheLastValue() {
        var map = NameMap<Int>()
        XCTAssertTrue(map.isEmpty)
        let names = (0..<1_000).map { "Fragment\($0)_user" } + ["", "é", "a name well past the small-string size"]
        for (index, name) in names.enumerated() { map[name] = index }
        map["Fragment7_user"] = -7
        XCTAssertFalse(map.isEmpty)
        for (index, name) in names.enumerated() where name != "Fragment7_user" {
            XCTAssertEqual(map[name], index, name)
        }
        XCTAssertEqual(map["Fragment7_user"], -7)
        XCTAssertNil(map["Fragment1000_user"])
        XCTAssertNil(map["fragment1_user"])
        XCTAssertNil(map["e\u{301}"], "names are told apart by their bytes")
    }

    /// Storing `nil` stores nothing (no pass removes a name).
    func testStoringNilStoresNothing() {
        var map = NameMap<String>(capacity: 4)
        map["User"] = nil
        XCTAssertTrue(map.isEmpty)
        XCTAssertNil(map["User"])
    }
}
