import GraphQLSchema
import GraphQLSyntax

/// Checks one `@connection` field against Relay's connection rules, with Relay's messages:
/// the directive's arguments, the field's type and arguments, the user's `edges` selection,
/// and the shape the connection type exposes in the schema.
struct ConnectionValidator {
    /// What the transform needs from a valid connection.
    struct Checked {
        var arguments: Arguments
        var shape: Shape
    }

    let schema: GraphQLSchema
    let field: IR.LinkedField
    /// The names of the arguments the schema declares for the field.
    let declaredArguments: [String]
    let directive: IR.Directive
    var diagnostics: [Diagnostic] = []

    init(schema: GraphQLSchema, field: IR.LinkedField, declaredArguments: [String], directive: IR.Directive) {
        self.schema = schema
        self.field = field
        self.declaredArguments = declaredArguments
        self.directive = directive
    }

    var fieldName: String { field.responseKey }
    var prefix: String { "@connection used on invalid field '\(fieldName)'." }

    /// The connection's parts, or nil after reporting why it is not a valid connection. As in
    /// Relay, the field's type, its paging arguments and its `edges` selection are checked in
    /// turn; then every problem of the connection type's shape and of the directive's
    /// arguments is reported together.
    mutating func validate() -> Checked? {
        let type = schema[field.type.namedType]
        guard !field.type.containsList, type.kind == .object || type.kind == .interface else {
            fail(
                field.name.location,
                "\(prefix) Expected the return type to be a non-plural interface or object, got "
                    + "'\(schema.describe(field.type))'.")
            return nil
        }
        guard field.arguments.contains(where: { $0.name.value == "first" || $0.name.value == "last" }) else {
            fail(field.name.location, "Expected field '\(fieldName)' to be passed a 'first' or 'last' argument.")
            return nil
        }
        guard selectsEdges(field.selections) else {
            fail(field.name.location, "Expected '\(fieldName)' to be passed a 'edges' selection.")
            return nil
        }
        let shape = checkShape(of: type)
        let arguments = checkDirectiveArguments()
        guard let shape, let arguments else { return nil }
        return Checked(arguments: arguments, shape: shape)
    }

    private func selectsEdges(_ selections: [IR.Selection]) -> Bool {
        selections.contains { selection in
            switch selection {
            case .linkedField(let child): child.name.value == "edges"
            case .inlineFragment(let fragment): selectsEdges(fragment.selections)
            case .condition(let condition): selectsEdges(condition.selections)
            default: false
            }
        }
    }

    mutating func fail(
        _ location: IR.Location, _ message: String, notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(location.error(message, notes: notes, fixIts: fixIts))
    }
}
