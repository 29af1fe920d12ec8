/// A problem found in a user's GraphQL: where it is, what was expected and what was found.
public struct Diagnostic: Sendable, Error, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Another place that takes part in the same problem (the first definition of a
    /// duplicated name, the other field of a conflict).
    public struct Note: Sendable {
        public var message: String
        public var source: Source
        public var span: SourceSpan

        public init(_ message: String, source: Source, span: SourceSpan) {
            self.message = message
            self.source = source
            self.span = span
        }
    }

    public var severity: Severity
    public var message: String
    /// The source the problem is in; `nil` for a problem that no text location explains.
    public var source: Source?
    public var span: SourceSpan
    /// The validation rule that found it, named as the reference implementation names it.
    public var rule: String?
    public var notes: [Note]
    /// Changes that would mend the problem, best first (alternatives: apply one at most).
    public var fixIts: [FixIt]

    public init(
        _ severity: Severity = .error, _ message: String, source: Source?, span: SourceSpan,
        rule: String? = nil, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.message = message
        self.source = source
        self.span = span
        self.rule = rule
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The 1-based start of the span, or nil without a source.
    public var location: SourceLocation? { source?.location(of: Int(span.start)) }

    public var description: String { DiagnosticRenderer.text(self) }
}
