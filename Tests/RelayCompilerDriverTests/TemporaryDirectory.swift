import Foundation
import XCTest

/// A folder under the system's temporary folder, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("relay-driver-tests-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A test may have made a folder read-only; give it back its permissions first.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in enumerator {
                chmod(url.appendingPathComponent(path).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a file (creating its folders) and returns its URL.
    @discardableResult
    func write(_ path: String, _ text: String = "") throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// Every file below the folder, as sorted relative paths (hidden files included).
    func allFiles() -> [String] {
        var files: [String] = []
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in enumerator {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if exists, !isDirectory.boolValue { files.append(path) }
            }
        }
        return files.sorted()
    }
}

/// The error a throwing call threw, typed, or a test failure.
func expectError<Failure: Error, Result>(
    _ body: () throws(Failure) -> Result, file: StaticString = #filePath, line: UInt = #line
) -> Failure? {
    do {
        _ = try body()
        XCTFail("expected an error", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
