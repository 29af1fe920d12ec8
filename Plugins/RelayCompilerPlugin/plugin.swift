import Foundation
import PackagePlugin

/// Runs `relay-swift-compiler` over a target's GraphQL before the target is compiled.
///
/// The inputs are the target's `.graphql` files and all of its `.swift` files, the schema's
/// files and the config file; the outputs are one `<source file name>.graphql.swift` per input
/// source plus `RelaySchemaTypes.graphql.swift`, all in the plugin's work directory. Because
/// both are declared, SwiftPM runs the compiler again only when one of them changed.
///
/// Every Swift file is an input, not only those whose text has a `graphql(` tag today: SwiftPM
/// keeps the commands a plugin made and asks it again only when the package graph changes
/// (a file added or removed, the manifest edited), not when a file's text changes, so a tag
/// added to an existing file would otherwise go unseen. A Swift file without GraphQL gets an
/// output holding only the generated header. The compiler's side of this contract is
/// documented on `PluginOutputList` in RelayCompilerDriver.
///
/// The schema is found through `relay.config.json` in the target's folder, else in the
/// package's folder (its `"schema"` and `"schemaExtensions"`), else as `schema.graphql` in the
/// target's folder, else in the package's folder.
@main
struct RelayCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `Target.directoryURL` needs tools version 6.1; `Path.string` is deprecated in 6.0,
        // while its description is the same path.
        let targetDirectory = URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
        return try commands(
            targetName: target.name, targetDirectory: targetDirectory, packageDirectory: context.package.directoryURL,
            sourceFiles: target.sourceFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL,
            compiler: try context.tool(named: "relay-swift-compiler").url)
    }

    /// The command compiling `sourceFiles` of a target (a package's, or an Xcode project's).
    func commands(
        targetName: String, targetDirectory: URL, packageDirectory: URL, sourceFiles: [URL], workDirectory: URL,
        compiler: URL
    ) throws -> [Command] {
        let schema = try SchemaLocation.find(
            targetDirectory: targetDirectory, packageDirectory: packageDirectory, targetName: targetName)

        // The schema's own files may sit among the sources; they are inputs, not documents.
        let schemaPaths = Set((schema.schemaFiles + schema.extensionFiles).map(\.standardizedFileURL.path))
        let sources = sourceFiles
            .filter { mayContainGraphQL($0) && !schemaPaths.contains($0.standardizedFileURL.path) }
            .sorted { $0.path < $1.path }
        let outputs = OutputNaming.outputs(for: sources, targetDirectory: targetDirectory, in: workDirectory)

        // The list is rewritten only when it changes, so that its modification time does not
        // make an unchanged build run the compiler again.
        let listFile = workDirectory.appendingPathComponent("relay-outputs.txt")
        let listText = zip(sources, outputs).map { "\($0.path)\t\($1.path)\n" }.joined()
        if (try? String(contentsOf: listFile, encoding: .utf8)) != listText {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try listText.write(to: listFile, atomically: true, encoding: .utf8)
        }

        var arguments: [String] = []
        if let config = schema.configFile { arguments += ["--config", config.path] }
        // Extensions are read from the config by the compiler; `--schema` replaces only "schema".
        for file in schema.schemaFiles { arguments += ["--schema", file.path] }
        arguments += [
            "--src", targetDirectory.path, "--artifact-directory", workDirectory.path, "--emit", "swift",
            "--plugin-outputs", listFile.path,
        ]
        let schemaTypes = workDirectory.appendingPathComponent("RelaySchemaTypes.graphql.swift")
        return [
            .buildCommand(
                displayName: "Compiling GraphQL for \(targetName)",
                executable: compiler,
                arguments: arguments,
                inputFiles: sources + schema.schemaFiles + schema.extensionFiles + [listFile]
                    + (schema.configFile.map { [$0] } ?? []),
                outputFiles: outputs + [schemaTypes])
        ]
    }

    /// A `.graphql` file, or a `.swift` file (which may hold `graphql(` tags, now or later).
    private func mayContainGraphQL(_ file: URL) -> Bool {
        file.pathExtension == "graphql" || file.pathExtension == "swift"
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for a target of an Xcode project: its folder is the project's, where
/// `relay.config.json` or `schema.graphql` is looked for.
extension RelayCompilerPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let projectDirectory = context.xcodeProject.directoryURL
        return try commands(
            targetName: target.displayName, targetDirectory: projectDirectory, packageDirectory: projectDirectory,
            sourceFiles: target.inputFiles.map(\.url), workDirectory: context.pluginWorkDirectoryURL,
            compiler: try context.tool(named: "relay-swift-compiler").url)
    }
}
#endif

/// Where the schema a target compiles against is, and the config that named it.
struct SchemaLocation {
    var configFile: URL?
    var schemaFiles: [URL]
    var extensionFiles: [URL]

    static func find(targetDirectory: URL, packageDirectory: URL, targetName: String) throws -> SchemaLocation {
        let fileManager = FileManager.default
        for directory in [targetDirectory, packageDirectory] {
            let config = directory.appendingPathComponent("relay.config.json")
            if fileManager.fileExists(atPath: config.path) { return try read(config) }
        }
        for directory in [targetDirectory, packageDirectory] {
            let schema = directory.appendingPathComponent("schema.graphql")
            if fileManager.fileExists(atPath: schema.path) {
                return SchemaLocation(configFile: nil, schemaFiles: [schema], extensionFiles: [])
            }
        }
        throw PluginError(
            "no schema for target '\(targetName)': expected relay.config.json with \"schema\", or schema.graphql, "
                + "in '\(targetDirectory.path)' or '\(packageDirectory.path)'")
    }

    /// The schema's paths from a config file; the compiler checks the rest of the file.
    private static func read(_ config: URL) throws -> SchemaLocation {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: config))
        } catch {
            throw PluginError("cannot read '\(config.path)': \(error.localizedDescription)")
        }
        let directory = config.deletingLastPathComponent()
        func path(_ text: String) -> URL { URL(fileURLWithPath: text, relativeTo: directory).standardizedFileURL }
        guard let settings = object as? [String: Any], let schema = settings["schema"] as? String else {
            throw PluginError("'\(config.path)' has no \"schema\": expected the schema file's path as a string")
        }
        let extensions = (settings["schemaExtensions"] as? [String]) ?? []
        return SchemaLocation(configFile: config, schemaFiles: [path(schema)], extensionFiles: extensions.map(path))
    }
}

/// The output file of each source: `<file name>.graphql.swift`, or when an earlier source has
/// the same file name (compared without case, as on macOS's file systems), that name prefixed
/// with the source's folder relative to the target, `/` written as `_`.
enum OutputNaming {
    static func outputs(for sources: [URL], targetDirectory: URL, in workDirectory: URL) -> [URL] {
        var used: Set<String> = []
        let targetPath = targetDirectory.standardizedFileURL.path
        return sources.map { source in
            var name = source.lastPathComponent + ".graphql.swift"
            if used.contains(name.lowercased()) {
                var folder = source.deletingLastPathComponent().standardizedFileURL.path
                if folder.hasPrefix(targetPath) { folder.removeFirst(targetPath.count) }
                let prefix = folder.split(separator: "/").joined(separator: "_")
                name = prefix + "_" + name
            }
            used.insert(name.lowercased())
            return workDirectory.appendingPathComponent(name)
        }
    }
}

/// A reason the plugin cannot set up the build, shown by SwiftPM as the build's error.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
