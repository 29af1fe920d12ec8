extension Diagnostic {
    /// A change to the source that would mend the problem: the text at `span` (of the
    /// diagnostic's own source) replaced with `replacement`. Shown under the caret, listed
    /// in JSON for editors and tools to offer; the compiler itself never applies one (it
    /// touches no file it did not generate).
    public struct FixIt: Sendable, Equatable {
        /// What the change does, in a few words: "replace 'nmae' with 'name'".
        public var message: String
        public var span: SourceSpan
        public var replacement: String

        public init(_ message: String, span: SourceSpan, replacement: String) {
            self.message = message
            self.span = span
            self.replacement = replacement
        }
    }
}
