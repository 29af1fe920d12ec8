import XCTest

@testable import RelayCompiler

final class ByteBufferTests: XCTestCase {
    func testAppendsGrowPastTheFirstCapacity() {
        var buffer = ByteBuffer(capacity: 16)
        let text = String(repeating: "abcdefghij", count: 100)
        buffer.append("<")
        buffer.append(contentsOf: text)
        buffer.append(UInt8(ascii: ">"))
        buffer.append(repeating: UInt8(ascii: " "), count: 3)
        buffer.append([0x41, 0x42])
        let count = buffer.count
        XCTAssertEqual(count, 1 + 1000 + 1 + 3 + 2)
        let written = buffer.finishText()
        XCTAssertEqual(written, "<" + text + ">   AB")
    }

    /// A buffer writing into lent memory stays there while the bytes fit, and moves them to
    /// memory of its own, whole, when they outgrow it.
    func testLentMemoryIsUsedUntilOutgrown() {
        var lent = [UInt8](repeating: 0, count: 32)
        lent.withUnsafeMutableBufferPointer { memory in
            var buffer = ByteBuffer(lentMemory: memory)
            buffer.append(contentsOf: String(repeating: "a", count: 32))
            let fits = buffer.isInLentMemory
            buffer.append(contentsOf: "bc")
            let outgrown = !buffer.isInLentMemory
            let text = buffer.finishText()
            XCTAssertTrue(fits)
            XCTAssertTrue(outgrown)
            XCTAssertEqual(text, String(repeating: "a", count: 32) + "bc")
        }
        XCTAssertEqual(lent, [UInt8](repeating: UInt8(ascii: "a"), count: 32))
    }

    func testTruncatingTakesTheEndBack() {
        var buffer = ByteBuffer(Array("one\ntwo\nthree".utf8))
        let lastBreak = buffer.lastIndex(of: UInt8(ascii: "\n"))
        buffer.truncate(to: 7)
        let breakBefore = buffer.lastIndex(of: UInt8(ascii: "\n"))
        let missing = buffer.lastIndex(of: UInt8(ascii: "x"))
        let first = buffer[0]
        let bytes = buffer.finish()
        XCTAssertEqual(lastBreak, 7)
        XCTAssertEqual(breakBefore, 3)
        XCTAssertNil(missing)
        XCTAssertEqual(first, UInt8(ascii: "o"))
        XCTAssertEqual(bytes, Array("one\ntwo".utf8))
    }

    func testTakingMovesTheBytesAndLeavesTheBufferEmpty() {
        var buffer = ByteBuffer()
        buffer.append("moved")
        let taken = buffer.take()
        let countAfter = buffer.count
        buffer.append("new")
        let takenText = taken.finishText()
        let newText = buffer.finishText()
        XCTAssertEqual(countAfter, 0)
        XCTAssertEqual(takenText, "moved")
        XCTAssertEqual(newText, "new")
    }

    /// Every length a short copy or fill takes a word path for, and past them, at offsets that
    /// leave the words unaligned: exactly the bytes asked for, nothing around them.
    func testShortCopiesAndFillsWriteExactlyTheirBytes() {
        let source = (0..<80).map { UInt8($0 + 1) }
        for offset in 0..<3 {
            for count in 0...70 {
                var copied = [UInt8](repeating: 0, count: 80 + offset)
                var filled = copied
                source.withUnsafeBytes { from in
                    copied.withUnsafeMutableBytes { to in
                        ShortCopy.copy(from: from.baseAddress!, to: to.baseAddress! + offset, count: count)
                    }
                }
                filled.withUnsafeMutableBytes { ShortCopy.fill($0.baseAddress! + offset, with: 0x20, count: count) }
                let untouched = [UInt8](repeating: 0, count: 80 - count)
                let before = [UInt8](repeating: 0, count: offset)
                XCTAssertEqual(copied, before + source[..<count] + untouched, "copy \(count)")
                XCTAssertEqual(filled, before + [UInt8](repeating: 0x20, count: count) + untouched, "fill \(count)")
            }
        }
    }
}
