import GraphQLSyntax

/// What a definition's text must show for a pass to walk the definition, checked with one of
/// `Source`'s quick scans: a pass that lowers what few definitions hold (a directive, an
/// untyped inline fragment, `__id`) leaves the others as they are, unwalked. The scans err
/// towards "maybe", so a definition is skipped only when it cannot hold what the pass lowers.
struct DefinitionTextFilter: Sendable {
    private let mayHold: @Sendable (Source, SourceSpan) -> Bool

    /// Whether the pass is to walk the definition at `location`.
    func admits(_ location: IR.Location) -> Bool { mayHold(location.source, location.span) }

    /// Definitions that may use one of `directives` (names without `@`).
    static func using(_ directives: [StaticString]) -> Self {
        Self { source, span in directives.contains { source.mayUseDirective($0, in: span) } }
    }

    /// Definitions that may hold an inline fragment without a type condition.
    static let untypedInlineFragments = Self { $0.mayHaveUntypedInlineFragment(in: $1) }

    /// Definitions that may mention `name` (a field such as `__id`).
    static func mentioning(_ name: StaticString) -> Self {
        Self { $0.mayMention(name, in: $1) }
    }
}
