import Foundation
import XCTest

@testable import GraphQLSyntax

final class SourceTests: XCTestCase {
    func testReadsAFileExactly() throws {
        let path = NSTemporaryDirectory() + "source-test-\(UUID().uuidString).graphql"
        let text = "type Query { a: Int }\n" + String(repeating: "# padding\n", count: 5000)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try Source(contentsOfFile: path)
        XCTAssertEqual(source.name, path)
        XCTAssertEqual(source.byteCount, text.utf8.count)
        XCTAssertEqual(source.text, text)
        XCTAssertEqual(source.storage.count, text.utf8.count + Source.padding)
    }

    /// A file whose size `fstat` does not give (a pipe reports none) is read to its end, past
    /// the room its reported size made, with the padding still after the text.
    func testReadsAFileLongerThanItsReportedSize() throws {
        let path = NSTemporaryDirectory() + "source-test-\(UUID().uuidString).fifo"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer { unlink(path) }
        let text = "type Query { a: Int }\n" + String(repeating: "# more than a page\n", count: 1000)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(text.utf8))
            try? handle.close()
        }
        writer.start()
        let source = try Source(contentsOfFile: path)
        XCTAssertEqual(source.text, text)
        XCTAssertEqual(source.storage.count, text.utf8.count + Source.padding)
        XCTAssertTrue(source.storage.suffix(Source.padding).allSatisfy { $0 == 0 })
    }

    func testReadErrorsSayWhy() {
        XCTAssertThrowsError(try Source(contentsOfFile: "/no/such/file.graphql")) { error in
            XCTAssertEqual((error as? SourceReadError)?.code, ENOENT)
        }
        XCTAssertThrowsError(try Source(contentsOfFile: NSTemporaryDirectory())) { error in
            XCTAssertEqual("\(error)", "'\(NSTemporaryDirectory())' is a directory, expected a file")
        }
    }

    func testDescriptionsAreDecodedWhenRead() throws {
        let document = try Parser.parseDocument(
            Source(text: "\"\"\"\n  two\n   lines\n\"\"\" scalar A \"q\\u00e9\" scalar B"))
        guard case .scalar(let a) = document.definitions[0], case .scalar(let b) = document.definitions[1] else {
            return XCTFail()
        }
        XCTAssertEqual(a.description?.value, "two\n lines")
        XCTAssertEqual(a.description?.isBlock, true)
        XCTAssertEqual(b.description?.value, "qé")
        XCTAssertEqual(b.description?.isBlock, false)
        var edited = try XCTUnwrap(a.description)
        edited.value = "new"
        XCTAssertEqual(edited.value, "new")
        XCTAssertTrue(edited.isBlock)
    }
}
