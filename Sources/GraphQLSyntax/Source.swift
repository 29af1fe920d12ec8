import Foundation

/// The text of one GraphQL document, as UTF-8 bytes, with the name it is reported under.
///
/// The bytes are stored with trailing NULs that are not part of the text: the lexer reads the
/// first as "end of input" and needs no bounds check in its inner loops (a NUL inside the
/// text is still an error, since it is never a valid token start), and may load a whole
/// machine word at any offset of the text.
public final class Source: @unchecked Sendable {
    /// The name diagnostics show for this source: usually a file path.
    public let name: String
    /// The file this text was taken from, when it is a piece of one (a GraphQL string in a
    /// Swift file): locations and line texts are then the enclosing file's.
    public let origin: SourceOrigin?
    /// The text's UTF-8 bytes followed by `Source.padding` NULs.
    let storage: [UInt8]
    /// How many NULs follow the text: enough for a 16-byte load at the last byte of text.
    static let padding = 16
    /// Offsets at which each line begins; built on first use (diagnostics are rare).
    private var lineStartsCache: [Int]?
    private let lock = NSLock()

    /// Creates a source from UTF-8 bytes. Invalid UTF-8 is reported by the lexer, not here.
    public init<Bytes: Collection>(bytes: Bytes, name: String = "<stdin>") where Bytes.Element == UInt8 {
        var storage = [UInt8]()
        storage.reserveCapacity(bytes.count + Self.padding)
        storage.append(contentsOf: bytes)
        storage.append(contentsOf: repeatElement(0, count: Self.padding))
        self.storage = storage
        self.name = name
        self.origin = nil
    }

    /// Creates a source from a piece of a larger file: its locations and line texts are the
    /// file's, and its name is the file's unless another is given.
    public init<Bytes: Collection>(bytes: Bytes, name: String? = nil, origin: SourceOrigin)
    where Bytes.Element == UInt8 {
        var storage = [UInt8]()
        storage.reserveCapacity(bytes.count + Self.padding)
        storage.append(contentsOf: bytes)
        storage.append(contentsOf: repeatElement(0, count: Self.padding))
        self.storage = storage
        self.name = name ?? origin.file.name
        self.origin = origin
    }

    /// Creates a source from a piece of a larger file, given as a string.
    public convenience init(text: String, name: String? = nil, origin: SourceOrigin) {
        self.init(bytes: text.utf8, name: name, origin: origin)
    }

    /// Reads a file straight into the source's storage (one copy of the bytes, not two).
    public convenience init(contentsOfFile path: String, name: String? = nil) throws {
        self.init(storage: try Self.read(path).storage, name: name ?? path)
    }

    /// Reads a file as `init(contentsOfFile:name:)` does, with the file's status (`fstat`) as
    /// of the read: for a caller that records which version of the file it read, without
    /// looking the path up again.
    public static func reading(file path: String, name: String? = nil) throws -> (source: Source, status: stat) {
        let (storage, status) = try read(path)
        return (Source(storage: storage, name: name ?? path), status)
    }

    private init(storage: [UInt8], name: String) {
        self.storage = storage
        self.name = name
        self.origin = nil
    }

    /// The file's bytes followed by the padding, and its status.
    private static func read(_ path: String) throws -> (storage: [UInt8], status: stat) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw SourceReadError(path: path, code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SourceReadError(path: path, code: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw SourceReadError(path: path, code: EISDIR) }
        // One byte of room past the size `fstat` gave, so that the read that finds the end
        // has somewhere to look: the file may have grown since (or reported no size). The
        // room is taken back below.
        var storage = [UInt8](repeating: 0, count: Int(status.st_size) + 1 + padding)
        var count = 0
        while true {
            if storage.count - padding == count {
                // It grew: room for more, still followed by the padding.
                storage.insert(contentsOf: repeatElement(0, count: max(count, 4_096)), at: count)
            }
            let room = storage.count - padding - count
            let read = try readSome(descriptor, into: &storage, at: count, count: room, path: path)
            if read == 0 { break }
            count += read
        }
        storage.removeLast(storage.count - count - padding)
        return (storage, status)
    }

    /// One `read(2)` into `buffer[offset...]`, retried when interrupted.
    private static func readSome(
        _ descriptor: Int32, into buffer: inout [UInt8], at offset: Int, count: Int, path: String
    ) throws -> Int {
        while true {
            let read = buffer.withUnsafeMutableBytes { bytes in
                Foundation.read(descriptor, bytes.baseAddress! + offset, count)
            }
            if read >= 0 { return read }
            if errno != EINTR { throw SourceReadError(path: path, code: errno) }
        }
    }

    /// Creates a source from a string.
    public convenience init(text: String, name: String = "<stdin>") {
        self.init(bytes: text.utf8, name: name)
    }

    /// The number of bytes of text (the padding excluded).
    public var byteCount: Int { storage.count - Self.padding }

    /// The text's bytes, without the padding.
    public var bytes: ArraySlice<UInt8> { storage[0..<byteCount] }

    /// The text as a Swift string (invalid UTF-8 is repaired with U+FFFD).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text between two byte offsets.
    public func text(in span: SourceSpan) -> String {
        let lower = min(Int(span.start), byteCount), upper = min(max(Int(span.end), lower), byteCount)
        return String(decoding: storage[lower..<upper], as: UTF8.self)
    }

    /// The 1-based line and column of a byte offset. Lines end at `\n`, `\r\n` or `\r`;
    /// columns count Unicode scalars, as the reference implementation does. For a source with
    /// an origin, the line, column and offset are those of the same byte in the enclosing file.
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), byteCount)
        if let origin { return origin.file.location(of: origin.fileOffset(of: offset)) }
        let starts = lineStarts
        // The last line start at or before `offset`.
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = starts[low]
        while index < offset {
            // Continuation bytes (10xxxxxx) do not start a scalar.
            if storage[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column, offset: offset)
    }

    /// The text of the 1-based line `line`, without its terminator; for a source with an
    /// origin, the enclosing file's line (the numbering `location(of:)` reports in).
    public func lineText(_ line: Int) -> String {
        if let origin { return origin.file.lineText(line) }
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        let start = starts[line - 1]
        var end = start
        while end < byteCount, storage[end] != 0x0A, storage[end] != 0x0D { end += 1 }
        return String(decoding: storage[start..<end], as: UTF8.self)
    }

    private var lineStarts: [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = lineStartsCache { return cached }
        var starts = [0]
        var index = 0
        let count = byteCount
        while index < count {
            let byte = storage[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < count, storage[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        lineStartsCache = starts
        return starts
    }
}

/// A 1-based line and column (in Unicode scalars) and the 0-based byte offset they stand for
/// (in the enclosing file, for a source with an origin).
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }
}

/// A file that could not be read, with the system's reason.
public struct SourceReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var code: Int32

    public var description: String {
        code == EISDIR
            ? "'\(path)' is a directory, expected a file"
            : "cannot read '\(path)': \(String(cString: strerror(code)))"
    }
}
