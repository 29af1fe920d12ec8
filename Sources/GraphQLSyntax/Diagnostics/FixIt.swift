extension Diagnostic {
    /// A change to the source that would mend the problem: the text at `span` (of the
    /// diagnostic's own source) replaced with `replacement`. Shown under the caret, listed
    /// in JSON for editors and tools to offer; the compiler itself never applies one (it
    /// touches no file it did not generate).
    public struct FixIt: Sendable, Equatable {
        /// What the change does, in a few words: "replace 'nmae' with 'name'".
        public var message: String
        public var span: SourceSpan
        /// The GraphQL text to put there. (Renderers show it as the file would hold it: for
        /// GraphQL in a Swift string literal, escaped as that literal writes text.)
        public var replacement: String

        public init(_ message: String, span: SourceSpan, replacement: String) {
            self.message = message
            self.span = span
            self.replacement = replacement
        }
    }
}
