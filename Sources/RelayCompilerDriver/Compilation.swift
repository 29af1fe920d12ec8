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
        /// Every problem found, in phase order; the plan is empty when any is an error.
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

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Runs every phase; stops after the first phase that reports an error, so that one
    /// mistake is not reported again by every later phase. `sources`, when given, are the
    /// files `sourceFiles()` returned, so that they are not looked for twice. The phases are
    /// timed on `phases`, which may hold the caller's earlier phases.
    public func run(cache: DocumentCache? = nil, sources: [String]? = nil, phases: PhaseClock = PhaseClock())
        -> Output
    {
        var output = Output()
        output.phases = phases
        // The schema is built before the sources are parsed, not beside them: parsing both at
        // once on two threads gained nothing measurable and raised the peak memory by 2 MB
        // (built on a Dispatch worker) to 3.5 MB (on a thread of its own, with its own malloc
        // arena), against a budget of 60 MiB that a cold run of the 2,000-file corpus nears.
        let loaded = SchemaLoader.load(schemaFiles: config.schemaFiles, extensionFiles: config.schemaExtensions)
        output.diagnostics += loaded.diagnostics
        output.phases.lap("schema")
        guard let schema = loaded.schema, !output.hasErrors else { return output }

        let sourceLoad = loadDocuments(sources: sources, cache: cache)
        output.diagnostics += sourceLoad.diagnostics
        output.phases.lap("parse")
        guard let documents = sourceLoad.documents, !output.hasErrors else { return output }

        guard var compiled = compile(documents, schema: schema, into: &output) else { return output }

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

    /// The parsed documents of the project's sources (`sources`, when given, are the files
    /// `sourceFiles()` returned, so that they are not looked for twice); `nil` when the
    /// sources could not be listed.
    private func loadDocuments(
        sources: [String]?, cache: DocumentCache?
    ) -> (documents: [ProjectDocument]?, diagnostics: [Diagnostic]) {
        let paths: [String]
        if let sources {
            paths = sources
        } else {
            do {
                paths = try sourceFiles()
            } catch {
                return (nil, [error])
            }
        }
        return DocumentLoader.load(paths, cache: cache)
    }

    /// Validates and compiles the documents; `nil` after a phase that found an error. (A
    /// function of its own so that the syntax trees are released once compiled.)
    private func compile(
        _ documents: consuming [ProjectDocument], schema: GraphQLSchema, into output: inout Output
    ) -> CompilerOutput? {
        let parsed = (consume documents).map(\.document)
        output.diagnostics += Validator.validate(parsed, against: schema, options: .relay)
        output.phases.lap("validate")
        guard !output.hasErrors else { return nil }

        let compiled = RelayCompiler.compile(documents: consume parsed, schema: schema)
        output.diagnostics += compiled.diagnostics
        output.phases.lap("compile")
        return output.hasErrors ? nil : compiled
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
