import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

/// Builds Relay's typed IR from parsed executable documents.
///
/// Runs after `GraphQLValidation` has accepted the documents, so it assumes that names
/// resolve; where one does not (a caller skipped validation), it reports a diagnostic and
/// leaves the offending selection out instead of crashing.
///
/// Lowers `@argumentDefinitions` into `IR.Fragment.argumentDefinitions` and `@arguments`
/// into `IR.FragmentSpread.arguments`; every other directive is kept as an `IR.Directive`
/// for the transforms. Enforces Relay's rules that operations are named and that no two
/// definitions of the project share a name.
public struct IRBuilder: Sendable {
    /// The project's operations and fragments, and every problem found while building them.
    public struct Result: Sendable {
        /// The IR of every definition that could be built; none when a fragment's argument
        /// definitions could not all be read (see `FragmentSignature.isComplete`).
        public var program: IR.Program
        /// Every problem found, in document order.
        public var diagnostics: [Diagnostic]
        /// Whether nothing was built, as a fragment's argument definitions could not all be read.
        public var stoppedAtSignatures = false
    }

    /// What a spread needs to know about the fragment it spreads before that fragment is built.
    struct FragmentSignature: Sendable {
        var typeCondition: TypeID?
        /// The arguments a spread may pass.
        var argumentDefinitions: [IR.VariableDefinition]
        /// The arguments the app provides, to which a spread passes no value.
        var providedVariables: [IR.ProvidedVariable] = []
        /// False when an argument definition could not be read (not an object, no type or one that
        /// is not an input type) or a second `@argumentDefinitions` was left out: the arguments
        /// are then incomplete, and nothing is built on them.
        var isComplete = true
    }

    let schema: GraphQLSchema
    var signatures = NameMap<FragmentSignature>()
    var diagnostics = DiagnosticList()
    /// Whether a second `@argumentDefinitions` on a fragment is reported (see `signatureDiagnostics`).
    var reportsRepeatedArgumentDefinitions = true

    init(schema: GraphQLSchema) {
        self.schema = schema
    }

    /// Builds the IR of every operation and fragment in `documents` (type-system definitions
    /// are ignored). Each document carries its `Source`, which the IR's locations keep. Fragments'
    /// argument definitions are read first; when one cannot be, only their problems come back.
    public static func build(documents: [Document], schema: GraphQLSchema) -> Result {
        var builder = IRBuilder(schema: schema)
        return builder.build(documents)
    }

    private mutating func build(_ documents: [Document]) -> Result {
        var program = IR.Program()
        // Definitions are named by position, (document, definition), not copied out of their
        // documents: a copy retained every list of a definition's syntax tree, on one core.
        let positions = DefinitionPosition.all(in: documents)
        // Each definition's builder starts with no diagnostics: they are joined in order below.
        var definitionBuilder = self
        definitionBuilder.diagnostics = DiagnosticList()
        let builder = definitionBuilder

        // Signatures first: a spread may come before the fragment it names, in another document.
        let fragmentPositions = positions.filter { $0.isFragment(in: documents) }
        var firstDefinitions = NameMap<NamedPosition>(capacity: positions.count)
        var leftOutArguments = false
        signatures = NameMap(capacity: fragmentPositions.count)
        for case let ((name, signature, problems)?, position) in builder.sign(fragmentPositions, of: documents) {
            let named = NamedPosition(name: name, position: position)
            if let first = firstDefinitions[name.value] {
                diagnostics.append(duplicateDefinition(first, named))
                continue
            }
            diagnostics.append(contentsOf: problems)
            leftOutArguments = leftOutArguments || !signature.isComplete
            firstDefinitions[name.value] = named
            signatures[name.value] = signature
        }
        // Nothing is built on a signature that left an argument out: its uses would be reported
        // again, as undefined variables and unknown arguments. (Relay stops at any problem here.)
        guard !leftOutArguments else {
            return Result(program: program, diagnostics: diagnostics.all, stoppedAtSignatures: true)
        }

        // Each definition is built on its own, on any core; duplicates are then found in
        // document order, as each definition's own problems are reported.
        let firstFragments = firstDefinitions
        var signedBuilder = builder
        signedBuilder.signatures = signatures
        let built = positions.concurrentMap { [signedBuilder] position in
            var builder = signedBuilder
            let definition = builder.build(
                position.definition(in: documents), in: documents[position.document].source,
                firstFragments: firstFragments)
            return (definition: definition, diagnostics: builder.diagnostics.all)
        }
        program.operations.reserveCapacity(built.count)
        program.fragments.reserveCapacity(built.count)
        for ((definition, problems), position) in zip(built, positions) {
            diagnostics.append(contentsOf: problems)
            switch definition {
            case .operation(let operation):
                let named = NamedPosition(name: operation.name, position: position)
                if let first = firstDefinitions[operation.name.value] {
                    diagnostics.append(duplicateDefinition(first, named))
                    continue
                }
                firstDefinitions[operation.name.value] = named
                program.operations.append(operation)
            case .fragment(let fragment):
                program.fragments.append(fragment)
            case nil:
                continue
            }
        }
        return Result(program: program, diagnostics: diagnostics.all)
    }

