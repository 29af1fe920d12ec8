import Foundation
import GraphQLSchema
import GraphQLSyntax
import RelayCompiler
import RelaySwiftCodegen

/// Turns compiled definitions into files (Swift, JSON or both) and decides where each goes:
/// - with the plugin's output list, one Swift file per listed source holding all of that
///   source's definitions, plus the schema types file, in the plugin's work directory;
/// - with an artifact directory, every file in it;
/// - otherwise each definition's files in a `__generated__` folder beside its source, and the
///   schema types in the first source folder's `__generated__`.
struct ArtifactEmitter {
    let config: CompilerConfig
    let pluginOutputs: PluginOutputList?
    let generator: SwiftCodeGenerator
    /// The writer of `artifactDirectory`, when set: made once, not once per definition (a
    /// writer standardizes its root, which costs more than placing a file).
    private let directoryWriter: ArtifactWriter?
    private(set) var diagnostics: [Diagnostic] = []

    init(config: CompilerConfig, pluginOutputs: PluginOutputList?, schema: GraphQLSchema) {
        self.config = config
        self.pluginOutputs = pluginOutputs
        directoryWriter = config.artifactDirectory.map { ArtifactWriter(root: $0, scope: .artifactDirectory) }
        generator = SwiftCodeGenerator(
            schema: schema,
            options: SwiftCodegenOptions(
                accessLevel: config.accessLevel, customScalars: config.customScalars,
                schemaTypesNamespace: config.schemaTypesNamespace))
    }

    /// The plan of every artifact of `definitions`. Each definition's Swift and JSON are made
    /// when the plan is written (see `ArtifactContents`); only the plugin's per-source files
    /// and the schema types, which gather many definitions, are made here.
    mutating func emit(_ definitions: [CompilerOutput.Definition]) -> ArtifactPlan {
        let emitsSwift = config.emit.contains(.swift) || pluginOutputs != nil
        if emitsSwift { diagnostics += generator.nameDiagnostics(for: definitions) }
        // The plugin's files are named after sources, not definitions.
        if pluginOutputs == nil { diagnostics += Self.fileNameDiagnostics(for: definitions, emitsSwift: emitsSwift) }
        if let pluginOutputs { return emitPerSource(definitions, outputs: pluginOutputs) }
        var plan = ArtifactPlan()
        // Every folder that may hold artifacts gets a group, even an empty one, so that the
        // stale files of definitions removed from it are cleaned up.
        for writer in writers { plan.include(writer) }
        // Each file's maker holds this and an index: capturing a definition and the generator
        // by value retained a few dozen names and lists per file, on one core.
        let makers = Makers(generator: generator, definitions: definitions)
        // Everything goes to the artifact directory when there is one; otherwise definitions
        // from one file go to one place, found once.
        let directoryGroup = directoryWriter.map { plan.include($0) }
        if let directoryGroup {
            let filesPerDefinition = (config.emit.contains(.swift) ? 1 : 0) + (config.emit.contains(.json) ? 1 : 0)
            plan.reserveCapacity(definitions.count * filesPerDefinition + 1, inGroup: directoryGroup)
        }
        var placements: [String: (group: Int, folder: String)] = [:]
        for index in definitions.indices {
            let name = definitions[index].name
            let (group, folder): (Int, String)
            if let directoryGroup {
                (group, folder) = (directoryGroup, "")
            } else {
                let source = sourcePath(of: definitions[index])
                if let known = placements[source] {
                    (group, folder) = known
                } else {
                    let (writer, place) = placement(of: source)
                    (group, folder) = (plan.include(writer), place)
                    placements[source] = (group, folder)
                }
            }
            if config.emit.contains(.swift) {
                let swift = ArtifactContents { makers.swift(index) }
                plan.add(folder + GeneratedSwiftFile.fileName(forDefinition: name), swift, toGroup: group)
            }
            if config.emit.contains(.json) {
                let json = ArtifactContents { makers.json(index) }
                plan.add(folder + name + ".json", json, toGroup: group)
            }
        }
        if config.emit.contains(.swift) {
            // Made with the other files, on any core, rather than here alone.
            let schemaTypes = ArtifactContents {
                ArtifactContents.Made(bytes: makers.generator.generateSchemaTypes(for: makers.definitions).bytes)
            }
            let (writer, folder) = placement(of: config.sourceDirectories.first?.path ?? "")
            plan.add(folder + GeneratedSwiftFile.schemaTypesFileName, schemaTypes, to: writer)
        }
        return plan
    }

