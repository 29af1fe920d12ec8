import Foundation
import GraphQLSyntax
import RelayCompiler
import RelaySwiftCodegen

/// Brings a folder of generated files up to date with the set the compiler produced.
///
/// - Each file is written atomically (a temporary file in the same folder, then a rename).
/// - A file whose bytes would not change is not touched, so its modification time is kept and
///   nothing that depends on it is rebuilt.
/// - A file that is no longer produced is removed, but only when it is recognizably ours: it is
///   named as generated Swift files are (`….graphql.swift`) and begins with `generatedHeader`,
///   or (for files that cannot carry a comment, such as JSON artifacts) the folder's manifest
///   lists it with the digest of its current bytes. Nothing else is ever removed (a hand-written
///   file that copied the header under another name stays).
/// - Temporary files an interrupted run left behind are removed.
///
/// Each file is replaced atomically; the set as a whole is not (a failure part-way leaves the
/// files written so far, and the next run finishes the job).
public struct ArtifactWriter: Sendable {
    /// The first line of every generated Swift file; a file starting with it may be replaced or
    /// removed by the compiler.
    public static let generatedHeader = GeneratedSwiftFile.header + "\n"

    /// How the name of every generated Swift file ends (a definition's, a plugin output's and
    /// the schema types').
    static let generatedSwiftSuffix = ".graphql.swift"

    /// Which folders are searched for stale files.
    public enum Scope: Sendable, Equatable {
        /// The root is an artifact directory: every file below it is a candidate.
        case artifactDirectory
        /// The root is a source folder: only files directly in folders with this name
        /// (`__generated__`) below it are candidates.
        case generatedFolders(named: String)
    }

    /// The folder every relative path is resolved against.
    public let root: URL
    /// Where stale files are looked for.
    public var scope: Scope
    /// The root's path with a closing slash, which each file's relative path follows (joined
    /// as strings: `URL.appendingPathComponent` cost 13,000 instructions a file).
    let rootPrefix: String

    /// A writer for the artifact directory `root`, or for the `__generated__` folders below the
    /// source folder `root`.
    public init(root: URL, scope: Scope) {
        self.root = root.standardizedFileURL
        self.scope = scope
        let rootPath = self.root.path
        self.rootPrefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    }

    /// Throws when a file of `files` would replace one the compiler did not generate (a file
    /// without the generated header that no manifest lists): such a file is never touched, and
    /// `ArtifactPlan` checks every folder before it writes anything. A file already holding
    /// the bytes to write is fine whoever wrote it.
    public func checkOwnership(of files: [String: [UInt8]]) throws(Diagnostic) {
        try checkOwnership(of: files.mapValues(ArtifactContents.init), existing: try existingFiles())
    }