    /// The problems of the fragments' `@argumentDefinitions`, found without building anything
    /// else (a repeated name's are left to its first definition's). The compiler checks them
    /// beside validation, so that a project's first run reports both kinds at once.
    static func signatureDiagnostics(documents: [Document], schema: GraphQLSchema) -> [Diagnostic] {
        let positions = DefinitionPosition.all(in: documents)
        var named = Set<String>()
        var builder = IRBuilder(schema: schema)
        builder.reportsRepeatedArgumentDefinitions = false  // validation's `UniqueDirectivesPerLocation` does
        return builder.sign(positions.filter { $0.isFragment(in: documents) }, of: documents)
            .flatMap { signed, _ in
                guard let signed, named.insert(signed.name.value).inserted else { return [Diagnostic]() }
                return signed.problems
            }
    }

    /// A fragment's name, signature, and the problems making the signature found.
    private typealias SignedFragment = (name: IR.Name, signature: FragmentSignature, problems: [Diagnostic])

    /// The signature of each fragment at `positions`, made on any core, beside its position.
    private func sign(_ positions: [DefinitionPosition], of documents: [Document]) -> [(
        SignedFragment?, DefinitionPosition
    )] {
        let signed = positions.concurrentMap { position -> SignedFragment? in
            guard case .fragment(let fragment) = position.definition(in: documents) else { return nil }
            var builder = self
            let source = documents[position.document].source
            let signature = builder.signature(of: fragment, in: source)
            return (builder.name(fragment.name, source), signature, builder.diagnostics.all)
        }
        return Array(zip(signed, positions))
    }

