import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

/// The part of a project that its problems leave alone: the operations and fragments that no
/// problem is in (at its place or at one of its notes'), and that reach, through their fragment
/// spreads, only fragments of that kind. Compiled when validation has failed, or a fragment's
/// argument definitions could not be read, so that a problem of Relay's transforms (a
/// connection, a refetchable fragment) in one file comes in the same run as a misspelt field in
/// another, instead of the run after it is fixed.
enum UntouchedDefinitions {
    /// `documents` with only their untouched definitions; nil when a problem has no source to
    /// tell which definition it is in, or when none or all are untouched (compiled, all would
    /// find the same problems again). A problem in a source that is none of the documents', or
    /// between definitions, touches nothing: the untouched part is validated again before it is
    /// compiled. Each document has its own `Source`, as the command's do.
    static func documents(_ documents: [Document], problems: [Diagnostic]) -> [Document]? {
        var touched = Set<DefinitionKey>()
        var documentsBySource: [ObjectIdentifier: [Int]] = [:]
        for index in documents.indices {
            documentsBySource[ObjectIdentifier(documents[index].source), default: []].append(index)
        }
        for problem in problems where problem.severity == .error {
            guard let source = problem.source else { return nil }
            for (source, span) in [(source, problem.span)] + problem.notes.map({ ($0.source, $0.span) }) {
                for document in documentsBySource[ObjectIdentifier(source)] ?? [] {
                    let definitions = documents[document].definitions
                    if let index = definitions.firstIndex(where: {
                        $0.span.start <= span.start && span.start < $0.span.end
                    }) {
                        touched.insert(DefinitionKey(document: document, index: index))
                    }
                }
            }
        }
        let left = leftOut(documents, touched: touched)
        var untouched = documents
        var kept = 0
        for document in untouched.indices {
            let definitions = untouched[document].definitions.indices.filter {
                !left.contains(DefinitionKey(document: document, index: $0))
            }
            untouched[document].definitions = definitions.map { untouched[document].definitions[$0] }
            kept += definitions.count
        }
        let total = documents.reduce(0) { $0 + $1.definitions.count }
        return kept == 0 || kept == total ? nil : untouched
    }

    /// What Relay's stages find in the untouched definitions. Nothing when the untouched part
    /// is not valid on its own (it is, unless a problem was placed wrongly).
    static func compilerDiagnostics(
        _ documents: [Document], problems: [Diagnostic], schema: GraphQLSchema, options: CompilerOptions
    ) -> [Diagnostic] {
        guard let untouched = Self.documents(documents, problems: problems),
            !Validator.validate(untouched, against: schema, options: .relay).contains(where: { $0.severity == .error })
        else { return [] }
        return RelayCompiler.compile(documents: untouched, schema: schema, options: options).diagnostics
    }

    struct DefinitionKey: Hashable {
        var document: Int
        var index: Int
    }

    /// The definitions left out: the touched ones, those that are not operations or fragments,
    /// those that spread a fragment that does not exist, and, following spreads backwards, every
    /// definition that spreads one left out. (Without recursion: a chain of fragments may be
    /// thousands long.)
    private static func leftOut(_ documents: [Document], touched: Set<DefinitionKey>) -> Set<DefinitionKey> {
        var fragments: [String: DefinitionKey] = [:]
        for document in documents.indices {
            for (index, definition) in documents[document].definitions.enumerated() {
                if case .fragment(let fragment) = definition, fragments[fragment.name.value] == nil {
                    fragments[fragment.name.value] = DefinitionKey(document: document, index: index)
                }
            }
        }
        var left = touched
        var spreaders: [DefinitionKey: [DefinitionKey]] = [:]
        for document in documents.indices {
            for (index, definition) in documents[document].definitions.enumerated() {
                let key = DefinitionKey(document: document, index: index)
                let selections: SelectionSet
                switch definition {
                case .operation(let operation): selections = operation.selectionSet
                case .fragment(let fragment): selections = fragment.selectionSet
                default:
                    left.insert(key)
                    continue
                }
                selections.forEachFragmentSpread { spread in
                    if let fragment = fragments[spread.name.value] {
                        spreaders[fragment, default: []].append(key)
                    } else {
                        left.insert(key)
                    }
                }
            }
        }
        var pending = Array(left)
        while let key = pending.popLast() {
            for spreader in spreaders[key] ?? [] where left.insert(spreader).inserted { pending.append(spreader) }
        }
        return left
    }
}
