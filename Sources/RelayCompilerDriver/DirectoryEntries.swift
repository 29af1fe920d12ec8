import Foundation

/// The entries of one folder, read with `readdir`: the walk over a project's sources lists
/// thousands of names, and the file type `readdir` reports saves a `stat` for almost all of them.
struct DirectoryEntries {
    /// What an entry is; anything else (sockets, devices, dangling links) is left out.
    enum Kind { case file, folder }

    struct Entry {
        var name: String
        var kind: Kind
    }

    /// The folder's entries in no particular order, or `nil` (with `errno` set) when it cannot
    /// be read. A symbolic link counts as a file when it leads to one; a link to a folder is
    /// left out, since following it could loop.
    static func read(_ folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let type = Int(entry.pointee.d_type)
            let kind: Kind?
            switch type {
            case Int(DT_DIR): kind = .folder
            case Int(DT_REG): kind = .file
            default: kind = Self.kind(ofPath: folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            }
            if let kind { entries.append(Entry(name: name, kind: kind)) }
        }
        return entries
    }

    /// The kind of an entry `readdir` did not type, or typed as a link.
    private static func kind(ofPath path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            guard stat(path, &status) == 0 else { return nil }
            return status.st_mode & S_IFMT == S_IFREG ? .file : nil
        default: return nil
        }
    }
}
