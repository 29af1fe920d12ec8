/// Which checks `GraphQLSchema.build(from:extending:checks:)` makes.
public enum SchemaChecks: Sendable {
    /// Every check: the reference's SDL rules and its `validateSchema` (root types,
    /// interface implementations, unions, input object cycles, type positions, names, …).
    case all
    /// Only the reference's SDL rules (its `validateSDL`): names defined once, known types
    /// and directives, extensions of defined types, directive arguments. What
    /// `validate --sdl` checks of a document that extends a schema.
    case sdlRules

    /// Whether a diagnostic of this rule is reported.
    func includes(rule: String?) -> Bool {
        switch self {
        case .all: true
        case .sdlRules: !(rule?.hasPrefix("validate") ?? false)
        }
    }
}