    /// What every planned file of a compilation is made from, shared by their makers.
    private final class Makers: Sendable {
        let generator: SwiftCodeGenerator
        let definitions: [CompilerOutput.Definition]

        init(generator: SwiftCodeGenerator, definitions: [CompilerOutput.Definition]) {
            self.generator = generator
            self.definitions = definitions
        }

        /// The Swift file of the definition at `index`.
        func swift(_ index: Int) -> ArtifactContents.Made {
            let output = generator.generate(definitions[index])
            return ArtifactContents.Made(
                bytes: output?.files.first?.bytes ?? [], diagnostics: output?.diagnostics ?? [])
        }

        /// The JSON file of the definition at `index`.
        func json(_ index: Int) -> ArtifactContents.Made {
            ArtifactContents.Made(bytes: CompilerOutput.jsonBytes(definitions[index].artifact, asFile: true))
        }
    }

    // MARK: Placement

    /// The writers of the folders artifacts may go to.
    private var writers: [ArtifactWriter] {
        if let directoryWriter { return [directoryWriter] }
        return config.sourceDirectories.map {
            ArtifactWriter(root: $0, scope: .generatedFolders(named: "__generated__"))
        }
    }

    /// The writer for a definition from `sourcePath`, and the folder (relative to its root,
    /// ending in `/` unless empty) its files go to.
    private func placement(of sourcePath: String) -> (ArtifactWriter, String) {
        if let directoryWriter { return (directoryWriter, "") }
        let source = URL(fileURLWithPath: sourcePath).standardizedFileURL
        let root =
            config.sourceDirectories.map(\.standardizedFileURL).first { source.path.hasPrefix($0.path + "/") }
            ?? config.sourceDirectories.first ?? source.deletingLastPathComponent()
        let writer = ArtifactWriter(root: root, scope: .generatedFolders(named: "__generated__"))
        var folder = source.deletingLastPathComponent().path
        folder = folder.hasPrefix(root.path) ? String(folder.dropFirst(root.path.count)) : ""
        folder = folder.split(separator: "/").map { $0 + "/" }.joined()
        return (writer, folder + "__generated__/")
    }

    /// The file a definition was written in (for a generated refetch query, its fragment's).
    private func sourcePath(of definition: CompilerOutput.Definition) -> String {
        switch definition.readerIR {
        case .operation(let operation): operation.location.source.name
        case .fragment(let fragment): fragment.location.source.name
        }
    }

    // MARK: The plugin's per-source files

    /// One file per listed source with every definition it holds, one after the other under a
    /// single header and import, and the schema types file; nothing else.
    private mutating func emitPerSource(
        _ definitions: [CompilerOutput.Definition], outputs: PluginOutputList
    ) -> ArtifactPlan {
        var bodies: [String: [SwiftFileBody]] = [:]
        let generator = generator
        let generated = definitions.concurrentMap { generator.generate($0) }
        for (definition, output) in zip(definitions, generated) {
            guard let output, let file = output.files.first else { continue }
            diagnostics.appendWarningsOnce(output.diagnostics)
            bodies[URL(fileURLWithPath: sourcePath(of: definition)).standardizedFileURL.path, default: []].append(
                SwiftFileBody(file.contents))
        }
        var plan = ArtifactPlan()
        let root = config.artifactDirectory ?? outputs.entries.first?.output.deletingLastPathComponent()
        guard let root else { return plan }
        let writer = ArtifactWriter(root: root, scope: .artifactDirectory)
        for entry in outputs.entries {
            let parts = bodies[entry.source.standardizedFileURL.path] ?? []
            plan.add(
                relativePath(of: entry.output, to: root), ArtifactContents(Array(SwiftFileBody.joined(parts).utf8)),
                to: writer)
        }
        let schemaTypes = generator.generateSchemaTypes(for: definitions)
        plan.add(
            PluginOutputList.schemaTypesFileName, ArtifactContents(schemaTypes.bytes), to: writer)
        return plan
    }

    private func relativePath(of file: URL, to root: URL) -> String {
        let path = file.standardizedFileURL.path, rootPath = root.standardizedFileURL.path
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : file.lastPathComponent
    }
}
