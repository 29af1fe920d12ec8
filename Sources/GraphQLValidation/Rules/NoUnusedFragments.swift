/// §5.5.1.4: every fragment is spread by some operation, directly or through other
/// fragments. Relay's mode allows unused fragments (they may be read on their own).
enum NoUnusedFragments {
    static let name = "NoUnusedFragments"

    /// `used` marks, by fragment position, the fragments some operation reaches.
    static func check(used: [Bool], in context: ValidationContext) {
        guard !context.options.allowsUnusedFragments else { return }
        let fragments = context.program.fragments
        for index in fragments.indices where !used[Int(fragments[index].canonical)] {
            let fragment = fragments[index]
            context.report(
                name, "Fragment \"\(fragment.definition.name.value)\" is never used.", at: fragment.definition.span,
                in: fragment.document)
        }
    }
}
