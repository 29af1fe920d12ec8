import GraphQLSyntax
import RelayCompilerDriver

/// `relay-swift-compiler parse FILE…`: parses each file and reports its syntax errors.
enum ParseCommand {
    static let help = """
        USAGE: relay-swift-compiler parse [--format text|json] FILE...

        Parses each file as a GraphQL document (executable, type system, or both) and prints
        its syntax errors. Exit status: 0 when every file parses, 1 when any has an error,
        2 for a usage error.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["--format"], boolean: ["--help", "-h"])
        if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
            print(help)
            return 0
        }
        var printer = DiagnosticPrinter(format: try OutputFormat(parsed))
        guard !parsed.operands.isEmpty else { throw UsageError("parse: no input files (see parse --help)") }
        // Every file is read before any is parsed, so a missing one is a usage error up front.
        let sources = try parsed.operands.map(readInput)
        let context = ParseContext()
        for source in sources {
            do {
                _ = try Parser.parseDocument(source, context: context)
            } catch {
                printer.report(error)
            }
        }
        return printer.errorCount > 0 ? 1 : 0
    }
}
