import GraphQLSchema
import GraphQLSyntax

extension CompilerConfig {
    /// Errors, at their names in the config, for `customScalarTypes` entries that name no custom
    /// scalar of `schema`: a misspelt name would otherwise leave the scalar it meant as a
    /// `String` with no more than a warning, and a built-in scalar's Swift type is fixed.
    func customScalarDiagnostics(schema: GraphQLSchema) -> [Diagnostic] {
        let schemaScalars = schema.types.filter { $0.kind == .scalar && !GraphQLSchema.standardScalarNames.contains($0.name) }
        return customScalars.keys.sorted().compactMap { name in
            let problem: String
            if let id = schema.typeID(named: name) {
                let type = schema[id]
                if type.kind == .scalar {
                    guard GraphQLSchema.standardScalarNames.contains(name) else { return nil }
                    problem = "is a built-in scalar, whose Swift type is fixed"
                } else {
                    problem = "is not a scalar"
                }
            } else {
                let similar = Suggestions.list(for: name, among: schemaScalars.map(\.name), limit: 3)
                problem = "is not a type of the schema." + Suggestions.didYouMean(similar)
            }
            let message = "\"customScalarTypes\" maps `\(name)`, which \(problem)"
            guard let place = customScalarPlaces[name] else {
                return Diagnostic(.error, message, source: nil, span: .none)
            }
            return Diagnostic(.error, message, source: place.source, span: place.span)
        }
    }
}
