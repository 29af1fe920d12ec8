import Foundation
import XCTest

/// A small project in a temporary folder for the main command: a schema, a config and sources.
final class CompileProject {
    let folder: TemporaryFolder
    var url: URL { folder.url }

    static let schema = """
        type Query { user(id: ID!): User }
        type User { id: ID! name: String friends: [User] }
        """

    /// A project with `relay.config.json` (sources in `src`, artifacts in `out`) and the files given.
    init(files: [String: String] = [:], config: String? = nil) throws {
        folder = try TemporaryFolder()
        try write(
            "relay.config.json",
            config ?? #"{"src": "src", "schema": "schema.graphql", "artifactDirectory": "out"}"#)
        try write("schema.graphql", Self.schema)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path) }

    /// The files under `folder`, sorted, hidden ones included.
    func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? []
        return names.sorted()
    }

    /// Sets every file's modification time an hour back, as if written long before the run
    /// (the compiler takes no up-to-date stamp of inputs modified just now).
    func ageFiles() throws {
        let old = Date(timeIntervalSinceNow: -3600)
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        while let path = enumerator?.nextObject() as? String {
            try FileManager.default.setAttributes(
                [.modificationDate: old], ofItemAtPath: url.appendingPathComponent(path).path)
        }
    }

    /// Runs the compiler in the project's folder.
    func compile(_ arguments: [String] = []) throws -> CommandLineRun {
        try CommandLineRun(arguments, in: url)
    }
}
