import Foundation
import GraphQLSchema
import GraphQLSyntax

/// Reads, parses and builds a project's schema: the schema's files as one schema, then the
/// client schema extensions on top of it. A schema file ending in `.json` is the result of the
/// introspection query (`IntrospectionSchema`).
public enum SchemaLoader {
    /// The schema, or `nil` with the reasons. A file that cannot be read is a diagnostic
    /// naming it, like a syntax or type-system error.
    public static func load(
        schemaFiles: [URL], extensionFiles: [URL] = [], context: ParseContext = ParseContext()
    ) -> (schema: GraphQLSchema?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let schemaDocuments = parse(schemaFiles, context: context, diagnostics: &diagnostics)
        let extensionDocuments = parse(extensionFiles, context: context, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else { return (nil, diagnostics) }

        var built = GraphQLSchema.build(from: schemaDocuments)
        // A problem of the schema as a whole (no query type) has no place in a file: it names
        // the files instead, so that an empty or wrong schema file is found.
        let files = schemaFiles.map(\.path).joined(separator: ", ")
        built.diagnostics = built.diagnostics.map { diagnostic in
            guard diagnostic.source == nil else { return diagnostic }
            var named = diagnostic
            named.message = "\(files): \(diagnostic.message)"
            return named
        }
        guard let schema = built.schema, !extensionDocuments.isEmpty else { return built }
        return GraphQLSchema.build(from: extensionDocuments, extending: schema)
    }

    /// A schema file's SDL: the file itself, or for an introspection result (a name ending in
    /// `.json`) the SDL it amounts to, named after it, where problems with the types it
    /// describes are then reported.
    public static func sdl(of source: Source) throws(Diagnostic) -> Source {
        guard source.name.lowercased().hasSuffix(".json") else { return source }
        return Source(text: try IntrospectionSchema.sdl(from: source), name: source.name + " (as SDL)")
    }

    private static func parse(_ files: [URL], context: ParseContext, diagnostics: inout [Diagnostic]) -> [Document] {
        files.compactMap { file in
            do {
                let source = try sdl(of: Source(contentsOfFile: file.path))
                return try Parser.parseDocument(source, context: context, allowsEmpty: true)
            } catch let error as Diagnostic {
                diagnostics.append(error)
            } catch {
                diagnostics.append(Diagnostic(.error, "cannot read the schema: \(error)", source: nil, span: .none))
            }
            return nil
        }
    }
}
