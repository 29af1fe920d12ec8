import GraphQLSyntax

/// Names written more than once in one list (arguments, variables).
enum DuplicateNames {
    struct Duplicate {
        var name: String
        /// Every occurrence after the first: the first of them is reported.
        var repeated: [SourceSpan]
        /// The first occurrence and the later repetitions after the reported one.
        var others: [SourceSpan]
    }

    /// One entry per repeated name, in the order names first appear. Lists are short, so
    /// names are compared pairwise rather than hashed.
    static func find(in names: [Name]) -> [Duplicate] {
        guard names.count > 1 else { return [] }
        var duplicates: [Duplicate] = []
        for (index, name) in names.enumerated() {
            guard !names[..<index].contains(where: { $0.value == name.value }) else { continue }
            let repeated = names[(index + 1)...].filter { $0.value == name.value }.map(\.span)
            if repeated.isEmpty { continue }
            duplicates.append(
                Duplicate(name: name.value, repeated: repeated, others: [name.span] + repeated.dropFirst()))
        }
        return duplicates
    }
}
