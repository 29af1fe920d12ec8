import XCTest

@testable import RelayCompiler

final class EscapeScanTests: XCTestCase {
    /// The word-at-a-time search finds the same first byte as a byte-by-byte one, at every
    /// offset within a word and with bytes either side of every candidate's value.
    func testFindsTheFirstCandidateAsAByteLoopDoes() {
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in
                    Bool.random(using: &generator)
                        ? interesting.randomElement(using: &generator)! : UInt8(ascii: "a") + UInt8.random(in: 0..<26)
                }
                bytes.withUnsafeBufferPointer { utf8 in
                    for start in 0...length {
                        let expected = utf8[start...].firstIndex(where: EscapeScan.isCandidate) ?? length
                        XCTAssertEqual(EscapeScan.firstCandidate(in: utf8, from: start), expected, "\(bytes) from \(start)")
                    }
                }
            }
        }
    }

    /// A candidate in a later byte of a word does not hide behind a multi-byte character or
    /// a byte just above a candidate's value.
    func testCandidatesAfterOtherBytesOfAWord() {
        for text in ["é\u{7F}", "ab!#$\u{1}", "[]~ \u{0}x", "héllo\n", "plain text, no escape at all"] {
            Array(text.utf8).withUnsafeBufferPointer { utf8 in
                XCTAssertEqual(
                    EscapeScan.firstCandidate(in: utf8, from: 0),
                    utf8.firstIndex(where: EscapeScan.isCandidate) ?? utf8.count, text)
            }
        }
        XCTAssertTrue(Array("query Q { a }".utf8).withUnsafeBufferPointer(EscapeScan.needsNoEscape))
        XCTAssertFalse(Array("query Q {\n a }".utf8).withUnsafeBufferPointer(EscapeScan.needsNoEscape))
    }
}
