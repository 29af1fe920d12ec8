import Foundation
import GraphQLSyntax

/// The parsed documents of files, kept between the runs of `--watch` so that a run reads and
/// parses only the files that changed. A file is taken as unchanged while its `FileStamp` is.
public final class DocumentCache: @unchecked Sendable {
    private struct Entry {
        var stamp: FileStamp
        var documents: [Document]
    }

    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries: [String: Entry] = [:]

    /// An empty cache.
    public init() {}

    /// The documents last stored for `file`, if it has not changed since.
    func documents(of file: String) -> [Document]? {
        guard let stamp = FileStamp(path: file) else { return nil }
        return lock.withLock {
            guard let entry = entries[file], entry.stamp == stamp else { return nil }
            return entry.documents
        }
    }

    /// Remembers the documents parsed from `file`, as its stamp was when it was read.
    func store(_ documents: [Document], of file: String, readAs stamp: FileStamp) {
        lock.withLock { entries[file] = Entry(stamp: stamp, documents: documents) }
    }
}
