import Foundation
import GraphQLSyntax

/// The files a compilation produced, grouped by the folder that owns them: the artifact
/// directory, or each source folder with its `__generated__` folders.
public struct ArtifactPlan: Sendable {
    /// The files of one writer, by path relative to its root.
    public struct Group: Sendable {
        /// Where the files go and which stale files it may remove.
        public var writer: ArtifactWriter
        /// Relative path → contents.
        public var files: [String: ArtifactContents]
    }

    /// The groups, in a stable order.
    public private(set) var groups: [Group] = []

    /// An empty plan.
    public init() {}

    /// How many files the plan holds.
    public var fileCount: Int { groups.reduce(0) { $0 + $1.files.count } }

    /// Adds a file under `writer`'s root.
    mutating func add(_ path: String, _ contents: ArtifactContents, to writer: ArtifactWriter) {
        add(path, contents, toGroup: include(writer))
    }

    /// Makes room for `count` more files in the group at `index` (as `include` returned it).
    mutating func reserveCapacity(_ count: Int, inGroup index: Int) {
        groups[index].files.reserveCapacity(groups[index].files.count + count)
    }

    /// Adds a file to the group at `index` (as `include` returned it).
    mutating func add(_ path: String, _ contents: ArtifactContents, toGroup index: Int) {
        groups[index].files[path] = contents
    }

    /// Makes sure `writer` has a group, even an empty one (so that its stale files are
    /// removed), and returns its index.
    @discardableResult
    mutating func include(_ writer: ArtifactWriter) -> Int {
        if let index = groups.firstIndex(where: { $0.writer.root == writer.root }) { return index }
        groups.append(Group(writer: writer, files: [:]))
        return groups.count - 1
    }

    /// Makes each folder hold exactly its group's files (see `ArtifactWriter`); with `dryRun`,
    /// reports what would change without touching anything. When any file would replace one
    /// the compiler did not generate, nothing is written. The report carries the warnings
    /// that making the files gave.
    public func write(dryRun: Bool = false) throws(Diagnostic) -> ArtifactReport {
        var listings: [ArtifactWriter.Existing] = []
        for group in groups { listings.append(try group.writer.existingFiles()) }
        for (group, existing) in zip(groups, listings) {
            try group.writer.checkOwnership(of: group.files, existing: existing)
        }
        var report = ArtifactReport()
        for (group, existing) in zip(groups, listings) {
            report.merge(try group.writer.write(group.files, existing: existing, dryRun: dryRun))
        }
        return report
    }
}