    func checkOwnership(of files: [String: ArtifactContents], existing: Existing) throws(Diagnostic) {
        let header = Array(Self.generatedHeader.utf8)
        var manifests: [String: ArtifactManifest] = [:]
        for path in files.keys { try Self.checkRelative(path) }
        // In order, so that the same file is reported first each time; only the paths where
        // something may be are sorted (none, in a new folder).
        for path in files.keys.filter(existing.mayHold).sorted() {
            guard let current = try AtomicFile.read(path: rootPrefix + path),
                !current.starts(with: header), current != files[path]?.made().bytes
            else { continue }
            let folder = Self.folder(of: path)
            if manifests[folder] == nil {
                manifests[folder] = try ArtifactManifest.read(
                    in: folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true))
            }
            guard manifests[folder]?.digests[Self.name(of: path)] != MD5.hex(current) else { continue }
            let file = rootPrefix + path
            throw Diagnostic(
                .error,
                "cannot write the artifact '\(file)': a file relay-swift-compiler did not generate is in its "
                    + "place (it is left as it is; move it, or choose another artifact directory)", source: nil,
                span: .none)
        }
    }

    /// Makes the folder hold exactly `files` (relative path → bytes) among the generated files.
    /// With `dryRun`, nothing is written or removed: the report lists what would be.
    /// A path that is absolute, empty, or leaves the root (`..`), or a file that cannot be
    /// written or removed, is a diagnostic.
    @discardableResult
    public func write(_ files: [String: [UInt8]], dryRun: Bool = false) throws(Diagnostic) -> ArtifactReport {
        try write(files.mapValues(ArtifactContents.init), existing: try existingFiles(), dryRun: dryRun)
    }

    /// `write(_:dryRun:)` for planned files, made as they are written, with the folder as
    /// `existingFiles()` found it.
    func write(_ files: [String: ArtifactContents], existing: Existing, dryRun: Bool) throws(Diagnostic)
        -> ArtifactReport
    {
        for path in files.keys { try Self.checkRelative(path) }
        var report = ArtifactReport()
        if !dryRun { try removeTemporaryFiles(in: existing.temporaryFiles) }

        // Byte order: `String`'s `<` compares canonically equivalent spellings equal.
        let paths = ByteOrder.sorted(Array(files.keys))
        if !dryRun { try createFolders(of: paths, existing: existing) }
        // Each file is made, compared and written on its own, spread over the cores; only
        // what the report needs is kept.
        let header = Array(Self.generatedHeader.utf8)
        let outcomes = paths.concurrentMap { path in
            let made = files[path]?.made() ?? ArtifactContents.Made(bytes: [])
            // Files that cannot carry the header are listed in the folder's manifest.
            let digest = made.bytes.starts(with: header) ? nil : MD5.hex(made.bytes)
            let written = Result { () throws(Diagnostic) -> (outcome: FileOutcome, stamp: FileStamp?) in
                try update(path, to: made.bytes, mayExist: existing.mayHold(path), dryRun: dryRun)
            }
            return (written, digest, made.diagnostics)
        }
        var manifests: [String: ArtifactManifest] = [:]
        report.files.reserveCapacity(paths.count)
        report.stamps.reserveCapacity(paths.count)
        for (path, (written, digest, diagnostics)) in zip(paths, outcomes) {
            switch written {
            case .success(let written):
                switch written.outcome {
                case .unchanged: report.unchanged.append(path)
                case .created: report.created.append(path)
                case .updated: report.updated.append(path)
                }
                let file = rootPrefix + path
                report.files.append(file)
                if let stamp = written.stamp { report.stamps[file] = stamp }
            case .failure(let error): throw error
            }
            report.diagnostics.appendWarningsOnce(diagnostics)
            if let digest {
                manifests[Self.folder(of: path), default: ArtifactManifest()].digests[Self.name(of: path)] = digest
            }
        }

        // The candidates no longer produced, by folder (grouped once: a pass over every
        // candidate for each folder would grow with their product).
        let staleByFolder = Dictionary(
            grouping: existing.candidates.filter { files[$0] == nil }, by: { Self.folder(of: $0) })
        let folders = Set(existing.candidates.map(Self.folder(of:))).union(manifests.keys)
        for folder in folders.sorted() {
            let folderURL = folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true)
            let previous = try ArtifactManifest.read(in: folderURL)
            for candidate in staleByFolder[folder] ?? [] {
                let url = root.appendingPathComponent(candidate, isDirectory: false)
                guard let bytes = try AtomicFile.read(url) else { continue }
                let listed = previous.digests[Self.name(of: candidate)]
                let isGeneratedSwift = candidate.hasSuffix(Self.generatedSwiftSuffix) && bytes.starts(with: header)
                guard isGeneratedSwift || listed == MD5.hex(bytes) else { continue }
                report.removed.append(candidate)
                if !dryRun { try AtomicFile.remove(url) }
            }
            if !dryRun {
                try (manifests[folder] ?? ArtifactManifest()).save(in: folderURL)
                if folder != "", report.removed.contains(where: { Self.folder(of: $0) == folder }) {
                    // A folder we emptied goes too; rmdir fails harmlessly when anything is left.
                    rmdir(folderURL.path)
                }
            }
        }
        report.removed.sort()
        return report
    }

    /// What one file's update did.
    private enum FileOutcome: Sendable {
        case unchanged, created, updated
    }

    /// Compares the file at `path` with `bytes` and replaces it when they differ (unless
    /// `dryRun`); a file the listing shows is not there is not read.
    private func update(_ path: String, to bytes: [UInt8], mayExist: Bool, dryRun: Bool) throws(Diagnostic)
        -> (outcome: FileOutcome, stamp: FileStamp?)
    {
        let file = rootPrefix + path
        let current = mayExist ? try AtomicFile.readStamped(path: file) : nil
        if let current, current.bytes == bytes { return (.unchanged, current.stamp) }
        let stamp = dryRun ? nil : try AtomicFile.write(bytes, toPath: file, isNew: current == nil)
        return (current == nil ? .created : .updated, stamp)
    }

    /// Creates the folders the files go to, each once.
    private func createFolders(of paths: [String], existing: Existing) throws(Diagnostic) {
        for folder in Set(paths.map(Self.folder(of:))) where !existing.folders.contains(folder) {
            try AtomicFile.createFolder(folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true))
        }
    }

    /// The files below the root, as one walk found them: those that may be stale, the
    /// temporary files left by an interrupted run, and every name taken in the folders walked.
    struct Existing: Sendable {
        var candidates: [String] = []
        var temporaryFiles: [URL] = []
        /// The folders walked (relative paths, `""` for the root).
        var folders: Set<String> = []
        /// Every entry of those folders that is not a folder: files, links and the rest.
        var occupied: Set<String> = []
        /// Whether the root was there to walk (when it is not, nothing below it is).
        var rootExists = false

        /// Whether something may be at `path`: it was listed, or its folder was not walked (a
        /// link to a folder, say), so only reading it tells.
        func mayHold(_ path: String) -> Bool {
            rootExists && (occupied.contains(path) || !folders.contains(ArtifactWriter.folder(of: path)))
        }
    }

    func existingFiles() throws(Diagnostic) -> Existing {
        var existing = Existing()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return existing }
        existing.rootExists = true
        try collect(in: "", into: &existing)
        existing.candidates.sort()
        return existing
    }

    private func collect(in folder: String, into existing: inout Existing) throws(Diagnostic) {
        let folderURL = folder.isEmpty ? root : root.appendingPathComponent(folder, isDirectory: true)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folderURL.path)
        } catch {
            throw Diagnostic(
                .error, "cannot read the folder '\(folderURL.path)': \(SourceDiscovery.reason(error))", source: nil,
                span: .none)
        }
        existing.folders.insert(folder)
        let isCandidateFolder: Bool
        switch scope {
        case .artifactDirectory: isCandidateFolder = true
        case .generatedFolders(let name): isCandidateFolder = folderURL.lastPathComponent == name
        }
        let folderPrefix = folder.isEmpty ? rootPrefix : rootPrefix + folder + "/"
        for name in names.sorted() {
            let path = folder.isEmpty ? name : folder + "/" + name
            var status = stat()
            guard lstat(folderPrefix + name, &status) == 0 else { continue }
            let isFolder = status.st_mode & S_IFMT == S_IFDIR
            let isFile = status.st_mode & S_IFMT == S_IFREG
            if !isFolder { existing.occupied.insert(path) }
            if isCandidateFolder, isFile, AtomicFile.isTemporary(name) {
                existing.temporaryFiles.append(folderURL.appendingPathComponent(name, isDirectory: false))
            } else if name.hasPrefix(".") {
                continue
            } else if isFolder {
                try collect(in: path, into: &existing)
            } else if isCandidateFolder, isFile {
                existing.candidates.append(path)
            }
        }
    }

    private func removeTemporaryFiles(in urls: [URL]) throws(Diagnostic) {
        for url in urls { try AtomicFile.remove(url) }
    }

    /// Throws unless `path` is relative and stays below the root: not empty, and none of its
    /// `/`-separated parts empty, `.` or `..`.
    private static func checkRelative(_ path: String) throws(Diagnostic) {
        var path = path
        let isRelative = path.withUTF8 { utf8 in
            var partStart = 0
            var isRelative = !utf8.isEmpty
            for end in 0...utf8.count where end == utf8.count || utf8[end] == UInt8(ascii: "/") {
                let part = utf8[partStart..<end]
                let isDots = part.allSatisfy { $0 == UInt8(ascii: ".") } && part.count <= 2
                if part.isEmpty || isDots { isRelative = false }
                partStart = end + 1
            }
            return isRelative
        }
        guard isRelative else {
            throw Diagnostic(
                .error, "cannot write the artifact '\(path)': expected a path relative to the artifact folder",
                source: nil, span: .none)
        }
    }

    // Both split at the last `/` byte: a `Character` search, which finds grapheme clusters,
    // took 37 M instructions of a 2,000-file run on one core.

    static func folder(of path: String) -> String {
        guard let slash = FilePath.lastSlash(in: path) else { return "" }
        return String(decoding: path.utf8.prefix(slash), as: UTF8.self)
    }

    private static func name(of path: String) -> String {
        guard let slash = FilePath.lastSlash(in: path) else { return path }
        return String(decoding: path.utf8.dropFirst(slash + 1), as: UTF8.self)
    }
}
