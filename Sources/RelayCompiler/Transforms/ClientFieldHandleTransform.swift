import GraphQLSchema
import GraphQLSyntax

/// Lowers `@__clientField(handle:, key:, filters:)`, Relay's handle directive written by hand,
/// into a field handle: the normalization AST runs the runtime's handler `handle` after the
/// field (a `ScalarHandle` or `LinkedHandle`), and the reader reads the field from the
/// handle's storage, `__<key>_<handle>`, with the `filters` arguments only. The directive's
/// values must be literals, as Relay requires.
public struct ClientFieldHandleTransform {
    static let directiveName = "__clientField"

    var diagnostics: [Diagnostic] = []

    /// The program with every `@__clientField` lowered, and every value that is not a literal.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        program.concurrentlyRewriteDefinitions(onlyWhere: .using(["__clientField"])) { selections, _, _ in
            var pass = ClientFieldHandleTransform()
            if let lowered = pass.visit(selections) { selections = lowered }
            return pass.diagnostics
        }
    }

    /// The list with the directive in and below it lowered, or `nil` when it has none (then
    /// nothing is copied).
    private mutating func visit(_ selections: [IR.Selection]) -> [IR.Selection]? {
        ListEdit.rewritingFields(selections) { selection in
            switch selection {
            case .scalarField(var field):
                guard let handles = lowered(&field.directives) else { return nil }
                field.handles += handles
                return .scalarField(field)
            case .linkedField(var field):
                guard let handles = lowered(&field.directives) else { return nil }
                field.handles += handles
                return .linkedField(field)
            default:
                return nil
            }
        }
    }

    /// The handle the directives hold, removed from them: `nil` when they have none, empty
    /// when its values are not literals (reported).
    private mutating func lowered(_ directives: inout [IR.Directive]) -> [IR.FieldHandle]? {
        guard let index = directives.firstIndex(where: { $0.name.value == Self.directiveName }) else { return nil }
        let directive = directives.remove(at: index)
        do {
            // Validation has checked that `handle` is there (a `String!`).
            return [
                IR.FieldHandle(
                    handle: try Self.string("handle", of: directive) ?? "",
                    key: try Self.string("key", of: directive) ?? "",
                    filters: try Self.strings("filters", of: directive), origin: .clientField,
                    location: directive.location)
            ]
        } catch {
            diagnostics.append(error)
            return []
        }
    }

    /// The argument's string, `nil` when it is absent or `null`.
    private static func string(_ name: String, of directive: IR.Directive) throws(Diagnostic) -> String? {
        guard let argument = directive.argument(named: name), argument.value != .null else { return nil }
        guard case .string(let string) = argument.value else {
            throw notLiteral(argument, "a string literal", directive)
        }
        return string
    }

    /// The argument's strings (a single string is a list of one, as input coercion makes it),
    /// `nil` when it is absent or `null`.
    private static func strings(_ name: String, of directive: IR.Directive) throws(Diagnostic) -> [String]? {
        guard let argument = directive.argument(named: name), argument.value != .null else { return nil }
        let items: [IR.Value] = if case .list(let items) = argument.value { items } else { [argument.value] }
        return try items.map { item throws(Diagnostic) in
            guard case .string(let string) = item else {
                throw notLiteral(argument, "a list of string literals", directive)
            }
            return string
        }
    }

    private static func notLiteral(_ argument: IR.Argument, _ expected: String, _ directive: IR.Directive) -> Diagnostic {
        (argument.valueLocation ?? directive.location).error(
            "Expected the \(argument.name.value) argument to @\(directiveName) to be \(expected).")
    }
}
