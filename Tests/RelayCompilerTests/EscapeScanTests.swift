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
                    assertFindsFirstCandidate(in: bytes, from: 0, expected: expected)
                }
            }
        }
    }

    /// `isShortAndClean` for texts of every length up to past sixteen bytes, with each byte
    /// value at each offset among plain letters: true only for one to sixteen bytes and no
    /// candidate.
    func testShortCleanTextsAreTold() {
        for length in 0...18 {
            for position in 0..<max(length, 1) {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = UInt8(value) }
                    let expected = (1...16).contains(length) && !bytes.contains(where: EscapeScan.isCandidate)
                    let told = bytes.withUnsafeBufferPointer(EscapeScan.isShortAndClean)
                    XCTAssertEqual(told, expected, "\(bytes)")
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

    /// `firstCandidate` and `copyUntilCandidate` agree with a byte-by-byte search (or with
    /// `expected`), and the latter copies the bytes before the candidate.
    private func assertFindsFirstCandidate(
        in bytes: [UInt8], from start: Int, expected: Int? = nil, line: UInt = #line
    ) {
        bytes.withUnsafeBufferPointer { utf8 in
            let expected = expected ?? utf8[start...].firstIndex(where: EscapeScan.isCandidate) ?? utf8.count
            let found = EscapeScan.firstCandidate(in: utf8, from: start)
            XCTAssertEqual(found, expected, "\(bytes) from \(start)", line: line)
            var copy = [UInt8](repeating: 0xEE, count: utf8.count - start)
            let stop = copy.withUnsafeMutableBufferPointer { destination in
                EscapeScan.copyUntilCandidate(in: utf8, from: start, to: destination.baseAddress!)
            }
            XCTAssertEqual(stop, expected, "copying \(bytes) from \(start)", line: line)
            XCTAssertEqual(Array(copy[..<(stop - start)]), Array(utf8[start..<stop]), "from \(start)", line: line)
        }
    }
}
