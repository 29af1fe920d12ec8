import XCTest

@testable import RelayCompiler

/// `NameSet` answers as `Set<String>` does, small (a list) and large (indexed).
final class NameSetTests: XCTestCase {
    func testAnswersAsASetOfStringsDoes() {
        for count in [0, 1, 5, 32, 33, 40, 500] {
            let names = (0..<count).map { "variable\($0 * 7 % 101)_\($0)" }
            var set = NameSet()
            var expected = Set<String>()
            for name in names + names.prefix(10) + ["", "a", "variable0_0"] {
                XCTAssertEqual(set.insert(name), expected.insert(name).inserted, "\(count): insert \(name)")
            }
            for name in names + ["", "absent", "variable1_", "variable7_1"] {
                XCTAssertEqual(set.contains(name), expected.contains(name), "\(count): contains \(name)")
            }
            XCTAssertEqual(NameSet(names).contains("absent"), false)
            XCTAssertEqual(NameSet(names).contains(names.last ?? ""), !names.isEmpty)
        }
    }
}
