import GraphQLSyntax

/// What `ArtifactWriter.write(_:dryRun:)` did, or in a dry run would do, by relative path.
public struct ArtifactReport: Sendable {
    /// Files that did not exist and were written.
    public var created: [String] = []
    /// Files whose bytes changed and were replaced.
    public var updated: [String] = []
    /// Files whose bytes were already right and were not touched.
    public var unchanged: [String] = []
    /// Stale generated files that were removed.
    public var removed: [String] = []
    /// The warnings that making the files gave, each message once, in path order.
    public var diagnostics: [Diagnostic] = []
    /// Every file of the plan by full path, in the order written (each folder's by bytes).
    public var files: [String] = []
    /// By full path, the stamp of each file written or found unchanged, as of that write or
    /// read (in a dry run, of those found unchanged): what the up-to-date stamp records of them.
    public var stamps: [String: FileStamp] = [:]

    /// An empty report.
    public init() {}

    /// Whether nothing was (or would be) written or removed: what `--validate` checks.
    public var isUpToDate: Bool { created.isEmpty && updated.isEmpty && removed.isEmpty }

    /// Adds another folder's report to this one.
    public mutating func merge(_ other: ArtifactReport) {
        created += other.created
        updated += other.updated
        unchanged += other.unchanged
        removed += other.removed
        files += other.files
        diagnostics.appendWarningsOnce(other.diagnostics)
        // The first folder's report is most often the only one: taken whole, its stamps are
        // not hashed again one by one.
        if stamps.isEmpty { stamps = other.stamps } else { stamps.merge(other.stamps) { _, later in later } }
    }

    /// The counts for the summary line: `3 written, 12 unchanged, 1 removed`. Written counts
    /// created and updated files.
    public var summary: String {
        "\(created.count + updated.count) written, \(unchanged.count) unchanged, \(removed.count) removed"
    }

    /// The dry run's listing for `--validate`: one line per file that would change, `create`,
    /// `update` or `remove` and its path, in path order.
    public var pendingChanges: [String] {
        (created.map { "create \($0)" } + updated.map { "update \($0)" } + removed.map { "remove \($0)" })
            .sorted { $0.drop { $0 != " " } < $1.drop { $0 != " " } }
    }
}
