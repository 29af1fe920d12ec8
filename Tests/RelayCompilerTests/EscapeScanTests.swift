import XCTest

@testable import RelayCompiler

final class EscapeScanTests: XCTestCase {
    /// Every byte value at every offset of texts from one byte to past two words long, among
    /// plain letters: found where it is a candidate, passed over where it is not.
    func testFindsEachByteValueAtEachOffset() {
        for length in 1...17 {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = UInt8(value)
                    let expected = EscapeScan.isCandidate(UInt8(value)) ? position : length
                    bytes.withUnsafeBufferPointer { utf8 in
                        XCTAssertEqual(EscapeScan.firstCandidate(in: utf8, from: 0), expected, "\(bytes)")
                    }
                }
            }
        }
    }

    /// Two bytes at every pair of offsets, each a candidate or a byte just above or below one,
    /// among plain letters: the first candidate is found from the start and from just past the
    /// first byte (a borrow from one byte must not hide or fake a candidate in the next).
    func testFindsTheFirstCandidateOfAnyPair() {
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        let valuePairs = interesting.flatMap { a in interesting.map { (a, $0) } }
        for length in [8, 9, 16, 17] {
            let offsetPairs = (0..<length).flatMap { first in ((first + 1)..<length).map { (first, $0) } }
            for ((first, second), (a, b)) in offsetPairs.flatMap({ offsets in valuePairs.map { (offsets, $0) } }) {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                (bytes[first], bytes[second]) = (a, b)
                for start in [0, first + 1] { assertFindsFirstCandidate(in: bytes, from: start) }
            }
        }
        XCTAssertTrue(Array("query Q { a }".utf8).withUnsafeBufferPointer(EscapeScan.needsNoEscape))
        XCTAssertFalse(Array("query Q {\n a }".utf8).withUnsafeBufferPointer(EscapeScan.needsNoEscape))
    }

    /// `firstCandidate` agrees with a byte-by-byte search.
    private func assertFindsFirstCandidate(in bytes: [UInt8], from start: Int, line: UInt = #line) {
        bytes.withUnsafeBufferPointer { utf8 in
            let expected = utf8[start...].firstIndex(where: EscapeScan.isCandidate) ?? utf8.count
            XCTAssertEqual(EscapeScan.firstCandidate(in: utf8, from: start), expected, "\(bytes) from \(start)", line: line)
        }
    }
}
