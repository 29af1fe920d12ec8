import GraphQLSyntax

/// Builds a `GraphQLSchema` from SDL documents and validates it, collecting every problem.
///
/// The stages, each in its own file: collect the definitions of every document (names,
/// kinds, duplicates, extensions); build each directive and type from its definition and
/// extensions (resolving type references, checking member names and applied directives);
/// choose the root types; index possible types; then check the built schema as a whole
/// (interfaces, unions, input object cycles).
struct SchemaBuilder {
    /// The built-in definitions, then the documents of the schema being extended, then the new ones.
    let documents: [Document]
    /// Sources below this index belong to the schema being extended (none when not extending).
    let existingSourceCount: Int
    /// Where the client schema extensions begin (see `GraphQLSchema.firstExtensionSourceIndex`):
    /// the extended schema's own, else the first new document when extending.
    let firstExtensionSourceIndex: Int32?
    var diagnostics: [Diagnostic] = []

    var pendingTypes: [PendingType] = []
    var typeIDs = NameTable(capacity: 256)
    var pendingDirectives: [PendingDirective] = []
    var directiveIndices: [String: Int] = [:]
    /// Definitions of a directive after its first, kept to be checked like the first.
    var duplicateDirectives: [(definition: DirectiveDefinition, sourceIndex: Int32)] = []
    /// The definition that applied directives are checked against, by name: the last one
    /// written (as the reference checks them), and whether it takes any argument.
    var effectiveDirectives: [String: (definition: DirectiveDefinition, acceptsAnyArgument: Bool)] = [:]
    /// `schema` definitions and extensions, in document order.
    var schemaParts: [(definition: SchemaDefinition, sourceIndex: Int32)] = []
    /// The meta-fields (`__typename`, `__id`, `__schema`, `__type`) as the built-ins write them.
    var metaFieldDefinitions: [FieldDefinition] = []
    /// The last definition of each type name the SDL defines more than once (an error).
    var lastDefinitions: [String: TypePart] = [:]
    /// Extensions that could not be applied (unknown type, wrong kind): checked, not applied.
    var orphanParts: [TypePart] = []
    /// Whether the schema being extended has a `schema` definition or any root type.
    let baseHasSchema: Bool
    /// The root operations the schema being extended already has.
    let baseRootOperations: Set<OperationType>
    /// The names of the root types of the schema being extended.
    let baseRootTypeNames: [OperationType: String]

    var types: [SchemaType] = []
    var directives: [SchemaDirective] = []
    var rootTypes = RootTypes()

    /// Which checks are reported.
    let checks: SchemaChecks

    init(documents: [Document], base: GraphQLSchema?, checks: SchemaChecks = .all) {
        self.checks = checks
        var all = [BuiltInDefinitions.document]
        if let base { all += base.documents }
        all += documents
        self.documents = all
        existingSourceCount = base == nil ? 0 : 1 + (base?.documents.count ?? 0)
        let newSourcesStart = Int32(existingSourceCount)
        firstExtensionSourceIndex = base.map { $0.firstExtensionSourceIndex ?? newSourcesStart }
        var baseRootOperations = Set<OperationType>()
        var baseRootTypeNames: [OperationType: String] = [:]
        for operation in OperationType.allCases {
            guard let base, let root = base.rootType(for: operation) else { continue }
            baseRootOperations.insert(operation)
            baseRootTypeNames[operation] = base[root].name
        }
        self.baseRootTypeNames = baseRootTypeNames
        self.baseRootOperations = baseRootOperations
        baseHasSchema = !baseRootOperations.isEmpty || !(base?.schemaDefinitions.isEmpty ?? true)
    }

    /// Whether new documents extend an existing schema (`validate --sdl`).
    var isExtending: Bool { existingSourceCount > 0 }

    /// Whether a source holds the built-in definitions.
    func isBuiltIn(_ sourceIndex: Int32) -> Bool { sourceIndex == 0 }

    /// Whether a source belongs to the schema being extended.
    func isExisting(_ sourceIndex: Int32) -> Bool { Int(sourceIndex) < existingSourceCount }

    func source(_ sourceIndex: Int32) -> Source { documents[Int(sourceIndex)].source }

