import XCTest

@testable import RelayCompiler

final class ByteOrderTests: XCTestCase {
    /// UTF-8 byte order: a prefix first, shorter strings by their bytes, and canonically
    /// equivalent spellings apart (`String`'s `<` finds "é" and "e\u{301}" equal).
    func testOrdersByUTF8Bytes() {
        let words = ["b", "", "e\u{301}", "ab", "é", "a", "Z", "a long string past the small-string size"]
        XCTAssertEqual(
            words.sorted(by: ByteOrder.precedes),
            ["", "Z", "a", "a long string past the small-string size", "ab", "b", "e\u{301}", "é"])
        XCTAssertFalse(ByteOrder.precedes("a", "a"))
        XCTAssertFalse(ByteOrder.precedes("é", "e\u{301}"))
    }
}
