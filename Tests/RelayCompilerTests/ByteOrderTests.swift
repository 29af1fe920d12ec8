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

    /// The keyed sort orders as `precedes` does, including where the eight-byte prefixes it
    /// compares first are equal or padded (short strings, NUL bytes, long shared prefixes),
    /// and keeps elements with equal keys in their order.
    func testKeyedSortMatchesPrecedes() {
        let pieces = ["", "\u{0}", "a", "b", "é", "e\u{301}", "Repository", "RepositoryCard", "_", "12345678"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let words = (0..<500).map { _ in (0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined() }
        XCTAssertEqual(ByteOrder.sorted(words), words.sorted(by: ByteOrder.precedes))

        let tagged = words.enumerated().map { (word: $0.element, position: $0.offset) }
        let sorted = ByteOrder.sorted(tagged, by: \.word)
        XCTAssertEqual(sorted.map(\.word), words.sorted(by: ByteOrder.precedes))
        // (Equal bytes: `==` also finds canonically equivalent spellings equal.)
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.word.utf8.elementsEqual(later.word.utf8) {
            XCTAssertLessThan(earlier.position, later.position, "equal keys keep their order")
        }
    }
}
