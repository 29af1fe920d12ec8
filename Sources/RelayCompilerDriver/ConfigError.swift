import GraphQLSyntax

/// What is wrong with a project's settings: every problem found in its config file (each
/// pointing at the place in the file), or a setting that neither the file nor a flag gives.
public struct ConfigError: Error, Sendable {
    /// The problems, in the order of the file; never empty.
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public init(_ diagnostic: Diagnostic) { self.init([diagnostic]) }
}
