import GraphQLSyntax

extension [Diagnostic] {
    /// Appends `new`, but a warning only when no warning with its message is here yet: an
    /// unmapped custom scalar is reported at its first use, not at each of its thousands.
    mutating func appendWarningsOnce(_ new: [Diagnostic]) {
        for diagnostic in new
        where diagnostic.severity != .warning
            || !contains(where: { $0.severity == .warning && $0.message == diagnostic.message })
        {
            append(diagnostic)
        }
    }
}
