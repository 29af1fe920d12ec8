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

    /// The word-at-a-time search finds the same first byte as a byte-by-byte one, from every
    /// start, in texts mixing candidates with bytes just above or below them (a borrow from
    /// one byte must not hide or fake a candidate in the next).
    func testFindsTheFirstCandidateAsAByteLoopDoes() {
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        var random = SplitMix64(seed: 42)
        for length in 0..<40 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in
                    random.next() % 2 == 0
                        ? interesting[Int(random.next() % UInt64(interesting.count))]
                        : UInt8(ascii: "a") + UInt8(random.next() % 26)
                }
                bytes.withUnsafeBufferPointer { utf8 in
                    for start in 0...length {
                        let expected = utf8[start...].firstIndex(where: EscapeScan.isCandidate) ?? length
                        XCTAssertEqual(EscapeScan.firstCandidate(in: utf8, from: start), expected, "\(bytes) from \(start)")
                    }
                }
            }
        }
        XCTAssertTrue(Array("query Q { a }".utf8).withUnsafeBufferPointer(EscapeScan.needsNoEscape))
        XCTAssertFalse(Array("query Q {\n a }".utf8).withUnsafeBufferPointer(EscapeScan.needsNoEscape))
    }
}

/// A seeded generator, so that a failing case can be replayed.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
