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
        try read(path: url.path)
    }

    /// `read(_:)` by path.
    static func read(path: String) throws(Diagnostic) -> [UInt8]? {
        try readStamped(path: path)?.bytes
    }

    /// `read(path:)`, with the file's stamp as of the read (`nil` when `fstat` failed).
    static func readStamped(path: String) throws(Diagnostic) -> (bytes: [UInt8], stamp: FileStamp?)? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure("cannot read '\(path)'", code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        let statusKnown = fstat(descriptor, &status) == 0
        if statusKnown, status.st_mode & S_IFMT == S_IFDIR { return nil }
        // Room for the size the file has now and one byte more, where the read that finds the
        // end looks; it grows if the file did.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(count, 4_096))) }
            let read = bytes.withUnsafeMutableBytes { room in
                Foundation.read(descriptor, room.baseAddress! + count, room.count - count)
            }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read '\(path)'", code: errno)
            }
            count += read
        }
        bytes.removeLast(bytes.count - count)
        return (bytes, statusKnown ? FileStamp(status) : nil)
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
    /// file is left behind. A replaced file keeps its permissions; a new one is `rw-r--r--` less the umask.
    static func write(_ bytes: [UInt8], to url: URL) throws(Diagnostic) {
        try createFolder(url.deletingLastPathComponent())
        try write(bytes, to: url, isNew: false)
    }

    /// Writes `bytes` to `url` through a temporary file renamed over it. A new file (`isNew`)
    /// is created with mode 0644 less the umask, as any tool creates files; a file replaced
    /// keeps its mode.
    static func write(_ bytes: [UInt8], to url: URL, isNew: Bool) throws(Diagnostic) {
        try write(bytes, toPath: url.path, isNew: isNew)
    }

    /// `write(_:to:isNew:)` by path; returns the file's stamp as written (`nil` when `fstat`
    /// failed), which the rename does not change.
    @discardableResult
    static func write(_ bytes: [UInt8], toPath path: String, isNew: Bool) throws(Diagnostic) -> FileStamp? {
        let temporary = try createTemporary(beside: path)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary.path) }
        }
        var written = writeAll(bytes, to: temporary.descriptor)
        // Only a replaced file's mode is set: a new one has its mode from `open`, without a
        // `fchmod` for each of the thousands of files a first run writes.
        var existing = stat()
        if written, !isNew, stat(path, &existing) == 0 {
            written = fchmod(temporary.descriptor, existing.st_mode & 0o7777) == 0
        }
        let writeError = errno
        let stamp = written ? FileStamp(descriptor: temporary.descriptor) : nil
        close(temporary.descriptor)
        guard written else { throw failure("cannot write '\(path)'", code: writeError) }
        guard rename(temporary.path, path) == 0 else { throw failure("cannot replace '\(path)'", code: errno) }
        succeeded = true
        return stamp
    }

    /// A new, empty temporary file in `path`'s folder, open for writing: `.<name><marker><hex>`,
    /// created exclusively (a name taken, by another run, is passed over). The name is made
    /// as C bytes: made as a string, it cost 7,000 instructions a file.
    private static func createTemporary(beside path: String) throws(Diagnostic) -> (
        path: [CChar], descriptor: Int32
    ) {
        let utf8 = path.utf8
        let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        var prefix: [CChar] = []
        prefix.reserveCapacity(utf8.count + temporaryMarker.utf8.count + 18)
        prefix += utf8[..<nameStart].lazy.map { CChar(bitPattern: $0) }
        prefix.append(CChar(bitPattern: UInt8(ascii: ".")))
        prefix += utf8[nameStart...].lazy.map { CChar(bitPattern: $0) }
        prefix += temporaryMarker.utf8.lazy.map { CChar(bitPattern: $0) }
        for _ in 0..<100 {
            var candidate = prefix
            appendHex(TemporaryNames.shared.next(), to: &candidate)
            candidate.append(0)
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (candidate, descriptor) }
            guard errno == EEXIST else { break }
        }
        throw failure("cannot write '\(path)'", code: errno)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `number` in lowercase hexadecimal, without leading zeros.
    private static func appendHex(_ number: UInt64, to bytes: inout [CChar]) {
        let significantBits = max(UInt64.bitWidth - number.leadingZeroBitCount, 1)
        for shift in stride(from: (significantBits - 1) / 4 * 4, through: 0, by: -4) {
            bytes.append(CChar(bitPattern: hexDigits[Int((number >> UInt64(shift)) & 0xF)]))
        }
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

/// The numbers that make temporary file names unique: a random start, drawn once per
/// process, counted up (a random number per file would cost a system call each).
private final class TemporaryNames: @unchecked Sendable {
    static let shared = TemporaryNames()
    // Guarded by `lock`.
    private var last = UInt64.random(in: .min ... .max)
    private let lock = NSLock()

    func next() -> UInt64 {
        lock.withLock {
            last &+= 1
            return last
        }
    }
}
