import GraphQLSchema
import GraphQLSyntax

/// The input of one of Relay's `compile_relay_artifacts` fixtures, read apart: the documents,
/// then sections that start with a line `%name%` (or `# %name%`): `extensions`, client schema
/// extensions; `project_config`, the project's configuration (not read).
struct RelayFixtureInput {
    var documents = ""
    var schemaExtensions: String?

    init(_ text: String) {
        var section = "documents"
        var sections: [String: [Substring]] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let marker = line.drop { $0 == "#" || $0 == " " }
            if marker.count > 2, marker.hasPrefix("%"), marker.hasSuffix("%") {
                section = String(marker.dropFirst().dropLast())
                continue
            }
            sections[section, default: []].append(line)
        }
        documents = sections["documents"]?.joined(separator: "\n") ?? ""
        schemaExtensions = sections["extensions"]?.joined(separator: "\n")
    }

    /// `base` with the fixture's schema extensions applied (`base` itself when it has none),
    /// or nil with the extensions' errors; `name` names their source.
    func schema(extending base: GraphQLSchema, name: String, checks: SchemaChecks = .all) throws(Diagnostic) -> (
        schema: GraphQLSchema?, diagnostics: [Diagnostic]
    ) {
        guard let schemaExtensions else { return (base, []) }
        let document = try Parser.parseDocument(Source(text: schemaExtensions, name: name))
        return GraphQLSchema.build(from: [document], extending: base, checks: checks)
    }
}
