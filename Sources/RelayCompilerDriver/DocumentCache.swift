import Foundation
import GraphQLSyntax

/// The parsed documents of files, kept between the runs of `--watch` so that a run reads and
/// parses only the files that changed. A file is taken as unchanged while its size and
/// modification time are.
public final class DocumentCache: @unchecked Sendable {
    private struct Entry {
        var size: UInt64
        var modified: Date
        var documents: [Document]
    }

    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries: [String: Entry] = [:]

    /// An empty cache.
    public init() {}

    /// The documents last stored for `file`, if it has not changed since.
    func documents(of file: URL) -> [Document]? {
        guard let stamp = Self.stamp(of: file) else { return nil }
        return lock.withLock {
            guard let entry = entries[file.path], entry.size == stamp.size, entry.modified == stamp.modified else {
                return nil
            }
            return entry.documents
        }
    }

    /// Remembers the documents parsed from `file` as it is now.
    func store(_ documents: [Document], of file: URL) {
        guard let stamp = Self.stamp(of: file) else { return }
        lock.withLock { entries[file.path] = Entry(size: stamp.size, modified: stamp.modified, documents: documents) }
    }

    private static func stamp(of file: URL) -> (size: UInt64, modified: Date)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return (size.uint64Value, modified)
    }
}
