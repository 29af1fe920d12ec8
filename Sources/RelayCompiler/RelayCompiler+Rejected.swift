import GraphQLSchema
import GraphQLSyntax

extension RelayCompiler {
    /// What else the compiler finds in a program that validation rejected with `problems`:
    /// every fragment's argument definitions checked (as Relay checks them before its other
    /// stages), and the problems of Relay's stages in the definitions that `problems` leave
    /// alone (see `UntouchedDefinitions`), each reported once. A project's first run then
    /// reports a bad connection key in one file beside a misspelt field in another.
    public static func diagnosticsBesideValidation(
        _ problems: [Diagnostic], documents: [Document], schema: GraphQLSchema, options: CompilerOptions
    ) -> [Diagnostic] {
        let signatures = IRBuilder.signatureDiagnostics(documents: documents, schema: schema)
        return signatures
            + UntouchedDefinitions.compilerDiagnostics(
                documents, problems: problems, schema: schema, options: options, reported: problems + signatures)
    }
}
