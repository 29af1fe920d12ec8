import GraphQLSyntax
import RelayCompiler
import RelaySwiftCodegen

extension ArtifactEmitter {
    /// Errors for definitions whose files could not be written as named: two definitions whose
    /// names differ only in case have one file on a case-insensitive file system (macOS's
    /// default), where the second would silently replace the first; and a definition named as
    /// the schema types' file would replace it. (Generated Swift names are the code
    /// generator's to check: `SwiftCodeGenerator.nameDiagnostics(for:)`.)
    static func fileNameDiagnostics(
        for definitions: [CompilerOutput.Definition], emitsSwift: Bool
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [String: CompilerOutput.Definition] = [:]
        let schemaTypesFile = GeneratedSwiftFile.schemaTypesFileName.lowercased()
        for definition in definitions {
            let location = definition.nameLocation
            let swiftFile = GeneratedSwiftFile.fileName(forDefinition: definition.name)
            if emitsSwift, swiftFile.lowercased() == schemaTypesFile {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "The file of `\(definition.name)`, `\(swiftFile)`, is the file of the schema's enums and input "
                            + "objects; expected another name", source: location.source, span: location.span))
            }
            let key = definition.name.lowercased()
            guard let other = first[key] else {
                first[key] = definition
                continue
            }
            let otherLocation = other.nameLocation
            diagnostics.append(
                Diagnostic(
                    .error,
                    "`\(definition.name)` and `\(other.name)` differ only in case: on a case-insensitive file "
                        + "system (macOS's default) their files are one; expected names that differ otherwise",
                    source: location.source, span: location.span,
                    notes: [
                        Diagnostic.Note(
                            "`\(other.name)` is defined here", source: otherLocation.source, span: otherLocation.span)
                    ]))
        }
        return diagnostics
    }
}
