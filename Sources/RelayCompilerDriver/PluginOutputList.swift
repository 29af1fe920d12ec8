import Foundation
import GraphQLSyntax

/// The contract between the SwiftPM build tool plugin and the compiler (`--plugin-outputs FILE`).
///
/// A build tool command must name its outputs before it runs, so in this mode the compiler
/// writes exactly the files the plugin declared, and nothing else:
///
/// - The plugin calls `relay-swift-compiler [--config CONFIG] --schema SCHEMA [--schema EXT]...
///   --src TARGET_DIR --artifact-directory WORK_DIR --emit swift --plugin-outputs WORK_DIR/outputs.txt`.
/// - `outputs.txt` is UTF-8 text, one line per source file, `SOURCE<TAB>OUTPUT` (both absolute
///   paths; lines end with `\n`; empty lines are ignored). SOURCE is any `.graphql` or `.swift`
///   file of the target other than the schema's own files (every Swift file, because SwiftPM
///   asks the plugin again only when files are added or removed, not when a file gains a
///   `graphql(` tag); OUTPUT is `WORK_DIR/<file name>.graphql.swift`
///   (when two sources share a file name, the plugin prefixes the later ones' output names with
///   their folder path relative to the target, `/` written as `_`).
/// - Only the listed sources are compiled (the schema files are read as usual). For each line the
///   compiler writes to OUTPUT the Swift artifacts of every operation and fragment defined in
///   SOURCE, one after the other, under one generated header. A source defining nothing still
///   gets its OUTPUT, holding the header alone, so that every declared output exists.
/// - The enums and input objects the artifacts use are written once, to
///   `WORK_DIR/RelaySchemaTypes.graphql.swift` (`schemaTypesFileName`), so that two outputs never
///   define the same type; it is written even when empty.
/// - The files are written with `ArtifactWriter` (unchanged bytes are not rewritten, so that
///   SwiftPM does not recompile the target), and any other `….graphql.swift` file in WORK_DIR
///   that carries the generated header is removed. On any error nothing is written and the exit status is 1.
public struct PluginOutputList: Sendable, Equatable {
    /// One source and the file its artifacts go to.
    public struct Entry: Sendable, Equatable {
        /// The `.graphql` or `.swift` source.
        public var source: URL
        /// `<artifact directory>/<file name>.graphql.swift`.
        public var output: URL

        /// Creates an entry.
        public init(source: URL, output: URL) {
            self.source = source
            self.output = output
        }
    }

    /// The sources in the order listed.
    public var entries: [Entry]

    /// The file, in the artifact directory, that holds the schema's enums and input objects.
    public static let schemaTypesFileName = "RelaySchemaTypes.graphql.swift"

    /// Creates a list.
    public init(entries: [Entry]) { self.entries = entries }

    /// The list's text, in the form the plugin writes.
    public var text: String {
        entries.map { "\($0.source.path)\t\($0.output.path)\n" }.joined()
    }

    /// Reads a list. A line without exactly one tab, or with a relative path, is a diagnostic
    /// pointing at it.
    public static func read(from file: URL) throws(Diagnostic) -> PluginOutputList {
        let source: Source
        do {
            source = try Source(contentsOfFile: file.path)
        } catch {
            throw Diagnostic(
                .error, "cannot read the plugin's output list '\(file.path)': \(error)", source: nil, span: .none)
        }
        return try parse(source)
    }

    /// Reads a list from its text.
    public static func parse(_ source: Source) throws(Diagnostic) -> PluginOutputList {
        var entries: [Entry] = []
        var offset = 0
        for line in source.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            defer { offset += line.count + 1 }
            guard !line.isEmpty else { continue }
            let span = SourceSpan(start: offset, end: offset + line.count)
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            let paths = fields.map { String(decoding: $0, as: UTF8.self) }
            guard paths.count == 2, paths.allSatisfy({ $0.hasPrefix("/") }) else {
                throw Diagnostic(
                    .error,
                    "expected a line 'SOURCE<TAB>OUTPUT' of two absolute paths, found "
                        + (paths.count == 2 ? "a relative path" : "\(paths.count) fields"),
                    source: source, span: span)
            }
            entries.append(Entry(source: URL(fileURLWithPath: paths[0]), output: URL(fileURLWithPath: paths[1])))
        }
        return PluginOutputList(entries: entries)
    }
}
