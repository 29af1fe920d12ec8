import GraphQLSchema
import GraphQLSyntax

extension RelayCompiler {
    /// What else the compiler finds in a program that validation rejected: every fragment's
    /// argument definitions checked (as Relay checks them before its other stages), and the
    /// problems of Relay's stages in the definitions that neither `problems` nor those leave
    /// alone (see `UntouchedDefinitions`). A project's first run then reports a bad connection key
    /// in one file beside a misspelt field in another.
    ///
    /// `problems` are validation's problems with `documents` (at least one error, each at a place
    /// in a document's own `Source`). The definitions left alone are validated again and compiled:
    /// with one problem in a large project, nearly the work of a run that succeeds. A check that
    /// weighs every fragment against the others (which type a provided variable has, by the most
    /// fragments' vote) weighs only those.
    public static func diagnosticsBesideValidation(
        _ problems: [Diagnostic], documents: [Document], schema: GraphQLSchema, options: CompilerOptions
    ) -> [Diagnostic] {
        let signatures = IRBuilder.signatureDiagnostics(documents: documents, schema: schema)
        return signatures
            + UntouchedDefinitions.compilerDiagnostics(
                documents, problems: problems + signatures, schema: schema, options: options)
    }
}
