import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import RelayCompiler
import RelayNodes
import RelaySwiftCodegen

/// One run of the compiler over a project, in memory: the sources in, the files to write out.
/// Nothing here touches the disk except to read; `ArtifactPlan.write` does the writing, and
/// only when the run found no error.
public struct Compilation: Sendable {
    /// What to compile and where its artifacts go.
    public var config: CompilerConfig
    /// The build tool plugin's per-source output list, when the plugin runs the compiler.
    public var pluginOutputs: PluginOutputList?

    /// A compilation of `config`'s project (of the plugin's listed sources, when given).
    public init(config: CompilerConfig, pluginOutputs: PluginOutputList? = nil) {
        self.config = config
        self.pluginOutputs = pluginOutputs
    }

    /// What a run produced.
    public struct Output: Sendable {
        /// Every problem found, in reading order (`sortedByPosition`); the plan is empty when
        /// any is an error.
        public var diagnostics: [Diagnostic] = []
        /// The files to write.
        public var plan = ArtifactPlan()
        /// The persisted queries (id → text) when `persistConfig` is set.
        public var persistedQueries: PersistedQueries?
        /// How many operations (user-written and generated refetch queries) and fragments.
        public var operationCount = 0
        /// How many fragments.
        public var fragmentCount = 0
        /// The wall and CPU time of each phase, in order.
        public var phases = PhaseClock()
        /// The source files read and their stamps as of the read (see `LoadedSources`).
        public var sourceStamps: [(file: String, stamp: FileStamp)] = []

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Runs every phase; stops after the first phase that reports an error, so that one
    /// mistake is not reported again by every later phase (after validation's problems, only
    /// the definitions they leave alone go on: `RelayCompiler.diagnosticsBesideValidation`).
    /// `sources`, when given, are the files `sourceFiles()` returned, so that they are not
    /// looked for twice. The phases are timed on `phases`, which may hold the caller's earlier
    /// phases.
    public func run(cache: DocumentCache? = nil, sources: [String]? = nil, phases: PhaseClock = PhaseClock())
        -> Output
    {
        var output = runPhases(cache: cache, sources: sources, phases: phases)
        output.diagnostics = output.diagnostics.sortedByPosition()
        return output
    }

    private func runPhases(cache: DocumentCache?, sources: [String]?, phases: PhaseClock) -> Output {
        var output = Output()
        output.phases = phases
        let (loaded, sourceLoad) = loadSchemaAndDocuments(sources: sources, cache: cache)
        // Schema errors come alone: the sources cannot be checked against a broken schema.
        output.diagnostics += loaded.diagnostics
        guard let schema = loaded.schema, !output.hasErrors else { return output }
        output.diagnostics += config.customScalarDiagnostics(schema: schema)
        output.diagnostics += sourceLoad.diagnostics
        output.sourceStamps = sourceLoad.stamps
        output.phases.lap("schema and parse")
        guard !output.hasErrors else { return output }

        guard var compiled = compile((consume sourceLoad).documents, schema: schema, into: &output) else {
            return output
        }

        if config.persistedQueriesFile != nil {
            output.persistedQueries = Self.persist(&compiled.definitions)
        }
        // Counted by index: `count(where:)` copied each definition, retaining everything it
        // holds (2–3 ms, the objects being cold in this core's cache).
        let definitions = compiled.definitions
        output.fragmentCount = definitions.indices.count { definitions[$0].kind == .fragment }
        output.operationCount = definitions.count - output.fragmentCount

        var emitter = ArtifactEmitter(config: config, pluginOutputs: pluginOutputs, schema: schema)
        output.plan = emitter.emit(compiled.definitions)
        output.diagnostics += emitter.diagnostics
        output.phases.lap("generate")
        if output.hasErrors { output.plan = ArtifactPlan() }
        return output
    }

    /// The schema, and the parsed documents of the project's sources (`sources`, when given,
    /// are the files `sourceFiles()` returned, so that they are not looked for twice; when the
    /// sources cannot be listed, the error is the only diagnostic).
    ///
    /// Without a cache, the schema is built on one of the threads that parse the sources, as
    /// one more of their tasks: built first, alone, it kept one core idle (a fifth of a cold
    /// run's time before compiling). A thread of its own for it raised the peak memory by
    /// 2–3.5 MB, with a malloc arena of its own; the parsing threads have theirs already.
    private func loadSchemaAndDocuments(
        sources: [String]?, cache: DocumentCache?
    ) -> (
        schema: (schema: GraphQLSchema?, diagnostics: [Diagnostic]),
        documents: LoadedSources
    ) {
        let config = config
        let loadSchema = { @Sendable in
            SchemaLoader.load(schemaFiles: config.schemaFiles, extensionFiles: config.schemaExtensions)
        }
        let paths: [String]
        if let sources {
            paths = sources
        } else {
            do {
                paths = try sourceFiles()
            } catch {
                var failed = LoadedSources()
                failed.diagnostics = [error]
                return (loadSchema(), failed)
            }
        }
        guard cache == nil else { return (loadSchema(), DocumentLoader.load(paths, cache: cache)) }
        let loaded = DocumentLoader.load(paths, alongside: loadSchema)
        return (loaded.job, loaded.sources)
    }

    /// Validates and compiles the documents; `nil` after a phase that found an error. (A
    /// function of its own so that the syntax trees are released once compiled.)
    private func compile(
        _ documents: consuming [ProjectDocument], schema: GraphQLSchema, into output: inout Output
    ) -> CompilerOutput? {
        let parsed = (consume documents).map(\.document)
        let problems = Validator.validate(parsed, against: schema, options: .relay).map { $0.withProjectHint() }
        output.diagnostics += problems
        output.phases.lap("validate")
        guard !output.hasErrors else {
            output.diagnostics += RelayCompiler.diagnosticsBesideValidation(
                problems, documents: parsed, schema: schema, options: compilerOptions)
            return nil
        }

        let compiled = RelayCompiler.compile(documents: consume parsed, schema: schema, options: compilerOptions)
        output.diagnostics += compiled.diagnostics
        output.phases.lap("compile")
        return output.hasErrors ? nil : compiled
    }

    private var compilerOptions: CompilerOptions {
        CompilerOptions(
            selectsFetchToken: config.enableTokenField, enforcesFragmentAliases: config.enforceFragmentAliases,
            nodeInterfaceIdField: config.nodeInterfaceIdField,
            prefersFetchableInRefetchQueries: config.preferFetchableInRefetchQueries)
    }

    /// Replaces each operation's text by its persisted id (Relay's `persistConfig`), and
    /// returns the id → text map.
    private static func persist(_ definitions: inout [CompilerOutput.Definition]) -> PersistedQueries {
        var queries = PersistedQueries()
        for index in definitions.indices {
            guard case .request(var request) = definitions[index].artifact, let text = request.params.text else {
                continue
            }
            request.params.id = queries.add(text: text)
            request.params.text = nil
            definitions[index].artifact = .request(request)
        }
        return queries
    }
}
