import GraphQLSchema
import GraphQLSyntax
import RelayNodes

/// `@live_query(polling_interval:)` or `@live_query(config_id:)` on a query: the request's
/// `params.metadata.live` tells the runtime how the server keeps the result live, as
/// `{"polling_interval": N}` or `{"config_id": "…"}` (the interval when both are given, as
/// Relay reads them). The directive stays in the query text, for the server.
///
/// Runs after `RefetchableTransform`: a refetch query generated with
/// `@refetchable(directives: ["@live_query(…)"])` is live too.
public enum LiveQueryTransform {
    /// The program with each live query's metadata recorded, and Relay's errors for a
    /// directive without a literal interval or configuration.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        var program = program
        var diagnostics: [Diagnostic] = []
        for index in program.operations.indices where program.operations[index].kind == .query {
            let operation = program.operations[index]
            guard let directive = operation.directives.first(where: { $0.name.value == "live_query" }) else {
                continue
            }
            program.operations[index].metadata.live = live(
                directive, queryName: operation.name.value, diagnostics: &diagnostics)
        }
        return IR.PassResult(program: program, diagnostics: diagnostics)
    }

    /// The metadata the directive gives, or `nil` with Relay's error for a directive without a
    /// literal interval or configuration.
    private static func live(
        _ directive: IR.Directive, queryName: String, diagnostics: inout [Diagnostic]
    ) -> JSONValue? {
        if let interval = directive.argument(named: "polling_interval") {
            guard case .int(let lexeme) = interval.value, let milliseconds = Int(lexeme) else {
                diagnostics.append(
                    (interval.valueLocation ?? directive.location).error(
                        "Expected the 'polling_interval' argument to @live_query to be a literal number for root "
                            + "field \(queryName)"))
                return nil
            }
            // Not one of Relay's checks: the runtime asks again that many milliseconds after each
            // response, so zero or less would ask the server without pause.
            guard milliseconds > 0 else {
                diagnostics.append(
                    (interval.valueLocation ?? directive.location).error(
                        "Expected the 'polling_interval' argument to @live_query to be a positive number of "
                            + "milliseconds for root field \(queryName), got \(milliseconds)"))
                return nil
            }
            return .object(["polling_interval": .int(milliseconds)])
        }
        if let config = directive.argument(named: "config_id") {
            guard case .string(let id) = config.value else {
                diagnostics.append(
                    (config.valueLocation ?? directive.location).error(
                        "Expected the 'config_id' argument to @live_query to be a literal string for root field "
                            + "\(queryName)"))
                return nil
            }
            return .object(["config_id": .string(id)])
        }
        diagnostics.append(
            directive.name.error(
                "Live query expects 'polling_interval' or 'config_id' as an argument to @live_query to for root "
                    + "field \(queryName)"))
        return nil
    }
}
