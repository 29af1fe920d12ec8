import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import RelayCompilerDriver

/// `relay-swift-compiler validate`: builds and checks a schema, then (with documents) validates
/// them against it as one program, or (with `--sdl`) checks them as extensions of the schema.
enum ValidateCommand {
    static let help = """
        USAGE: relay-swift-compiler validate --schema FILE [--schema FILE]... [--relay | --sdl]
                                             [--format text|json] [DOCUMENT...]

        Builds the schema from the --schema files (one schema may be split over several; a
        .json file is an introspection result) and checks it against the specification's type-system rules, then validates the DOCUMENTs
        against it as one program (a fragment may be defined in one file and used in another)
        with every rule of the specification, section 5.
          --relay   Apply the rules as Relay's compiler does: variables a fragment declares with
                    @argumentDefinitions are in scope in it, and unused fragments are allowed.
          --sdl     Check each DOCUMENT as SDL that extends the schema instead (whose files may
                    then be empty).
        Exit status: 0 when everything is valid, 1 when any error was reported, 2 for a usage error.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, valued: ["--schema", "--format"], boolean: ["--sdl", "--relay", "--help", "-h"])
        if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
            print(help)
            return 0
        }
        var printer = DiagnosticPrinter(format: try OutputFormat(parsed))
        guard let schemaPaths = parsed.options["--schema"] else {
            throw UsageError("validate: --schema FILE is required (see validate --help)")
        }
        let isSDL = parsed.flags.contains("--sdl")
        let schemaSources = try schemaPaths.map(readInput)
        let documentSources = try parsed.operands.map(readInput)

        let context = ParseContext()
        // (An introspection result, `.json`, is read as the SDL it amounts to.)
        var schemaDocuments: [Document] = []
        for source in schemaSources {
            do throws(Diagnostic) {
                let sdl = try SchemaLoader.sdl(of: source)
                if let document = parse(sdl, context: context, allowsEmpty: isSDL, reportingTo: &printer) {
                    schemaDocuments.append(document)
                }
            } catch {
                printer.report(error)
            }
        }
        let documents = documentSources.compactMap { parse($0, context: context, reportingTo: &printer) }
        guard printer.errorCount == 0 else { return 1 }

        if isSDL {
            // The SDL rules only (graphql-js's validateSDL): a document extending a schema need
            // not be a whole schema itself. Empty schema files leave nothing to extend.
            let base: GraphQLSchema?
            if schemaDocuments.allSatisfy(\.definitions.isEmpty) {
                base = nil
            } else {
                let built = GraphQLSchema.build(from: schemaDocuments)
                built.diagnostics.forEach { printer.report($0) }
                guard let schema = built.schema else { return 1 }
                base = schema
            }
            GraphQLSchema.build(from: documents, extending: base, checks: .sdlRules).diagnostics.forEach {
                printer.report($0)
            }
        } else {
            let (schema, diagnostics) = GraphQLSchema.build(from: schemaDocuments)
            diagnostics.forEach { printer.report($0) }
            guard let schema else { return 1 }
            let options: ValidationOptions = parsed.flags.contains("--relay") ? .relay : .specification
            Validator.validate(documents, against: schema, options: options).forEach { printer.report($0) }
        }
        return printer.errorCount > 0 ? 1 : 0
    }

    private static func parse(
        _ source: Source, context: ParseContext, allowsEmpty: Bool = false,
        reportingTo printer: inout DiagnosticPrinter
    ) -> Document? {
        do {
            return try Parser.parseDocument(source, context: context, allowsEmpty: allowsEmpty)
        } catch {
            printer.report(error)
            return nil
        }
    }
}
