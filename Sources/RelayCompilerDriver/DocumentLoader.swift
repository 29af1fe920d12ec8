import Foundation
import GraphQLSyntax
import RelayCompiler

/// One executable document of a project: a `.graphql` file, or one `graphql("""…""")` tag of a
/// Swift file (whose `Source` reports locations in the Swift file).
public struct ProjectDocument: Sendable {
    /// The path of the file the document was found in.
    public var file: String
    /// The parsed document.
    public var document: Document

    /// Creates a project document.
    public init(file: String, document: Document) {
        self.file = file
        self.document = document
    }
}

/// Reads and parses the GraphQL of a project's source files.
///
/// Files are named by path, not `URL`: Foundation's `URL` took 10,000 instructions to tell a
/// path's extension and 4,000 to give its path back, 60 M of a cold run on 2,000 files.
public enum DocumentLoader {
    /// Every document of `files`, in order, and every problem found reading, scanning or
    /// parsing them. A Swift file without tags contributes nothing. With a cache, a file whose
    /// size and modification time are unchanged since the cache saw it is not read again.
    ///
    /// Without a cache, a project of more than a hundred files is read and parsed on every
    /// core, each thread with a `ParseContext` of its own (`context` is then left unused).
    public static func load(
        _ files: [String], context: ParseContext = ParseContext(), cache: DocumentCache? = nil
    ) -> LoadedSources {
        // Fewer files than this cost more to hand to threads than to parse.
        let fewestFilesForThreads = 128
        guard cache == nil, files.count >= fewestFilesForThreads else {
            return loadInOrder(files, context: context, cache: cache)
        }
        return load(files, alongside: {}).sources
    }

    /// Every document of `files` and every problem found, as `load` gives them, with `job`
    /// done meanwhile on one of the threads that parse them: work that does not depend on the
    /// sources (the schema), which would otherwise keep one core busy and the other idle.
    public static func load<Job: Sendable>(
        _ files: [String], alongside job: @Sendable () -> Job
    ) -> (sources: LoadedSources, job: Job) {
        // Small runs of files, taken in turn by each thread as it finishes one, with a parse
        // context (name interner) per thread: halves fixed in advance left one core idle while
        // the other finished the larger half. The job is handed out first, as the longest.
        let runLength = 16
        let runs = stride(from: 0, to: files.count, by: runLength).map {
            Array(files[$0..<min($0 + runLength, files.count)])
        }
        let pieces = Array(-1..<runs.count).concurrentMap(workerState: { ParseContext() }) {
            context, index -> Piece<Job> in
            guard index >= 0 else { return .job(job()) }
            return .run(loadInOrder(runs[index], context: context, cache: nil))
        }
        guard case .job(let result) = pieces[0] else { preconditionFailure("the first task is the job") }
        var sources = LoadedSources()
        for case .run(let run) in pieces.dropFirst() { sources.append(run) }
        return (sources, result)
    }

    /// What one task of `load(_:alongside:)` made.
    private enum Piece<Job: Sendable>: Sendable {
        case job(Job)
        case run(LoadedSources)
    }

    private static func loadInOrder(
        _ files: [String], context: ParseContext, cache: DocumentCache?
    ) -> LoadedSources {
        var sources = LoadedSources()
        for file in files {
            if let cached = cache?.documents(of: file) {
                sources.documents += cached.map { ProjectDocument(file: file, document: $0) }
                continue
            }
            let loaded = load(file, context: context)
            sources.diagnostics += loaded.diagnostics
            sources.documents += loaded.documents.map { ProjectDocument(file: file, document: $0) }
            guard let stamp = loaded.stamp else { continue }
            sources.stamps.append((file, stamp))
            if loaded.diagnostics.isEmpty { cache?.store(loaded.documents, of: file, readAs: stamp) }
        }
        return sources
    }

    /// The documents of one file, and its stamp as of the read.
    private static func load(
        _ file: String, context: ParseContext
    ) -> (documents: [Document], diagnostics: [Diagnostic], stamp: FileStamp?) {
        var documents: [Document] = []
        var diagnostics: [Diagnostic] = []
        let source: Source
        let stamp: FileStamp
        do {
            let read = try Source.reading(file: file)
            (source, stamp) = (read.source, FileStamp(read.status))
        } catch {
            return ([], [Diagnostic(.error, "cannot read a source: \(error)", source: nil, span: .none)], nil)
        }
        let sources: [Source]
        // A `.graphql` file holding nothing but comments (everything in it commented out, a new
        // file in watch mode) defines nothing, and is no error; a tag must hold GraphQL (the
        // `parse` command keeps to the grammar, which asks for a definition).
        let isSwift = file.hasSuffix(".swift")
        if isSwift {
            let scan = SwiftTagScanner.scan(source)
            diagnostics += scan.diagnostics
            sources = scan.tags.map { $0.makeSource() }
        } else {
            sources = [source]
        }
        for source in sources {
            do {
                documents.append(try Parser.parseDocument(source, context: context, allowsEmpty: !isSwift))
            } catch {
                diagnostics.append(error)
            }
        }
        return (documents, diagnostics, stamp)
    }
}
