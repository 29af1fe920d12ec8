import GraphQLSyntax

/// What reading a project's sources gave: documents in order, problems, and the stamp of each
/// file read.
public struct LoadedSources: Sendable {
    /// Every document, in the order of the files and, within a file, in source order.
    public var documents: [ProjectDocument] = []
    /// Every problem found reading, scanning or parsing.
    public var diagnostics: [Diagnostic] = []
    /// Each file read and its stamp as of the read (`fstat`), so that the up-to-date stamp
    /// records the version compiled without looking each path up again. Files the document
    /// cache answered for are not read, and not listed.
    public var stamps: [(file: String, stamp: FileStamp)] = []

    /// Creates an empty result.
    public init() {}

    /// Adds what a later run of files gave.
    mutating func append(_ other: LoadedSources) {
        documents += other.documents
        diagnostics += other.diagnostics
        stamps += other.stamps
    }
}
