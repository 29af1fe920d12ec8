import GraphQLSchema
import GraphQLSyntax
import RelayNodes

/// Relay's compiler from IR to artifacts.
///
/// Reader side (what the code generator and `ReaderFragment`s read): Relay's validations,
/// typed inline fragments, conditions, `@relay`, fragment arguments, `@__clientField`,
/// connections, declarative mutation directives, `@refetchable`, client extensions (`__id`),
/// then unmasked spreads inlined, flattening and redundancy removal. Operation side (query text
/// and `NormalizationOperation`): fragment arguments applied (and the fields they make conflict
/// reported), then in one walk inlined fragments (normalization), `__typename`, `id` and
/// `__is<Type>` keys (text), then flattening and redundancy removal (normalization).
public enum RelayCompiler {
    /// Builds the IR of `documents` and compiles it (documents must have passed validation).
    /// The syntax trees are released once the IR is built, when the caller hands them over.
    public static func compile(
        documents: consuming [Document], schema: GraphQLSchema, options: CompilerOptions = CompilerOptions()
    ) -> CompilerOutput {
        let built = IRBuilder.build(documents: documents, schema: schema)
        if built.stoppedAtSignatures {
            // The definitions that reach none of the fragments whose arguments could not be read
            // still go through the stages.
            return CompilerOutput(
                definitions: [],
                diagnostics: built.diagnostics
                    + UntouchedDefinitions.compilerDiagnostics(
                        documents, problems: built.diagnostics, schema: schema, options: options))
        }
        // The syntax trees, tens of megabytes, are freed on every core.
        (consume documents).releaseConcurrently { $0.definitions = [] }
        let diagnostics = built.diagnostics
        var output = compile(program: (consume built).program, schema: schema, options: options)
        output.diagnostics = diagnostics + output.diagnostics
        if output.hasErrors { output.definitions = [] }
        return output
    }

