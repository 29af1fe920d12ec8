import GraphQLSchema
import GraphQLSyntax

/// Validates executable documents against a schema: every rule of the specification's
/// section 5, named as the reference implementation (graphql-js) names them.
///
/// The documents are validated as one program, as if they were one document: a fragment
/// defined in one file may be spread in another, operation and fragment names must be
/// unique across all of them, and an operation's variables are checked through every
/// fragment it spreads, wherever that fragment is written.
public enum Validator {
    /// Every problem found in `documents`, sorted by document (in the order given) and then
    /// by position. Each diagnostic names its rule in `Diagnostic.rule`; when a problem
    /// involves several places, the others are the diagnostic's notes.
    ///
    /// Type-system definitions in the documents are reported as not executable. The schema
    /// is assumed to be valid (as `GraphQLSchema.build(from:)` returns it).
    public static func validate(
        _ documents: [Document], against schema: GraphQLSchema, options: ValidationOptions = .specification
    ) -> [Diagnostic] {
        let program = Program(documents: documents, schema: schema)
        let context = ValidationContext(program: program, schema: schema, options: options)
        if !PartitionedWalk.walk(context) {
            for documentIndex in documents.indices {
                var walker = DocumentWalker(context: context, documentIndex: documentIndex)
                walker.walk()
            }
            program.record(context.walkState)
        }
        ProgramRules.run(in: context)
        if options.reportsAsRelayDoes { RelayConflictWalk.rephraseOverlapReports(in: context) }
        return context.sortedDiagnostics()
    }

    /// Validates one document on its own.
    public static func validate(
        _ document: Document, against schema: GraphQLSchema, options: ValidationOptions = .specification
    ) -> [Diagnostic] {
        validate([document], against: schema, options: options)
    }

    /// The names of the rules, in the order the reference implementation runs them, as
    /// they appear in `Diagnostic.rule`.
    public static let ruleNames: [String] = [
        ExecutableDefinitions.name, UniqueOperationNames.name, LoneAnonymousOperation.name,
        SingleFieldSubscriptions.name, KnownOperationTypes.name, KnownTypeNames.name,
        FragmentsOnCompositeTypes.name, VariablesAreInputTypes.name, ScalarLeafs.name, FieldsOnCorrectType.name,
        UniqueFragmentNames.name, KnownFragmentNames.name, NoUnusedFragments.name, PossibleFragmentSpreads.name,
        NoFragmentCycles.name, UniqueVariableNames.name, NoUndefinedVariables.name, NoUnusedVariables.name,
        KnownDirectives.name, UniqueDirectivesPerLocation.name, KnownArgumentNames.name, UniqueArgumentNames.name,
        ValuesOfCorrectType.name, ProvidedRequiredArguments.name, VariablesInAllowedPosition.name,
        OverlappingFieldsCanBeMerged.name, UniqueInputFieldNames.name,
    ]
}
