import GraphQLSchema
import GraphQLSyntax

/// Checks one `@connection` field against Relay's connection rules, with Relay's messages:
/// the directive's arguments, the field's type and arguments, the user's `edges` selection,
/// and the shape the connection type exposes in the schema.
struct ConnectionValidator {
    /// What the transform needs from a valid connection.
    struct Checked {
        var key: String
        var handler: String
        var filters: [String]?
        var dynamicKey: IR.Value?
        var edgesField: SchemaField
        var cursorField: SchemaField
        var nodeField: SchemaField
        var pageInfoField: SchemaField
        var pageInfoSubfields: [String: SchemaField]
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

    private var fieldName: String { field.responseKey }
    private var prefix: String { "@connection used on invalid field '\(fieldName)'." }

    /// The connection's parts, or nil after reporting why it is not a valid connection.
    mutating func validate() -> Checked? {
        guard let arguments = checkDirectiveArguments() else { return nil }
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
        return checkSchemaShape(type, arguments)
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

    private typealias Arguments = (key: String, handler: String, filters: [String]?, dynamicKey: IR.Value?)

    private mutating func checkDirectiveArguments() -> Arguments? {
        guard let keyArgument = directive.argument(named: "key"), case .string(let key) = keyArgument.value else {
            fail(
                directive.argument(named: "key")?.valueLocation ?? directive.location,
                "Expected the key argument to @connection to be a string literal for field '\(fieldName)'.")
            return nil
        }
        let postfix = "_" + fieldName
        guard key.hasSuffix(postfix) else {
            fail(
                keyArgument.valueLocation ?? directive.location,
                "Expected the key argument to @connection to be of form '<SomeName>\(postfix)', got '\(key)'. "
                    + "For a detailed explanation, check out https://relay.dev/docs/tutorial/connections-pagination/",
                notes: [field.name.location.note("the connection field")])
            return nil
        }
        var handler = "connection"
        if let argument = directive.argument(named: "handler") {
            guard case .string(let name) = argument.value else {
                fail(
                    argument.valueLocation ?? directive.location,
                    "Expected the handler argument to @connection to be a string literal for field '\(fieldName)'.")
                return nil
            }
            handler = name
        }
        var filters: [String]?
        if let argument = directive.argument(named: "filters") {
            // A list of string literals, as Relay asks: not `null`, nor one name alone (which the
            // list coercion of input values would accept).
            guard let names = Self.stringLiterals(argument.value) else {
                fail(
                    argument.valueLocation ?? directive.location,
                    "Expected the filters argument to @connection to be a list of string literals for field "
                        + "'\(fieldName)'.")
                return nil
            }
            for name in names {
                guard declaredArguments.contains(name) || field.arguments.contains(where: { $0.name.value == name })
                else {
                    fail(
                        argument.valueLocation ?? directive.location,
                        "Expected the `filters` argument to `@connection` to be a list of argument names to the "
                            + "connection field to use to identify the connection, got `\(name)`. Not specifying "
                            + "`filters` is often recommended and will use all fields.")
                    return nil
                }
            }
            filters = names
        }
        var dynamicKey: IR.Value?
        if let argument = directive.argument(named: "dynamicKey_UNSTABLE") {
            guard case .variable = argument.value else {
                fail(
                    argument.valueLocation ?? directive.location,
                    "Expected the dynamicKey_UNSTABLE argument to @connection to be a variable for field "
                        + "'\(fieldName)'.")
                return nil
            }
            dynamicKey = argument.value
        }
        return (key, handler, filters, dynamicKey)
    }

    private mutating func checkSchemaShape(_ type: SchemaType, _ arguments: Arguments) -> Checked? {
        let typeName = type.name
        let expose = "\(prefix) Expected the field type '\(typeName)' to expose a"
        guard let edges = type.field(named: "edges"), edges.type.containsList,
            schema.kind(of: edges.type.namedType) == .object || schema.kind(of: edges.type.namedType) == .interface
        else {
            fail(field.name.location, "\(expose) 'edges' field that returns a list of objects.")
            return nil
        }
        let edgeType = schema[edges.type.namedType]
        guard let node = edgeType.field(named: "node"), !node.type.containsList,
            schema.kind(of: node.type.namedType).isComposite
        else {
            fail(field.name.location, "\(expose) 'edges { node }' field that returns an object, interface or union.")
            return nil
        }
        guard let cursor = edgeType.field(named: "cursor"), schema.kind(of: cursor.type.namedType).isLeaf,
            !cursor.type.containsList
        else {
            fail(field.name.location, "\(expose) 'edges { cursor }' field that returns a scalar.")
            return nil
        }
        guard let pageInfo = type.field(named: "pageInfo"), schema.kind(of: pageInfo.type.namedType) == .object,
            !pageInfo.type.containsList
        else {
            fail(field.name.location, "\(expose) 'pageInfo' field that returns an object.")
            return nil
        }
        var subfields: [String: SchemaField] = [:]
        let pageInfoType = schema[pageInfo.type.namedType]
        for name in ["endCursor", "hasNextPage", "hasPreviousPage", "startCursor"] {
            guard let subfield = pageInfoType.field(named: name), schema.kind(of: subfield.type.namedType).isLeaf,
                !subfield.type.containsList
            else {
                fail(field.name.location, "\(expose) 'pageInfo { \(name) }' field that returns a scalar.")
                return nil
            }
            subfields[name] = subfield
        }
        return Checked(
            key: arguments.key, handler: arguments.handler, filters: arguments.filters,
            dynamicKey: arguments.dynamicKey, edgesField: edges, cursorField: cursor, nodeField: node,
            pageInfoField: pageInfo, pageInfoSubfields: subfields)
    }

    private mutating func fail(_ location: IR.Location, _ message: String, notes: [Diagnostic.Note] = []) {
        diagnostics.append(location.error(message, notes: notes))
    }

    /// The strings of a list of string literals, else `nil`.
    private static func stringLiterals(_ value: IR.Value) -> [String]? {
        guard case .list(let items) = value else { return nil }
        var strings: [String] = []
        for item in items {
            guard case .string(let string) = item else { return nil }
            strings.append(string)
        }
        return strings
    }
}