    /// Compiles a program; with any error, only the diagnostics. Each stage's program is
    /// released once the next exists (a large project's are tens of megabytes each).
    public static func compile(
        program: consuming IR.Program, schema: GraphQLSchema, options: CompilerOptions = CompilerOptions()
    ) -> CompilerOutput {
        if let problem = idFieldProblem(options.nodeInterfaceIdField, schema: schema) {
            return CompilerOutput(definitions: [], diagnostics: [problem])
        }
        // Checked first: every later pass recurses through what an operation inlines. (One walk
        // surveys the definitions for this check and Relay's first validations.)
        let surveys = DefinitionSurveys(of: program, idField: options.nodeInterfaceIdField)
        let limits = InliningLimitsValidation.validate(program, surveys: surveys)
        guard limits.isEmpty else { return CompilerOutput(definitions: [], diagnostics: limits) }
        let (reader, common, diagnostics) = readerProgram(
            consume program, schema: schema, options: options, surveys: surveys)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return CompilerOutput(definitions: [], diagnostics: diagnostics)
        }
        let applied = ApplyFragmentArgumentsTransform.transform(consume common)
        let conflicts = SelectionConflictValidation.validate(applied, schema: schema)
        guard conflicts.isEmpty else { return CompilerOutput(definitions: [], diagnostics: diagnostics + conflicts) }
        let (readerOutput, text, normalization) = operationPrograms(
            reader: reader, applied: applied, schema: schema, options: options)
        let definitions = artifacts(reader: readerOutput, text: text, normalization: normalization, schema: schema)
        text.releaseConcurrently()
        normalization.releaseConcurrently()
        return CompilerOutput(definitions: definitions, diagnostics: diagnostics)
    }

    /// A record-identifying field other than `id` that the schema's `Node` interface lacks (a
    /// misspelt setting would otherwise leave every record without an identity, silently).
    private static func idFieldProblem(_ idField: String, schema: GraphQLSchema) -> Diagnostic? {
        guard idField != "id", let node = schema.typeID(named: "Node"), schema[node].field(named: idField) == nil
        else { return nil }
        return Diagnostic(
            .error,
            "The `Node` interface has no field `\(idField)`: expected `schemaConfig.nodeInterfaceIdField` to name "
                + "the field that identifies a record",
            source: nil, span: SourceSpan(start: 0, end: 0))
    }

    /// The three programs artifacts are built from: the reader program (with `__typename`
    /// where generated code needs it), the text program and the normalization program. Each
    /// is made in turn, every pass spread over the cores. (Made side by side, one core each,
    /// the normalization program, the largest, took as long as the other two together and the
    /// passes within each ran on one core: this stage took 10–15% longer.)
    private static func operationPrograms(
        reader: consuming IR.Program, applied: consuming IR.Program, schema: GraphQLSchema, options: CompilerOptions
    ) -> (reader: IR.Program, text: IR.Program, normalization: IR.Program) {
        let readerWithTypenames: IR.Program
        if options.typenameForTypeRefinements {
            readerWithTypenames = AddTypenameForTypeRefinements.transform(copy reader, schema: schema)
            // The lists the pass replaced are freed on every core, not on this one.
            reader.releaseConcurrently()
        } else {
            readerWithTypenames = reader
        }
        // What identifies each type's records is worked out once, for both programs.
        let ids = GenerateIDTransform(schema: schema, idField: options.nodeInterfaceIdField)
        let text = textProgram(copy applied, schema: schema, ids: ids)
        let normalization = normalizationProgram(applied, schema: schema, ids: ids)
        applied.releaseConcurrently()
        return (readerWithTypenames, text, normalization)
    }

    /// Every definition's artifact, each built on any core: the operations' first, then the
    /// fragments', in one pool (the many small fragments fill in while the last, largest
    /// operations finish).
    private static func artifacts(
        reader: IR.Program, text: IR.Program, normalization: IR.Program, schema: GraphQLSchema
    ) -> [CompilerOutput.Definition] {
        let printer = QueryTextPrinter(schema: schema, fragments: text.fragments)
        let readerBuilder = ReaderASTBuilder(schema: schema)
        let normalizationBuilder = NormalizationASTBuilder(schema: schema)
        let operationCount = reader.operations.count
        return Array(0..<(operationCount + reader.fragments.count)).concurrentMap { index in
            guard index < operationCount else {
                let fragment = reader.fragments[index - operationCount]
                let artifact: CompilerOutput.Artifact =
                    fragment.isInlineData
                    ? .inlineDataFragment(InlineDataFragment(name: fragment.name.value))
                    : .fragment(readerBuilder.fragment(fragment))
                return CompilerOutput.Definition(
                    name: fragment.name.value, kind: .fragment, readerIR: .fragment(fragment), artifact: artifact,
                    queryText: nil)
            }
            let operation = reader.operations[index]
            let queryText = printer.text(of: text.operations[index])
            let connections = operation.metadata.connections
            let params = RequestParameters(
                name: operation.name.value, operationKind: OperationKind(rawValue: operation.kind.rawValue) ?? .query,
                // With no text (it asks the server for nothing), Relay hashes the name.
                text: queryText, id: nil, cacheID: MD5.hex(queryText ?? operation.name.value),
                metadata: RequestMetadata(
                    connection: connections.isEmpty ? nil : connections,
                    other: operation.metadata.live.map { ["live": $0] } ?? [:]),
                providedVariables: normalization.operations[index].metadata.providedVariables.map {
                    // (The compiler only names the provider; generated code asks it for the value.)
                    ProvidedVariable(name: $0.definition.name.value, provider: $0.provider, value: nil)
                })
            let request = ConcreteRequest(
                fragment: readerBuilder.operation(operation),
                operation: normalizationBuilder.operation(normalization.operations[index]), params: params)
            return CompilerOutput.Definition(
                name: operation.name.value, kind: operation.metadata.derivedFrom == nil ? .operation : .refetchQuery,
                readerIR: .operation(operation), artifact: .request(request), queryText: queryText)
        }
    }

    /// The reader program (flattened), the common program the operation side starts from
    /// (not flattened, so that added selections merge after `id` generation as Relay's do),
    /// and the diagnostics of every reader pass.
    static func readerProgram(
        _ program: consuming IR.Program, schema: GraphQLSchema, options: CompilerOptions,
        surveys: DefinitionSurveys
    ) -> (reader: IR.Program, common: IR.Program, diagnostics: [Diagnostic]) {
        var diagnostics = RelayValidations.validate(program, schema: schema, surveys: surveys)
        // Each pass is handed the program (`consume`), so that it rewrites it in place.
        // `@relay` first: the alias passes read which fragments are plural and which spreads
        // unmasked.
        let relay = RelayDirectiveTransform.transform(consume program, schema: schema)
        var program = relay.program
        diagnostics += relay.diagnostics
        if options.enforcesFragmentAliases {
            diagnostics += FragmentAliasEnforcement.validate(program, schema: schema)
        }
        if surveys.useAlias {
            let aliased = FragmentAliasTransform.transform(consume program, schema: schema)
            program = aliased.program
            diagnostics += aliased.diagnostics
        }
        program = InlineFragmentTypeTransform.transform(consume program)
        program = ConditionTransform.transform(consume program)
        // (The type is spelled out: inferred, the closure's parameter is not `consuming`, and
        // compilers other than SwiftPM's settings, as the fuzzing script's, reject the mix.)
        let passes: [(consuming IR.Program, GraphQLSchema) -> IR.PassResult] = [
            FragmentArgumentsTransform.transform,
            ClientFieldHandleTransform.transform, ConnectionTransform.transform,
            DeclarativeConnectionTransform.transform,
            {
                RefetchableTransform.transform(
                    $0, schema: $1, selectsFetchToken: options.selectsFetchToken,
                    idField: options.nodeInterfaceIdField, prefersFetchable: options.prefersFetchableInRefetchQueries)
            },
            LiveQueryTransform.transform, RawResponseTypeTransform.transform,
        ]
        for pass in passes {
            let result = pass(consume program, schema)
            program = result.program
            diagnostics += result.diagnostics
        }
        diagnostics += UndefinedVariablesValidation.validate(program, schema: schema)
        program = ClientExtensionsTransform.transform(consume program, schema: schema)
        // For every output, as Relay's `mask` is one of its common transforms: the query text
        // asks for an unmasked fragment's fields where the reader reads them.
        program = MaskTransform.transform(consume program)
        let provided = ProvidedVariablesTransform.transform(consume program, schema: schema)
        program = provided.program
        diagnostics += provided.diagnostics
        var reader = program
        program = ProvidedVariablesTransform.declaringProvidedVariables(consume program)
        if surveys.useRequired {
            // Checked once unmasked spreads are inlined (as Relay masks first); lowered on the
            // common program too, so that the operation side sees no `@required` (it ignores
            // the action a field then carries), its misuses reported by the reader's run.
            let required = RequiredDirectiveTransform.transform(consume reader, schema: schema)
            reader = required.program
            diagnostics += required.diagnostics
            program = RequiredDirectiveTransform.transform(consume program, schema: schema).program
        }
        if surveys.useAlias { program = FragmentAliasTransform.removingAliases(consume program) }
        let inlineData = InlineDataFragmentTransform.transform(consume reader)
        diagnostics += inlineData.diagnostics
        return (
            SkipRedundantTransform.transform(FlattenTransform.transform(inlineData.program)), program, diagnostics
        )
    }

    /// The query text's passes (`program` is consumed: kept by the caller, its trees were
    /// freed at the end on one core). As in Relay's, nothing redundant is dropped: the server
    /// gets what was written, plus `__typename`, `id` and the type keys. The type keys come
    /// after `id`, so that an added `... on Node { id }` gets one too.
    private static func textProgram(
        _ program: consuming IR.Program, schema: GraphQLSchema, ids: GenerateIDTransform
    ) -> IR.Program {
        let generated = GeneratedSelectionsWalk.transform(
            consume program, typenames: GenerateTypenameTransform(schema: schema, typeDiscriminators: false),
            ids: ids,
            typeKeys: AbstractTypeKeyTransform(schema: schema))
        return FlattenTransform.transform(generated)
    }

    /// The normalization AST's passes: fragments inlined, `__typename` and type
    /// discriminators, `id`, flattening and redundancy removal (a refinement's `id` goes
    /// where the parent's covers it). The program is kept by the caller.
    private static func normalizationProgram(
        _ program: IR.Program, schema: GraphQLSchema, ids: GenerateIDTransform
    ) -> IR.Program {
        let generated = GeneratedSelectionsWalk.transform(
            program, inlining: InlineFragmentsTransform(fragmentsOf: program, schema: schema),
            typenames: GenerateTypenameTransform(schema: schema, typeDiscriminators: true), ids: ids)
        return SkipRedundantTransform.transform(FlattenTransform.transform(generated))
    }

}
