import XCTest

@testable import RelayCompiler

final class ByteBufferTests: XCTestCase {
    func testAppendsGrowPastTheFirstCapacity() {
        var buffer = ByteBuffer(capacity: 16)
        let text = String(repeating: "abcdefghij", count: 100)
        buffer.append("<")
        buffer.append(text)
        buffer.append(UInt8(ascii: ">"))
        buffer.append(repeating: UInt8(ascii: " "), count: 3)
        buffer.append([0x41, 0x42])
        let count = buffer.count
        XCTAssertEqual(count, 1 + 1000 + 1 + 3 + 2)
        let written = buffer.finishText()
        XCTAssertEqual(written, "<" + text + ">   AB")
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
}
