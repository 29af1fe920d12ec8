import Foundation
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import RelayCompiler
import RelayCompilerDriver
import RelaySwiftCodegen

/// `relay-swift-compiler bench`: the peer benchmark of ../shared/bench/README.md.
///
/// Reads every input before timing, then times each phase: with `--once`, one call; otherwise
/// one warm-up call and the best of `--runs` calls, freeing the previous result first so that
/// every call starts from the same heap. Prints per-phase times on standard error and one JSON
/// line on standard output.
enum BenchCommand {
    static let help = """
        USAGE: relay-swift-compiler bench --inputs DIR (--runs N | --once) [--only PHASE]...

        Phases: github.schema.parse, github.schema.build, artsy.schema.parse, artsy.schema.build,
        ops.parse, ops.validate, ops.compile, ops.codegen, swift.extract, runtime.normalize, runtime.mutate,
        runtime.mutate.100k.
        DIR holds github-schema.valid.graphql, artsy-metaphysics-schema-v2.graphql,
        github-ops-2000/graphql/*.graphql and github-ops-2000/swift/*.swift
        (../shared/bench-inputs). --only runs the named
        phases (and what they need) alone, for profiling.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, valued: ["--inputs", "--runs", "--only"], boolean: ["--once", "--help"])
        if parsed.flags.contains("--help") {
            print(help)
            return 0
        }
        guard let inputs = parsed.value("--inputs") else { throw UsageError("bench: --inputs DIR is required") }
        let once = parsed.flags.contains("--once")
        var runs = 5
        if let raw = parsed.value("--runs") {
            guard let value = Int(raw), value > 0 else { throw UsageError("bench: --runs takes a positive number") }
            runs = value
        }
        var bench = Bench(runs: once ? 1 : runs, warmUp: !once, only: parsed.options["--only"].map(Set.init))
        var errors = 0
        var githubSchema: GraphQLSchema?

        for (tag, file) in [
            ("github", "github-schema.valid.graphql"), ("artsy", "artsy-metaphysics-schema-v2.graphql"),
        ] {
            let source = try readInput("\(inputs)/\(file)")
            let parsed = bench.phase("\(tag).schema.parse", bytes: source.byteCount) {
                try? Parser.parseDocument(source)
            }
            // Parsed again, untimed, when only the build is measured.
            guard let document = parsed ?? (try? Parser.parseDocument(source)) else {
                errors += 1
                continue
            }
            let built = bench.phase("\(tag).schema.build") { GraphQLSchema.build(from: [document]) }
            errors += built?.diagnostics.count ?? 0
            if tag == "github" { githubSchema = (built ?? GraphQLSchema.build(from: [document])).schema }
        }

        let directory = "\(inputs)/github-ops-2000/graphql"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        let sources = try files.map { try readInput("\(directory)/\($0)") }
        let parseAll = {
            let context = ParseContext()
            return sources.compactMap { try? Parser.parseDocument($0, context: context) }
        }
        let timed = bench.phase("ops.parse", bytes: sources.reduce(0) { $0 + $1.byteCount }, parseAll)
        let documents = timed ?? parseAll()
        errors += sources.count - documents.count
        if let schema = githubSchema {
            // All 2,000 documents as one program, every rule of the specification.
            let diagnostics = bench.phase("ops.validate") { Validator.validate(documents, against: schema) }
            errors += diagnostics?.count ?? 0
            // Relay's stages on the validated program: IR, transforms, reader and normalization
            // ASTs, query texts and every artifact encoded as JSON, in memory.
            let compiled = bench.phase("ops.compile") { compileToJSON(documents, schema: schema) }
            errors += compiled?.errors ?? 0
            // The same, to Swift source instead of JSON: what the command writes by default.
            let generated = bench.phase("ops.codegen") { compileToSwift(documents, schema: schema) }
            errors += generated?.errors ?? 0
        }

        let extracted = try SwiftExtractBench.run(&bench, inputs: inputs, errors: &errors)
        errors += RuntimeBench.run(&bench)

        print(
            bench.json(
                peer: "relay-swift \(CommandLineTool.version)", documents: sources.count, errors: errors,
                extracted: extracted))
        return 0
    }
}

extension BenchCommand {
    /// Compiles the documents and encodes every artifact, on every core as the command does:
    /// the JSON bytes and the error count.
    static func compileToJSON(_ documents: [Document], schema: GraphQLSchema) -> (bytes: Int, errors: Int) {
        let output = RelayCompiler.compile(documents: documents, schema: schema)
        let bytes = output.definitions.concurrentMap { CompilerOutput.jsonBytes($0.artifact, asFile: true).count }
        return (bytes.reduce(0, +), output.diagnostics.count)
    }

    /// Compiles the documents and generates every Swift file, on every core as the command
    /// does: the bytes and the error count.
    static func compileToSwift(_ documents: [Document], schema: GraphQLSchema) -> (bytes: Int, errors: Int) {
        let output = RelayCompiler.compile(documents: documents, schema: schema)
        let generator = SwiftCodeGenerator(schema: schema)
        let generated = output.definitions.concurrentMap { definition -> (bytes: Int, errors: Int) in
            guard let files = generator.generate(definition) else { return (0, 0) }
            return (
                files.files.reduce(0) { $0 + $1.bytes.count },
                files.diagnostics.count(where: { $0.severity == .error })
            )
        }
        let schemaTypes = generator.generateSchemaTypes(for: output.definitions)
        return (
            generated.reduce(schemaTypes.bytes.count) { $0 + $1.bytes },
            generated.reduce(output.diagnostics.count) { $0 + $1.errors }
        )
    }
}

/// Times phases and formats the peer contract's JSON line.
struct Bench {
    let runs: Int
    let warmUp: Bool
    /// The phases to run; nil for all.
    let only: Set<String>?
    private var results: [(name: String, milliseconds: Double, bytes: Int?)] = []
    private let clock = ContinuousClock()

    init(runs: Int, warmUp: Bool, only: Set<String>? = nil) {
        self.runs = runs
        self.warmUp = warmUp
        self.only = only
    }

    /// Whether the phase `name` is among those to run.
    func selects(_ name: String) -> Bool { only.map { $0.contains(name) } ?? true }

    /// Times `body`; nil when the phase is not among those to run.
    mutating func phase<T>(_ name: String, bytes: Int? = nil, _ body: () -> T) -> T? {
        if let only, !only.contains(name) { return nil }
        var result: T? = warmUp ? body() : nil
        var best = Double.infinity
        for _ in 0..<runs {
            result = nil
            let start = clock.now
            result = body()
            let elapsed = clock.now - start
            best = min(best, Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        results.append((name, best, bytes))
        let rate = bytes.map { String(format: " (%.1f MB/s)", Double($0) / best / 1e3) } ?? ""
        FileHandle.standardError.write(Data("\(name): \(String(format: "%.2f", best)) ms\(rate)\n".utf8))
        // `runs` is at least 1, so the loop assigned a result.
        return result ?? body()
    }

    /// The peer contract's line; `extracted` (tags found by `swift.extract`) is left out when
    /// that phase did not run.
    func json(peer: String, documents: Int, errors: Int, extracted: Int? = nil) -> String {
        let phases = results.map { result in
            let bytes = result.bytes.map { ", \"bytes\": \($0)" } ?? ""
            return "\"\(result.name)\": {\"ms\": \(String(format: "%.3f", result.milliseconds))\(bytes)}"
        }
        return "{\"peer\": \"\(peer)\", \"mode\": \"\(warmUp ? "best-of-\(runs)" : "once")\", "
            + "\"documents\": \(documents), \"validation_errors\": \(errors), "
            + (extracted.map { "\"extracted\": \($0), " } ?? "")
            + "\"peak_rss_kb\": \(peakResidentKilobytes()), \"phases\": {\(phases.joined(separator: ", "))}}"
    }
}

/// The process's peak resident set size, in KiB.
func peakResidentKilobytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
    #else
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss / 1024  // bytes on Apple platforms
    #endif
}
