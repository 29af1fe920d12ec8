import Foundation
import GraphQLSyntax

/// Finds the `.graphql` and `.swift` files the compiler reads under the source folders.
public struct SourceDiscovery: Sendable {
    /// One file found.
    public struct SourceFile: Sendable, Hashable {
        /// The file's absolute, standardized location.
        public var url: URL
        /// Its path relative to the source folder it was found in (`Feature/Query.graphql`).
        public var relativePath: String
        /// The folder it was found in.
        public var sourceDirectory: URL

        /// `graphql` or `swift`.
        public var kind: Kind { url.pathExtension == "graphql" ? .graphql : .swift }

        /// Creates a record of a found file.
        public init(url: URL, relativePath: String, sourceDirectory: URL) {
            self.url = url
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
    public var excludes: [GlobPattern]
    /// The folder `excludes` may also be written relative to (the config file's folder).
    public var root: URL?
    /// Folders never searched: the artifact directory, so that output is not read back as input.
    public var skippedDirectories: [URL]
    /// Files never listed: the schema and its extensions, which may sit among the sources but
    /// are not documents.
    public var skippedFiles: Set<String>

    /// Sets up a search. `skippedDirectories` typically holds the artifact directory, and
    /// `skippedFiles` the schema's files.
    public init(
        sourceDirectories: [URL], excludes: [String], root: URL? = nil, skippedDirectories: [URL] = [],
        skippedFiles: [URL] = []
    ) {
        self.sourceDirectories = sourceDirectories.map(\.standardizedFileURL)
        self.excludes = excludes.map(GlobPattern.init)
        self.root = root?.standardizedFileURL
        self.skippedDirectories = skippedDirectories.map(\.standardizedFileURL)
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
        var found: [String: SourceFile] = [:]
        for directory in sourceDirectories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
                throw Self.error("source folder '\(directory.path)' does not exist: expected a folder of sources")
            }
            guard isDirectory.boolValue else {
                throw Self.error("source folder '\(directory.path)' is a file: expected a folder of sources")
            }
            try search(directory, relativePath: "", in: directory, into: &found)
        }
        return found.values.sorted { Array($0.url.path.utf8).lexicographicallyPrecedes($1.url.path.utf8) }
    }

    private func search(
        _ folder: URL, relativePath: String, in sourceDirectory: URL, into found: inout [String: SourceFile]
    ) throws(Diagnostic) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw Self.error("cannot read the folder '\(folder.path)': \(Self.reason(error))")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let path = relativePath.isEmpty ? name : relativePath + "/" + name
            guard let kind = Self.entryKind(url) else { continue }
            switch kind {
            case .folder:
                guard !skippedDirectories.contains(url), !isExcluded(folder: path, url: url) else { continue }
                try search(url, relativePath: path, in: sourceDirectory, into: &found)
            case .file:
                let pathExtension = url.pathExtension
                guard pathExtension == "graphql" || pathExtension == "swift", !skippedFiles.contains(url.path),
                    !isExcluded(file: path, url: url)
                else { continue }
                found[url.path] =
                    found[url.path]
                    ?? SourceFile(url: url, relativePath: path, sourceDirectory: sourceDirectory)
            }
        }
    }

    private func isExcluded(file path: String, url: URL) -> Bool {
        let rootPath = pathRelativeToRoot(url)
        return excludes.contains { $0.matches(path) || rootPath.map($0.matches) == true }
    }

    private func isExcluded(folder path: String, url: URL) -> Bool {
        let rootPath = pathRelativeToRoot(url)
        return excludes.contains {
            $0.matchesEverything(inFolder: path) || rootPath.map($0.matchesEverything(inFolder:)) == true
        }
    }

    private func pathRelativeToRoot(_ url: URL) -> String? {
        guard let root else { return nil }
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : nil
    }

    private enum EntryKind { case file, folder }

    /// A folder (not through a symbolic link, which could loop), a file (possibly through a
    /// link), or `nil` for anything else or a dangling link.
    private static func entryKind(_ url: URL) -> EntryKind? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            guard stat(url.path, &status) == 0 else { return nil }
            return status.st_mode & S_IFMT == S_IFREG ? .file : nil
        default: return nil
        }
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
