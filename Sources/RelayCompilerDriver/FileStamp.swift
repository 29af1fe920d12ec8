import Foundation

/// What tells, without reading a file, that it may have changed: its size, modification time
/// and inode (a file replaced by a rename has a new one). `--watch`, the document cache and
/// the up-to-date check all compare these.
public struct FileStamp: Equatable, Sendable {
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64
    public var inode: UInt64

    /// The stamp of the file at `path` (following links), or `nil` when there is none.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of the open file `descriptor`, or `nil` when `fstat` fails.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp a `stat` or `fstat` call returned.
    init(_ status: stat) {
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        size = Int64(status.st_size)
        modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        inode = UInt64(status.st_ino)
    }

    init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }
}
