import GraphQLSchema
import GraphQLSyntax

/// What every rule shares during one validation: the schema, the program, the options, the
/// diagnostics found so far, and the caches that rules keep across documents.
final class ValidationContext {
    let program: Program
    let schema: GraphQLSchema
    let options: ValidationOptions
    /// OverlappingFieldsCanBeMerged's memory of fields collected per selection set and of
    /// the fragment pairs already compared; kept for the whole program, as the reference
    /// implementation keeps it for the whole document.
    var overlap = OverlapCache()
    /// State of the walk that carries from one document to the next.
    var walkState: WalkState

    /// A diagnostic and the position of the document its primary location is in.
    private struct Found {
        var document: Int
        var diagnostic: Diagnostic
    }

    private var found: [Found] = []

    /// A context for a walk of `program` that starts at its document `firstDocument`.
    init(program: Program, schema: GraphQLSchema, options: ValidationOptions, firstDocument: Int = 0) {
        self.program = program
        self.schema = schema
        self.options = options
        walkState = WalkState(startingAt: firstDocument, of: program)
    }

    /// Whether any problem was found.
    var hasFound: Bool { !found.isEmpty }

    /// A place in the program: a span of one document.
    struct Place {
        var document: Int
        var span: SourceSpan
    }

    /// Records a problem found by `rule` at `span` of `document`; `related` are the other
    /// places the problem involves, with what each is; `fixIts`, changes in `document` that
    /// would mend it.
    func report(
        _ rule: String, _ message: String, at span: SourceSpan, in document: Int,
        related: [(message: String, place: Place)] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        let documents = program.documents
        guard documents.indices.contains(document) else { return }
        let notes = related.compactMap { item -> Diagnostic.Note? in
            guard documents.indices.contains(item.place.document) else { return nil }
            return Diagnostic.Note(item.message, source: documents[item.place.document].source, span: item.place.span)
        }
        let diagnostic = Diagnostic(
            .error, message, source: documents[document].source, span: span, rule: rule, notes: notes,
            fixIts: fixIts)
        found.append(Found(document: document, diagnostic: diagnostic))
    }

    /// Whether `rule` reported any problem.
    func hasReports(of rule: String) -> Bool {
        found.contains { $0.diagnostic.rule == rule }
    }

    /// Forgets the problems `rule` reported.
    func removeReports(of rule: String) {
        found.removeAll { $0.diagnostic.rule == rule }
    }

    /// The diagnostics by document, then by position; problems at one position keep the
    /// order in which they were found.
    func sortedDiagnostics() -> [Diagnostic] {
        let order = found.indices.sorted { lhs, rhs in
            let left = found[lhs], right = found[rhs]
            if left.document != right.document { return left.document < right.document }
            if left.diagnostic.span.start != right.diagnostic.span.start {
                return left.diagnostic.span.start < right.diagnostic.span.start
            }
            return lhs < rhs
        }
        return order.map { found[$0].diagnostic }
    }

    // MARK: Types

    /// The schema's type for a written type reference, or nil when it names an unknown type
    /// (the reference's `typeFromAST`).
    func resolve(_ reference: TypeReference) -> SchemaTypeReference? {
        switch reference {
        case .named(let name):
            return schema.typeID(named: name.value).map { SchemaTypeReference(named: $0) }
        case .list(let inner, _):
            return resolve(inner)?.wrappedInList()
        case .nonNull(let inner, _):
            return resolve(inner)?.wrappedInNonNull()
        }
    }

    func kind(of type: TypeID) -> TypeKind { schema.kind(of: type) }

    /// A type as messages write it: `[String!]!`.
    func describe(_ type: SchemaTypeReference) -> String { schema.describe(type) }

    func name(of type: TypeID) -> String { schema[type].name }
}
