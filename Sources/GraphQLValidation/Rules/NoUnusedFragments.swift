/// §5.5.1.4: every fragment is spread by some operation, directly or through other
/// fragments. Relay's mode allows unused fragments (they may be read on their own).
enum NoUnusedFragments {
    static let name = "NoUnusedFragments"

    /// `used` marks, by fragment position, the fragments some operation reaches.
    static func check(used: [Bool], in context: ValidationContext) {
        guard !context.options.allowsUnusedFragments else { return }
        for fragment in context.program.fragments where !used[Int(fragment.canonical)] {
            context.report(
                name, "Fragment \"\(fragment.definition.name.value)\" is never used.", at: fragment.definition.span,
                in: fragment.document)
        }
    }
}
