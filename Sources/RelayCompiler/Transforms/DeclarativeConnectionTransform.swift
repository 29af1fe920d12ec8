import GraphQLSchema
import GraphQLSyntax

/// Lowers Relay's declarative mutation directives into field handles the runtime runs after
/// normalizing the field: `@appendEdge`/`@prependEdge` and `@appendNode`/`@prependNode`
/// (handle arguments `connections`, and `edgeTypeName` for the node forms) on linked fields,
/// `@deleteRecord` and `@deleteEdge(connections:)` on `ID` fields. Every misuse is reported
/// with Relay's message; a directive-based message points at `@name`.
public struct DeclarativeConnectionTransform {
    static let edgeDirectives: Set<String> = ["appendEdge", "prependEdge"]
    static let nodeDirectives: Set<String> = ["appendNode", "prependNode"]
    static let deleteDirectives: Set<String> = ["deleteRecord", "deleteEdge"]
    static let all = edgeDirectives.union(nodeDirectives).union(deleteDirectives)
    /// The same names, for skipping the definitions that use none of them.
    static let directiveNames: [StaticString] = [
        "appendEdge", "prependEdge", "appendNode", "prependNode", "deleteRecord", "deleteEdge",
    ]

    let schema: GraphQLSchema
    var diagnostics: [Diagnostic] = []

    /// The program with the directives lowered, and every misuse found.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        // Each definition with a pass of its own, on any core.
        program.concurrentlyRewriteDefinitions(onlyWhere: .using(directiveNames)) { selections, _, _ in
            var pass = DeclarativeConnectionTransform(schema: schema)
            if let lowered = pass.visit(selections) { selections = lowered }
            return pass.diagnostics
        }
    }

    /// The list with the directives in and below it lowered, or `nil` when it has none (then
    /// nothing is copied).
    private mutating func visit(_ selections: [IR.Selection]) -> [IR.Selection]? {
        ListEdit.rewritingFields(selections) { selection in
            switch selection {
            case .scalarField(var field):
                let directives = field.directives.filter { Self.all.contains($0.name.value) }
                guard !directives.isEmpty else { return nil }
                field.directives.removeAll { Self.all.contains($0.name.value) }
                field.handles += scalarHandles(field, directives)
                return .scalarField(field)
            case .linkedField(var field):
                let directives = field.directives.filter { Self.all.contains($0.name.value) }
                guard !directives.isEmpty else { return nil }
                field.directives.removeAll { Self.all.contains($0.name.value) }
                field.handles += linkedHandles(field, directives)
                return .linkedField(field)
            default:
                return nil
            }
        }
    }

    private mutating func scalarHandles(_ field: IR.ScalarField, _ directives: [IR.Directive]) -> [IR.FieldHandle] {
        var handles: [IR.FieldHandle] = []
        for directive in directives {
            let name = directive.name.value
            guard Self.deleteDirectives.contains(name) else {
                diagnostics.append(field.name.error("Invalid use of @\(name) on scalar field '\(field.responseKey)'."))
                continue
            }
            guard schema[field.type.namedType].name == "ID" else {
                diagnostics.append(
                    directive.nameLocation.error(
                        "Invalid use of @\(name) on field '\(field.responseKey)'. Expected field type 'ID', got "
                            + "'\(schema.describe(field.type))'."))
                continue
            }
            if name == "deleteRecord" {
                handles.append(IR.FieldHandle(handle: name, origin: .mutation, location: directive.location))
            } else if let connections = requireConnections(directive) {
                handles.append(
                    IR.FieldHandle(
                        handle: name, handleArguments: [connections], origin: .mutation, location: directive.location))
            }
        }
        return handles
    }

    private mutating func linkedHandles(_ field: IR.LinkedField, _ directives: [IR.Directive]) -> [IR.FieldHandle] {
        let edgeDirective = directives.first { Self.edgeDirectives.contains($0.name.value) }
        let nodeDirective = directives.first { Self.nodeDirectives.contains($0.name.value) }
        if let edgeDirective, let nodeDirective {
            diagnostics.append(
                edgeDirective.nameLocation.error(
                    "Invalid use of @\(edgeDirective.name.value) and @\(nodeDirective.name.value) on field "
                        + "'\(field.responseKey)' - these directives cannot be used together."))
            return []
        }
        var handles: [IR.FieldHandle] = []
        for directive in directives {
            let name = directive.name.value
            if Self.deleteDirectives.contains(name) {
                diagnostics.append(field.name.error("Invalid use of @\(name) on linked field '\(field.responseKey)'."))
                continue
            }
            guard let connections = requireConnections(directive) else { continue }
            if Self.edgeDirectives.contains(name) {
                let type = schema[field.type.namedType]
                guard type.field(named: "cursor") != nil, type.field(named: "node") != nil else {
                    diagnostics.append(
                        directive.nameLocation.error(
                            "Unsupported use of @\(name) on field '\(field.responseKey)', expected an edge field "
                                + "(a field with 'cursor' and 'node' selection)."))
                    continue
                }
                handles.append(
                    IR.FieldHandle(
                        handle: name, handleArguments: [connections], origin: .mutation, location: directive.location))
            } else if let edgeTypeName = requireEdgeTypeName(directive, field: field) {
                handles.append(
                    IR.FieldHandle(
                        handle: name, handleArguments: [connections, edgeTypeName], origin: .mutation,
                        location: directive.location))
            }
        }
        return handles
    }

    private mutating func requireConnections(_ directive: IR.Directive) -> IR.Argument? {
        guard let connections = directive.argument(named: "connections") else {
            diagnostics.append(
                directive.nameLocation.error(
                    "Expected the 'connections' argument to be defined on @\(directive.name.value)."))
            return nil
        }
        return connections
    }

    private mutating func requireEdgeTypeName(_ directive: IR.Directive, field: IR.LinkedField) -> IR.Argument? {
        let name = directive.name.value
        guard let argument = directive.argument(named: "edgeTypeName") else {
            diagnostics.append(
                directive.nameLocation.error(
                    "Unsupported use of @\(name) on field '$\(field.responseKey)', 'edgeTypeName' argument must be "
                        + "provided."))
            return nil
        }
        guard case .string(let typeName) = argument.value else { return argument }
        let location = argument.valueLocation ?? directive.location
        let prefix = "Expected the 'edgeTypeName' argument value on @\(name) to be the name of an object type."
        guard let type = schema.type(named: typeName) else {
            let objects = schema.types.filter { $0.kind == .object && !$0.isIntrospectionType }.map(\.name)
            let similar = Suggestions.list(for: typeName, among: objects, limit: Suggestions.relayLimit)
            diagnostics.append(
                location.error(
                    "\(prefix) '\(typeName)' does not refer to a known object type."
                        + Suggestions.relayDidYouMean(similar),
                    fixIts: argument.valueLocation == nil
                        ? []
                        : Suggestions.fixIts(
                            renaming: typeName, at: location.span, to: similar, replacement: Printer.printString)))
            return nil
        }
        guard type.kind == .object else {
            diagnostics.append(
                location.error("\(prefix) '\(typeName)' does not refer to an object type within the schema."))
            return nil
        }
        return argument
    }
}

extension IR.Directive {
    /// `@name`: where Relay's directive-based diagnostics point.
    var nameLocation: IR.Location {
        IR.Location(
            source: location.source,
            span: SourceSpan(start: Int(location.span.start), end: Int(name.location.span.end)))
    }
}
