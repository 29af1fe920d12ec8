import GraphQLSchema
import GraphQLSyntax

/// Relay's typed intermediate representation: executable definitions resolved against the
/// schema, after validation. Every transform takes IR and returns IR; the artifact builders
/// and the code generator read it.
///
/// Compared with the AST, names are resolved to schema types (`TypeID`,
/// `SchemaTypeReference`), values are detached from the source text, and Relay's client-side
/// concepts have their own nodes (`Condition`, `ClientExtension`, `FieldHandle`) so that a
/// transform lowers a directive once and later stages never look at directives again.
public enum IR {}

extension IR {
    /// Where an IR node came from, for diagnostics. Nodes a transform generates carry the
    /// location of what they were generated for.
    public struct Location: Sendable {
        /// The document the node was read from.
        public var source: Source
        /// The node's span in that document.
        public var span: SourceSpan

        /// Creates a location.
        public init(source: Source, span: SourceSpan) {
            self.source = source
            self.span = span
        }
    }

    /// A name as written, with its location.
    public struct Name: Sendable {
        /// The name.
        public var value: String
        /// Where it was written.
        public var location: Location

        /// Creates a name.
        public init(_ value: String, location: Location) {
            self.value = value
            self.location = location
        }
    }
}
