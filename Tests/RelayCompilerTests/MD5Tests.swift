import XCTest

import RelayCompiler

final class MD5Tests: XCTestCase {
    func testRFC1321Vectors() {
        XCTAssertEqual(MD5.hex(""), "d41d8cd98f00b204e9800998ecf8427e")
        XCTAssertEqual(MD5.hex("a"), "0cc175b9c0f1b6a831c399e269772661")
        XCTAssertEqual(MD5.hex("abc"), "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual(MD5.hex("message digest"), "f96b697d7cb7938d525a2f31aaf161d0")
        XCTAssertEqual(MD5.hex("abcdefghijklmnopqrstuvwxyz"), "c3fcd3d76192e4007dfb496cca67e13b")
        XCTAssertEqual(
            MD5.hex("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
            "d174ab98d277d9f5a5611c2c9f419d9f")
        XCTAssertEqual(MD5.hex(String(repeating: "1234567890", count: 8)), "57edf4a22be3c955ac49da2e2107b67a")
    }

    /// Lengths around the 56-byte padding boundary and the 64-byte block, and non-ASCII text.
    func testBlockBoundariesAndUTF8() {
        let expected = [
            55: "ef1772b6dff9a122358552954ad0df65", 56: "3b0c8ac703f828b04c6c197006d17218",
            63: "b06521f39153d618550606be297466d5", 64: "014842d480b571495a4a0363793f7367",
            65: "c743a45e0d2e6a95cb859adae0248435", 1000: "cabe45dcc9ae5b66ba86600cca6b8ba8",
        ]
        for (length, digest) in expected {
            XCTAssertEqual(MD5.hex(String(repeating: "a", count: length)), digest, "length \(length)")
        }
        XCTAssertEqual(MD5.hex("héllo ✓"), "21b1ae5bc147bb564254200a4731e337")
    }

    func testIncrementalUpdatesEqualOneShot() {
        let text = Array(String(repeating: "query Q { viewer { id } } ", count: 20).utf8)
        var md5 = MD5()
        md5.update(text[0..<7])
        md5.update(text[7..<100])
        md5.update(text[100...])
        let digest = md5.finalize().map { String(format: "%02x", $0) }.joined()
        XCTAssertEqual(digest, MD5.hex(text))
    }
}
