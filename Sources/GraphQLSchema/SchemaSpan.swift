import GraphQLSyntax

/// Where a part of a schema was written: which of the schema's sources, and the span in it.
///
/// Turn it into a `Source` with `GraphQLSchema.source(of:)`; built-in definitions are written
/// in the schema's built-in source (`GraphQLSchema.builtInSourceName`).
public struct SchemaSpan: Hashable, Sendable {
    /// The position of the source in `GraphQLSchema.sources`.
    public var sourceIndex: Int32
    /// The bytes of the definition in that source.
    public var span: SourceSpan

    /// Creates a location from a source position and a span.
    public init(sourceIndex: Int32, span: SourceSpan) {
        self.sourceIndex = sourceIndex
        self.span = span
    }
}
