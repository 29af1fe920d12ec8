import Dispatch
import Foundation
import GraphQLSyntax
import RelayCompilerDriver

/// The main command: compiles a project's GraphQL into artifacts (see `CompileOptions.help`).
/// With errors it writes nothing and exits 1.
enum CompileCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CompileOptions.parse(arguments: arguments)
        if options.showsHelp {
            print(CompileOptions.help)
            return 0
        }
        var printer = DiagnosticPrinter(format: options.diagnosticFormat == .json ? .json : .text)
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let config: CompilerConfig
        do {
            config = try options.resolveConfig(workingDirectory: workingDirectory)
        } catch {
            error.diagnostics.forEach { printer.report($0) }
            return 1
        }
        let compilation: Compilation
        do {
            let outputs = try options.pluginOutputList.map { (list) throws(Diagnostic) in
                try PluginOutputList.read(from: URL(fileURLWithPath: list, relativeTo: workingDirectory))
            }
            compilation = Compilation(config: config, pluginOutputs: outputs)
        } catch {
            printer.report(error)
            return 1
        }
        guard options.watch else { return compileOnce(compilation, options: options, printer: &printer) }
        watch(compilation, options: options)
    }

    /// One run: report, then write (or with `--validate`, list what is out of date). Outside
    /// `--watch`, a run whose inputs and outputs are as the last successful run left them
    /// (see `UpToDateStamp`) does nothing; `--force` compiles regardless.
    static func compileOnce(
        _ compilation: Compilation, options: CompileOptions, printer: inout DiagnosticPrinter,
        cache: DocumentCache? = nil
    ) -> Int32 {
        let start = DispatchTime.now().uptimeNanoseconds
        var phases = PhaseClock()
        let runStart = UpToDateStamp.now()
        let sources: [String]
        do {
            sources = try compilation.sourceFiles()
        } catch {
            printer.report(error)
            return 1
        }
        let usesStamp = cache == nil && !options.force
        let settings = compilation.stampSettings(version: CommandLineTool.version)
        let inputs = compilation.inputFiles(sources: sources)
        let stampFile = usesStamp ? UpToDateStamp.location(settings: settings) : nil
        if let stampFile, let stamp = UpToDateStamp.read(from: stampFile),
            stamp.isCurrent(settings: settings, inputs: inputs)
        {
            if options.verbose { say("up to date: no input or output changed since the last run", options) }
            if !options.validateOnly {
                summarize(
                    operations: stamp.operationCount, fragments: stamp.fragmentCount, written: 0,
                    unchanged: stamp.outputFileCount, removed: 0, since: start, options)
            }
            return 0
        }

        phases.lap("sources")
        var output = compilation.run(cache: cache, sources: sources, phases: phases)
        // A single run's output (IR, artifacts, sources) is kept for the process's last moments:
        // freeing it object by object takes longer than the exit that would free it at once.
        if cache == nil { keepUntilExit(output) }
        output.diagnostics.forEach { printer.report($0) }
        guard !output.hasErrors else { return 1 }

        let report: ArtifactReport
        do {
            report = try output.plan.write(dryRun: options.validateOnly)
            if !options.validateOnly, let file = compilation.config.persistedQueriesFile,
                let queries = output.persistedQueries
            {
                _ = try queries.merge(intoFileAt: file)
            }
        } catch {
            printer.report(error)
            return 1
        }
        output.phases.lap(options.validateOnly ? "compare" : "write")
        report.diagnostics.forEach { printer.report($0) }
        if options.validateOnly {
            report.pendingChanges.forEach { say($0, options) }
            return report.isUpToDate ? 0 : 1
        }
        if let stampFile {
            let outputs = report.files + (compilation.config.persistedQueriesFile.map { [$0.path] } ?? [])
            let knownInputs = Dictionary(output.sourceStamps, uniquingKeysWith: { _, last in last })
            UpToDateStamp(
                settings: settings, operationCount: output.operationCount, fragmentCount: output.fragmentCount,
                inputs: inputs, outputs: outputs, runStart: runStart, knownInputs: knownInputs,
                knownOutputs: report.stamps)?.save(to: stampFile)
            output.phases.lap("stamp")
        }
        if options.verbose {
            for lap in output.phases.laps {
                say(String(format: "%@: %.1f ms (%.2f cores)", lap.phase, lap.seconds * 1000, lap.cores), options)
            }
            for path in report.created + report.updated { say("wrote \(path)", options) }
            for path in report.removed { say("removed \(path)", options) }
        }
        summarize(
            operations: output.operationCount, fragments: output.fragmentCount,
            written: report.created.count + report.updated.count, unchanged: report.unchanged.count,
            removed: report.removed.count, since: start, options)
        return 0
    }

    /// Leaks `value` on purpose (as clang's `-disable-free` does), for a process about to exit.
    private static func keepUntilExit<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    /// The line closing every run: `3 operations, 1 fragment, 2 files written (6 unchanged, 0 removed) in 41 ms`.
    private static func summarize(
        operations: Int, fragments: Int, written: Int, unchanged: Int, removed: Int, since start: UInt64,
        _ options: CompileOptions
    ) {
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        say(
            "\(counted(operations, "operation")), \(counted(fragments, "fragment")), \(counted(written, "file")) written "
                + "(\(unchanged) unchanged, \(removed) removed) " + String(format: "in %.0f ms", milliseconds), options)
    }

    /// `1 file`, `2 files`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Compiles, then again whenever a source, the schema or the config changes; runs until
    /// interrupted and keeps going through errors. Unchanged files are not parsed again.
    static func watch(_ compilation: Compilation, options: CompileOptions) -> Never {
        let cache = DocumentCache()
        let lock = NSLock()
        @Sendable func compile() {
            lock.withLock {
                var printer = DiagnosticPrinter(format: options.diagnosticFormat == .json ? .json : .text)
                _ = compileOnce(compilation, options: options, printer: &printer, cache: cache)
            }
        }
        compile()
        let config = compilation.config
        let watcher = PollingWatcher(
            milliseconds: 300,
            files: {
                let sources = ((try? compilation.sourceFiles()) ?? []).map { URL(fileURLWithPath: $0) }
                return sources + config.schemaFiles + config.schemaExtensions + (config.configFile.map { [$0] } ?? [])
            },
            onChange: { _ in compile() },
            onError: { error in FileHandle.standardError.write(Data("relay-swift-compiler: \(error)\n".utf8)) })
        watcher.start()
        withExtendedLifetime(watcher) { dispatchMain() }
    }

    /// Prints a line of the command's own output: to standard output, or to standard error
    /// when standard output carries JSON Lines.
    private static func say(_ line: String, _ options: CompileOptions) {
        if options.diagnosticFormat == .json {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        } else {
            print(line)
            // Standard output is buffered when it is not a terminal (a pipe, a log file, an
            // IDE's console): a watching run's lines would wait there until it exits, which it
            // does by being interrupted, losing them. (`nil`: every stream, no global named.)
            fflush(nil)
        }
    }
}

/// A value `CompileCommand.keepUntilExit` holds on to.
private final class KeptUntilExit<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