    /// Builds the schema, or returns nil with the errors found.
    mutating func build() -> (schema: GraphQLSchema?, diagnostics: [Diagnostic]) {
        collectDefinitions()
        buildDirectives()
        buildTypes()
        chooseRootTypes()
        let possibleTypes = PossibleTypes(types: types)
        validateBuiltSchema(possibleTypes)
        let sorted = sortedDiagnostics().filter { checks.includes(rule: $0.rule) }
        guard sorted.isEmpty else { return (nil, sorted) }
        let schema = GraphQLSchema(
            types: types, typeIDs: typeIDs, directives: directives, rootTypes: rootTypes,
            possibleTypes: possibleTypes, metaFields: buildMetaFields(),
            schemaDefinitions: schemaParts.map(\.definition),
            sources: documents.map(\.source), documents: Array(documents.dropFirst()),
            firstExtensionSourceIndex: firstExtensionSourceIndex)
        return (schema, [])
    }

    /// Diagnostics in source order (the order of the documents, then of the text).
    private func sortedDiagnostics() -> [Diagnostic] {
        let order = Dictionary(
            documents.enumerated().map { (ObjectIdentifier($0.element.source), $0.offset) },
            uniquingKeysWith: { first, _ in first })
        return diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.source.flatMap { order[ObjectIdentifier($0)] } ?? -1
            let right = rhs.element.source.flatMap { order[ObjectIdentifier($0)] } ?? -1
            if left != right { return left < right }
            if lhs.element.span.start != rhs.element.span.start {
                return lhs.element.span.start < rhs.element.span.start
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    // MARK: Reporting

    /// Records an error at `span` of a source, with other places taking part as notes.
    mutating func report(
        _ message: String, rule: String, at span: SourceSpan, in sourceIndex: Int32,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                .error, message, source: source(sourceIndex), span: span, rule: rule, notes: notes, fixIts: fixIts))
    }

    /// A note at `span` of a source.
    func note(_ message: String, at span: SourceSpan, in sourceIndex: Int32) -> Diagnostic.Note {
        Diagnostic.Note(message, source: source(sourceIndex), span: span)
    }
}

/// A named type between collection and building: its definition, then its extensions (and
/// any repeated definitions, checked but not applied) in document order.
struct PendingType {
    var name: String
    var kind: TypeKind
    /// The definition.
    var definition: TypePart
    /// Extensions and repeated definitions, in document order (most types have none, and
    /// keeping the definition apart spares an array per type).
    var laterParts: [TypePart] = []
    var isBuiltIn: Bool

    init(name: String, kind: TypeKind, definition: TypePart, isBuiltIn: Bool) {
        self.name = name
        self.kind = kind
        self.definition = definition
        self.isBuiltIn = isBuiltIn
    }

    /// The number of parts: the definition and the later ones.
    var partCount: Int { 1 + laterParts.count }

    /// The part at a position: 0 for the definition, then the later ones.
    func part(_ position: Int) -> TypePart { position == 0 ? definition : laterParts[position - 1] }

    /// The definition and the extensions, without repeated definitions.
    var appliedParts: [TypePart] { [definition] + laterParts.filter { $0.role != .duplicate } }
}

/// One definition or extension of a named type.
struct TypePart {
    /// What the part is to its type.
    enum Role {
        case definition, `extension`, duplicate
    }

    /// The definition's or extension's contents.
    var contents: TypePartContents
    var sourceIndex: Int32
    var role: Role

    init(contents: TypePartContents, sourceIndex: Int32, role: Role) {
        self.contents = contents
        self.sourceIndex = sourceIndex
        self.role = role
    }
}

/// A directive definition between collection and building.
struct PendingDirective {
    var definition: DirectiveDefinition
    var sourceIndex: Int32
    var isBuiltIn: Bool
}

/// The root operation types chosen, with where each was named (nil when chosen by default name).
struct RootTypes {
    var query: TypeID?
    var mutation: TypeID?
    var subscription: TypeID?
    var namedAt: [OperationType: (name: Name, sourceIndex: Int32)] = [:]

    subscript(operation: OperationType) -> TypeID? {
        get {
            switch operation {
            case .query: query
            case .mutation: mutation
            case .subscription: subscription
            }
        }
        set {
            switch operation {
            case .query: query = newValue
            case .mutation: mutation = newValue
            case .subscription: subscription = newValue
            }
        }
    }
}
