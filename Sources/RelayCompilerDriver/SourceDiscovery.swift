import Foundation
import GraphQLSyntax
import RelayCompiler

/// Finds the `.graphql` and `.swift` files the compiler reads under the source folders.
public struct SourceDiscovery: Sendable {
    /// One file found.
    public struct SourceFile: Sendable, Hashable {
        /// The file's absolute, standardized path.
        public var path: String
        /// The file's location.
        public var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
        /// Its path relative to the source folder it was found in (`Feature/Query.graphql`).
        public var relativePath: String
        /// The folder it was found in.
        public var sourceDirectory: URL

        /// `graphql` or `swift`.
        public var kind: Kind { path.hasSuffix(".graphql") ? .graphql : .swift }

        /// Creates a record of a found file.
        public init(path: String, relativePath: String, sourceDirectory: URL) {
            self.path = path
            self.relativePath = relativePath
            self.sourceDirectory = sourceDirectory
        }
    }

    /// The two kinds of source.
    public enum Kind: Sendable {
        /// A document of GraphQL definitions.
        case graphql
        /// Swift code with `graphql("""…""")` tags.
        case swift
    }

    /// The folders to search.
    public var sourceDirectories: [URL]
    /// Globs of paths to leave out. A file is left out when a glob matches its path relative to
    /// its source folder, or relative to `root` when it is inside `root`.
    public let excludes: [GlobPattern]
    /// The excludes a file itself must be checked against (see `isExcluded(file:path:)`).
    private let fileExcludes: [GlobPattern]
    /// The folder `excludes` may also be written relative to (the config file's folder).
    public let root: URL?
    /// `root`'s path with a closing slash.
    private let rootPrefix: String?
    /// The paths of folders never searched: the artifact directory, so that output is not read
    /// back as input.
    public var skippedDirectoryPaths: Set<String>
    /// The paths of files never listed: the schema and its extensions, which may sit among the
    /// sources but are not documents.
    public var skippedFiles: Set<String>

    /// Sets up a search. `skippedDirectories` typically holds the artifact directory, and
    /// `skippedFiles` the schema's files.
    public init(
        sourceDirectories: [URL], excludes: [String], root: URL? = nil, skippedDirectories: [URL] = [],
        skippedFiles: [URL] = []
    ) {
        self.sourceDirectories = sourceDirectories.map(\.standardizedFileURL)
        self.excludes = excludes.map(GlobPattern.init)
        self.fileExcludes = self.excludes.filter { !$0.matchesOnlyInsideFolders }
        self.root = root?.standardizedFileURL
        self.rootPrefix = Self.prefix(of: self.root)
        self.skippedDirectoryPaths = Set(skippedDirectories.map(\.standardizedFileURL.path))
        self.skippedFiles = Set(skippedFiles.map(\.standardizedFileURL.path))
    }

    /// Sets up the search a configuration describes: its source folders and excludes (also
    /// relative to the config file's folder), skipping its artifact directory and schema files.
    public init(config: CompilerConfig) {
        self.init(
            sourceDirectories: config.sourceDirectories, excludes: config.excludes,
            root: config.configFile?.deletingLastPathComponent(),
            skippedDirectories: config.artifactDirectory.map { [$0] } ?? [],
            skippedFiles: config.schemaFiles + config.schemaExtensions)
    }

    /// Every source file, sorted by path (byte order, the same on every machine), each once
    /// even when source folders overlap. Hidden files and folders (`.git`, `.build`) and
    /// symbolic links to folders are not searched. A source folder that is missing or is a file,
    /// or a folder that cannot be read, is a diagnostic.
    public func findSources() throws(Diagnostic) -> [SourceFile] {
        var found: [SourceFile] = []
        for directory in sourceDirectories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
                throw Self.error("source folder '\(directory.path)' does not exist: expected a folder of sources")
            }
            guard isDirectory.boolValue else {
                throw Self.error("source folder '\(directory.path)' is a file: expected a folder of sources")
            }
            try search(directory.path, relativePath: "", in: directory, into: &found)
        }
        // Sorting positions, not the records (each move of one retained its strings); a file
        // found twice, under source folders inside one another, is then next to itself.
        let order = ByteOrder.sorted(Array(found.indices), by: { found[$0].path })
        var sources: [SourceFile] = []
        sources.reserveCapacity(found.count)
        for index in order where sources.last?.path != found[index].path { sources.append(found[index]) }
        return sources
    }

    /// Walks one folder by path, not by URL: building and reading URLs costs far more than
    /// the walk itself.
    private func search(
        _ folder: String, relativePath: String, in sourceDirectory: URL, into found: inout [SourceFile]
    ) throws(Diagnostic) {
        guard let entries = DirectoryEntries.read(folder) else {
            throw Self.error("cannot read the folder '\(folder)': \(String(cString: strerror(errno)))")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = prefix + entry.name
            let relative = relativePath.isEmpty ? entry.name : relativePath + "/" + entry.name
            switch entry.kind {
            case .folder:
                guard !skippedDirectoryPaths.contains(path), !isExcluded(folder: relative, path: path) else { continue }
                try search(path, relativePath: relative, in: sourceDirectory, into: &found)
            case .file:
                guard entry.name.hasSuffix(".graphql") || entry.name.hasSuffix(".swift"),
                    !skippedFiles.contains(path), !isExcluded(file: relative, path: path)
                else { continue }
                found.append(SourceFile(path: path, relativePath: relative, sourceDirectory: sourceDirectory))
            }
        }
    }

    /// Patterns ending in `**` are left out here: whatever they match is inside a folder they
    /// already excluded, so the walk never gets to it (and the default excludes cost nothing
    /// per file).
    private func isExcluded(file relative: String, path: String) -> Bool {
        guard !fileExcludes.isEmpty else { return false }
        let rootPath = pathRelativeToRoot(path)
        return fileExcludes.contains { $0.matches(relative) || rootPath.map($0.matches) == true }
    }

    private func isExcluded(folder relative: String, path: String) -> Bool {
        let rootPath = pathRelativeToRoot(path)
        return excludes.contains {
            $0.matchesEverything(inFolder: relative) || rootPath.map($0.matchesEverything(inFolder:)) == true
        }
    }

    private func pathRelativeToRoot(_ path: String) -> String? {
        guard let rootPrefix, path.hasPrefix(rootPrefix) else { return nil }
        return String(path.utf8.dropFirst(rootPrefix.utf8.count))
    }

    private static func prefix(of folder: URL?) -> String? {
        guard let path = folder?.path else { return nil }
        return path.hasSuffix("/") ? path : path + "/"
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }

    private static func error(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, source: nil, span: .none)
    }
}
