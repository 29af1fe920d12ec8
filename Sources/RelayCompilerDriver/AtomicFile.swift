import Foundation
import GraphQLSyntax

/// Reading and atomically replacing files: the new bytes go to a temporary file in the same
/// folder, which is then renamed over the old one, so that a reader (or an interrupted run)
/// sees the old file or the new one, never a part of one.
enum AtomicFile {
    /// Temporary files are named `.<file name><marker><random>`, so that the next run can find
    /// and remove the ones an interrupted run left.
    static let temporaryMarker = ".relay-swift-tmp-"

    /// Whether a file name is one of our temporary files.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(temporaryMarker)
    }

    /// The file's bytes, or `nil` when there is no file there (nothing, or a folder: writing
    /// then reports why the path cannot be written).
    static func read(_ url: URL) throws(Diagnostic) -> [UInt8]? {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure("cannot read '\(url.path)'", code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return nil }
        // Room for the size the file has now; reading goes on to its end, in case it grows.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read '\(url.path)'", code: errno)
            }
            bytes += chunk[0..<count]
        }
    }

    /// Creates a folder and the folders above it that are missing.
    static func createFolder(_ folder: URL) throws(Diagnostic) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Diagnostic(
                .error, "cannot create the folder '\(folder.path)': \(SourceDiscovery.reason(error))", source: nil,
                span: .none)
        }
    }

    /// Replaces (or creates) a file with `bytes`, creating its folders. On failure no temporary
    /// file is left behind. A replaced file keeps its permissions; a new one is `rw-r--r--`.
    static func write(_ bytes: [UInt8], to url: URL) throws(Diagnostic) {
        try createFolder(url.deletingLastPathComponent())
        try write(bytes, to: url, isNew: false)
    }

    /// Replaces (or creates) a file in a folder that exists. `isNew` says that a listing of
    /// the folder just showed no file there, so that it need not be asked for permissions.
    static func write(_ bytes: [UInt8], to url: URL, isNew: Bool) throws(Diagnostic) {
        // `<folder>/.<name><marker>XXXXXX`, built from the path's bytes (URL's own path
        // operations cost more than writing a small file).
        let path = url.path
        let slash =
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.utf8.startIndex
        var template = Array(path.utf8[..<slash]) + [UInt8(ascii: ".")] + Array(path.utf8[slash...])
        template += Array((temporaryMarker + "XXXXXX").utf8) + [0]
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in characters.baseAddress.map { mkstemp($0) } ?? -1 }
        }
        guard descriptor >= 0 else { throw failure("cannot write '\(path)'", code: errno) }
        let temporaryPath = String(decoding: template.dropLast(), as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        var existing = stat()
        let mode = !isNew && stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        let written = writeAll(bytes, to: descriptor)
        let modeSet = fchmod(descriptor, mode) == 0
        let writeError = errno
        close(descriptor)
        guard written, modeSet else { throw failure("cannot write '\(path)'", code: writeError) }
        guard rename(temporaryPath, path) == 0 else { throw failure("cannot replace '\(path)'", code: errno) }
        succeeded = true
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// Removes a file; one already gone is not an error.
    static func remove(_ url: URL) throws(Diagnostic) {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw failure("cannot remove '\(url.path)'", code: errno)
        }
    }

    static func failure(_ what: String, code: Int32) -> Diagnostic {
        Diagnostic(.error, "\(what): \(String(cString: strerror(code)))", source: nil, span: .none)
    }
}
