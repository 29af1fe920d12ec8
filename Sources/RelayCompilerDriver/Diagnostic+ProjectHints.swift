import GraphQLSyntax

extension Diagnostic {
    /// The diagnostic with a note on what a project's user likely meant, where the rule that
    /// found it cannot know: a type definition or extension among the sources (schema
    /// extensions have files of their own), or a directive Relay has that this compiler does not.
    func withProjectHint() -> Diagnostic {
        guard let source, let hint = projectHint else { return self }
        var hinted = self
        hinted.notes.append(Note(hint, source: source, span: span))
        return hinted
    }

    private var projectHint: String? {
        switch rule {
        case "ExecutableDefinitions":
            return "types and type extensions go in the schema, or, for fields of the client's own, in the "
                + "files \"schemaExtensions\" lists in relay.config.json"
        case "KnownDirectives":
            guard let source else { return nil }
            let written = source.text(in: span)
            let name = written.drop { $0 == "@" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard Self.unsupportedRelayDirectives.contains(String(name)) else { return nil }
            return "@\(name) is one of Relay's directives that relay-swift-compiler does not support"
        default:
            return nil
        }
    }

    /// Relay directives outside what this compiler implements (incremental delivery, modules,
    /// resolvers and the like), which a Relay user may well write.
    private static let unsupportedRelayDirectives: Set<String> = [
        "defer", "stream", "stream_connection", "match", "module", "catch", "updatable", "assignable",
        "preloadable", "prefetchable_pagination", "no_inline", "relay_resolver",
        "relay_client_component", "as_actor", "waterfall", "semanticNonNull", "throwOnFieldError",
    ]
}
