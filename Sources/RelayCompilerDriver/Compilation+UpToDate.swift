import Foundation
import GraphQLSyntax
import RelayCompiler

extension Compilation {
    /// What an `UpToDateStamp` compares besides files: the compiler's version and every
    /// setting, one per line, in a fixed order.
    public func stampSettings(version: String) -> String {
        let paths = { (urls: [URL]) in urls.map(\.path).joined(separator: " ") }
        var lines = [
            "version \(version)",
            "src \(paths(config.sourceDirectories))",
            "schema \(paths(config.schemaFiles))",
            "schemaExtensions \(paths(config.schemaExtensions))",
            "artifactDirectory \(config.artifactDirectory?.path ?? "-")",
            "excludes \(config.excludes.joined(separator: " "))",
            "persistConfig \(config.persistedQueriesFile?.path ?? "-")",
            "emit \(config.emit.rawValue)",
            "config \(config.configFile?.path ?? "-")",
            "plugin \(pluginOutputs.map { MD5.hex($0.text) } ?? "-")",
        ]
        lines += config.customScalars.keys.sorted().map { "customScalar \($0) \(config.customScalars[$0] ?? "")" }
        return lines.joined(separator: "\n")
    }

    /// Every file a run reads, in a fixed order: the compiler's executable, the config, the
    /// schema's files, then the sources.
    public func inputFiles(sources: [String]) -> [String] {
        var files: [String] = []
        if let executable = Bundle.main.executablePath { files.append(executable) }
        if let configFile = config.configFile { files.append(configFile.path) }
        files += (config.schemaFiles + config.schemaExtensions).map(\.path)
        files += sources
        return files
    }

    /// The paths of the sources a run compiles: the plugin's list, or those found under the
    /// source folders.
    public func sourceFiles() throws(Diagnostic) -> [String] {
        if let pluginOutputs { return pluginOutputs.entries.map(\.source.path) }
        return try SourceDiscovery(config: config).findSources().map(\.path)
    }
}