    /// Where a definition is: its document's position, and its own within the document.
    private struct DefinitionPosition: Sendable, Comparable {
        var document: Int
        var index: Int

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.document, lhs.index) < (rhs.document, rhs.index) }

        /// Every definition's position, in document order.
        static func all(in documents: [Document]) -> [DefinitionPosition] {
            documents.indices.flatMap { document in
                documents[document].definitions.indices.map { DefinitionPosition(document: document, index: $0) }
            }
        }

        func definition(in documents: [Document]) -> Definition { documents[document].definitions[index] }

        func isFragment(in documents: [Document]) -> Bool {
            if case .fragment = documents[document].definitions[index] { true } else { false }
        }
    }

    /// A definition's name and where the definition is.
    private struct NamedPosition: Sendable {
        var name: IR.Name
        var position: DefinitionPosition
    }

    /// A built operation or fragment.
    private enum BuiltDefinition: Sendable {
        case operation(IR.Operation)
        case fragment(IR.Fragment)
    }

    /// The definition's IR; `nil` for a type-system definition, a fragment that repeats an
    /// earlier name (only the first of a name was given a signature), or one that could not
    /// be built.
    private mutating func build(
        _ definition: Definition, in source: Source, firstFragments: NameMap<NamedPosition>
    ) -> BuiltDefinition? {
        switch definition {
        case .operation(let operation):
            return buildOperation(operation, in: source).map(BuiltDefinition.operation)
        case .fragment(let fragment):
            let first = firstFragments[fragment.name.value]?.name
            guard first?.location.span == fragment.name.span, first?.location.source === source else {
                return nil
            }
            return buildFragment(fragment, in: source).map(BuiltDefinition.fragment)
        default:
            return nil
        }
    }

    /// Two definitions sharing a name, reported at the later in document order as the newest
    /// Relay reports them (fragments are claimed before operations, so either may be later).
    private func duplicateDefinition(_ one: NamedPosition, _ other: NamedPosition) -> Diagnostic {
        let (earlier, later) = one.position < other.position ? (one, other) : (other, one)
        return later.name.error(
            RelayMessages.duplicateDefinitions(later.name.value),
            notes: [earlier.name.location.note("previously defined here")])
    }

    // MARK: Definitions

    private mutating func buildOperation(_ operation: OperationDefinition, in source: Source) -> IR.Operation? {
        let location = IR.Location(source: source, span: operation.span)
        guard let astName = operation.name else {
            let keywordLength =
                operation.span.start < operation.selectionSet.span.start
                ? operation.operation.rawValue.utf8.count : 1
            let start = Int(operation.span.start)
            diagnostics.append(
                IR.Location(source: source, span: SourceSpan(start: start, end: start + keywordLength))
                    .error("Expected operation to have a name (e.g. 'query <Name>')"))
            return nil
        }
        let name = self.name(astName, source)
        guard let rootType = schema.rootType(for: operation.operation) else {
            diagnostics.append(name.error("The schema does not define a \(operation.operation.rawValue) root type."))
            return nil
        }
        var variables: [IR.VariableDefinition] = []
        for definition in operation.variableDefinitions {
            if let variable = buildVariable(definition, in: source) { variables.append(variable) }
        }
        let scope = Scope(source: source, variables: variables)
        return IR.Operation(
            kind: operation.operation, name: name, rootType: rootType, variables: variables,
            directives: buildDirectives(operation.directives, scope: scope),
            selections: buildSelections(operation.selectionSet, parent: rootType, scope: scope),
            location: location)
    }

    private mutating func buildVariable(_ definition: VariableDefinition, in source: Source) -> IR.VariableDefinition? {
        guard let type = schema.typeReference(for: definition.type) else {
            let typeName = definition.type.namedType
            diagnostics.append(unknownType(typeName, in: source, fits: \.isInputType))
            return nil
        }
        let scope = Scope(source: source, variables: [])
        return IR.VariableDefinition(
            name: name(definition.variable.name, source), type: type,
            defaultValue: definition.defaultValue.map(value),
            directives: buildDirectives(definition.directives, scope: scope))
    }

    private mutating func buildFragment(_ fragment: FragmentDefinition, in source: Source) -> IR.Fragment? {
        guard let signature = signatures[fragment.name.value], let typeCondition = signature.typeCondition else {
            diagnostics.append(unknownType(fragment.typeCondition, in: source, fits: \.isComposite))
            return nil
        }
        let provided = signature.providedVariables
        // (A provided argument's uses are read by its written name, then renamed: `provide`.)
        let scope = Scope(
            source: source,
            variables: provided.isEmpty
                ? signature.argumentDefinitions
                : signature.argumentDefinitions
                    + provided.map { IR.VariableDefinition(name: $0.argument, type: $0.definition.type) })
        let directives = fragment.directives.filter { $0.name.value != "argumentDefinitions" }
        let argumentDefinitions = fragment.directives.first { $0.name.value == "argumentDefinitions" }
        var built = IR.Fragment(
            name: name(fragment.name, source), typeCondition: typeCondition,
            argumentDefinitions: signature.argumentDefinitions,
            argumentDefinitionsDirective: argumentDefinitions.map {
                IR.Name(
                    $0.name.value,
                    location: IR.Location(
                        source: source, span: SourceSpan(start: Int($0.span.start), end: Int($0.name.span.end))))
            },
            directives: buildDirectives(directives, scope: scope),
            selections: buildSelections(fragment.selectionSet, parent: typeCondition, scope: scope),
            location: IR.Location(source: source, span: fragment.span))
        if !provided.isEmpty { Self.provide(provided, in: &built) }
        return built
    }

    /// Makes the fragment read each provided argument as the operation variable it becomes.
    private static func provide(_ variables: [IR.ProvidedVariable], in fragment: inout IR.Fragment) {
        var renamed: [String: IR.Value] = [:]
        for variable in variables {
            renamed[variable.argument.value] = .variable(variable.definition.name.value)
        }
        fragment.metadata.providedVariables = variables
        fragment.selections = IR.Selection.substitute(fragment.selections, renamed)
        fragment.directives = IR.Selection.substitute(fragment.directives, renamed)
    }

    // MARK: Helpers

    /// What a definition's values are read against: its document, and the variables it
    /// declares (an operation's variables, a fragment's local arguments), for the types of
    /// the variables it passes.
    struct Scope {
        var source: Source
        var variables: [IR.VariableDefinition]

        func variableType(_ name: String) -> SchemaTypeReference? {
            variables.first { $0.name.value == name }?.type
        }
    }

    func name(_ name: Name, _ source: Source) -> IR.Name {
        IR.Name(name.value, location: IR.Location(source: source, span: name.span))
    }

    /// Relay's report of an unknown type `name` at `location`. Its fix-its offer only the types
    /// suggested that `fits` the place (an input type for a variable, a composite type for a
    /// type condition); `replacement` writes a suggestion as it would stand there.
    func unknownType(
        _ name: String, at location: IR.Location, fits: (TypeKind) -> Bool,
        replacement: (String) -> String = { $0 }
    ) -> Diagnostic {
        let similar = Suggestions.list(for: name, among: schema.types.map(\.name), limit: Suggestions.relayLimit)
        return location.error(
            RelayMessages.unknownType(name, similar: similar),
            fixIts: Suggestions.typeFixIts(
                renaming: name, at: location.span, to: similar, in: schema, fits: fits, replacement: replacement))
    }

    /// `unknownType(_:at:fits:)` for a type's name written at `typeName`.
    func unknownType(_ typeName: Name, in source: Source, fits: (TypeKind) -> Bool) -> Diagnostic {
        unknownType(typeName.value, at: name(typeName, source).location, fits: fits)
    }
}
