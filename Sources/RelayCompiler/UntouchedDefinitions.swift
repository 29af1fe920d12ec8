import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

/// The part of a project that validation's problems leave alone: the operations and fragments
/// that no problem is in (at its place or at one of its notes'), and that reach, through their
/// fragment spreads, only fragments of that kind. Compiled when validation has failed, so that a
/// problem of Relay's transforms (a connection, a refetchable fragment) in one file comes in the
/// same run as a misspelt field in another, instead of the run after it is fixed.
enum UntouchedDefinitions {
    /// `documents` with only their untouched definitions; nil when a problem has no place to
    /// tell which definition it is in, or when no definition is untouched.
    static func documents(_ documents: [Document], problems: [Diagnostic]) -> [Document]? {
        var touched = Set<DefinitionKey>()
        let positions = Dictionary(
            documents.indices.map { (ObjectIdentifier(documents[$0].source), $0) },
            uniquingKeysWith: { first, _ in first })
        for problem in problems where problem.severity == .error {
            guard let source = problem.source else { return nil }
            let places = [(source, problem.span)] + problem.notes.map { ($0.source, $0.span) }
            for (source, span) in places {
                guard let document = positions[ObjectIdentifier(source)] else { continue }
                let definitions = documents[document].definitions
                if let index = definitions.firstIndex(where: { $0.span.start <= span.start && span.start < $0.span.end }
                ) {
                    touched.insert(DefinitionKey(document: document, index: index))
                }
            }
        }
        var reach = SpreadReach(documents, touched: touched)
        var untouched = documents
        var kept = 0
        for document in untouched.indices {
            let definitions = untouched[document].definitions.indices.filter {
                reach.isUntouched(DefinitionKey(document: document, index: $0))
            }
            untouched[document].definitions = definitions.map { untouched[document].definitions[$0] }
            kept += definitions.count
        }
        return kept == 0 ? nil : untouched
    }

    /// What Relay's stages find in the untouched definitions, less what `reported` holds.
    /// Nothing when the untouched part is not valid on its own (it is, unless a problem was
    /// placed wrongly).
    static func compilerDiagnostics(
        _ documents: [Document], problems: [Diagnostic], schema: GraphQLSchema, options: CompilerOptions,
        reported: [Diagnostic]
    ) -> [Diagnostic] {
        guard let untouched = Self.documents(documents, problems: problems),
            Validator.validate(untouched, against: schema, options: .relay).isEmpty
        else { return [] }
        let known = Set(reported.map(Report.init))
        return RelayCompiler.compile(documents: untouched, schema: schema, options: options).diagnostics
            .filter { !known.contains(Report($0)) }
    }

    /// A diagnostic's identity: what it says, and where.
    private struct Report: Hashable {
        var message: String
        var source: ObjectIdentifier?
        var start: UInt32

        init(_ diagnostic: Diagnostic) {
            message = diagnostic.message
            source = diagnostic.source.map(ObjectIdentifier.init)
            start = diagnostic.span.start
        }
    }

    struct DefinitionKey: Hashable {
        var document: Int
        var index: Int
    }

    /// Which definitions reach a touched one through their spreads (or a fragment that does not
    /// exist), worked out once per fragment.
    private struct SpreadReach {
        let documents: [Document]
        let touched: Set<DefinitionKey>
        /// Each fragment's definition, by name (the first, where a name is repeated: validation
        /// has then touched both).
        var fragments: [String: DefinitionKey] = [:]
        private var verdicts: [DefinitionKey: Bool] = [:]

        init(_ documents: [Document], touched: Set<DefinitionKey>) {
            self.documents = documents
            self.touched = touched
            for document in documents.indices {
                for (index, definition) in documents[document].definitions.enumerated() {
                    if case .fragment(let fragment) = definition, fragments[fragment.name.value] == nil {
                        fragments[fragment.name.value] = DefinitionKey(document: document, index: index)
                    }
                }
            }
        }

        /// Whether the definition is untouched and reaches only untouched fragments (a cycle of
        /// spreads is validation's problem, so it is touched already).
        mutating func isUntouched(_ key: DefinitionKey) -> Bool {
            if let verdict = verdicts[key] { return verdict }
            // Until its spreads are followed, as if touched: a cycle ends there.
            verdicts[key] = false
            var verdict = !touched.contains(key)
            if verdict {
                let selections: SelectionSet? =
                    switch documents[key.document].definitions[key.index] {
                    case .operation(let operation): operation.selectionSet
                    case .fragment(let fragment): fragment.selectionSet
                    default: nil
                    }
                verdict = selections.map { reachesOnlyUntouched($0) } ?? false
            }
            verdicts[key] = verdict
            return verdict
        }

        private mutating func reachesOnlyUntouched(_ selectionSet: SelectionSet) -> Bool {
            selectionSet.selections.allSatisfy { selection in
                switch selection {
                case .field(let field): field.selectionSet.map { reachesOnlyUntouched($0) } ?? true
                case .inlineFragment(let fragment): reachesOnlyUntouched(fragment.selectionSet)
                case .fragmentSpread(let spread): fragments[spread.name.value].map { isUntouched($0) } ?? false
                }
            }
        }
    }
}
