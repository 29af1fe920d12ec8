import GraphQLSchema
import GraphQLSyntax
import RelayNodes

/// Lowers `@connection(key:, filters:, handler:, dynamicKey_UNSTABLE:)`.
///
/// On each connection field: checks it (see `ConnectionValidator`), adds the selections the
/// runtime's connection handler reads (`edges { cursor node { __typename } }` and `pageInfo`
/// with the fields of the paging direction, as unaliased siblings that `FlattenTransform`
/// merges with the user's), replaces the directive with a `FieldHandle` and records a
/// `ConnectionMetadata` in the definition's metadata, innermost connections first.
public struct ConnectionTransform {
    /// The arguments that page a connection; they never identify it (no default filters).
    static let pagingArguments: Set<String> = ["after", "before", "first", "last", "find", "surrounds"]

    let schema: GraphQLSchema
    var diagnostics: [Diagnostic] = []
    var connections: [ConnectionMetadata] = []
    /// The response keys from the definition's root to the list being visited.
    private var path: [String] = []

    /// The program with every `@connection` lowered, and the problems found.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        // A pass's path and connections are one definition's: each gets its own, on any core.
        program.concurrentlyRewriteDefinitions(onlyWhere: .using(["connection"])) { selections, type, metadata in
            var pass = ConnectionTransform(schema: schema)
            if let lowered = pass.visit(selections, parent: type, belowPlural: false) { selections = lowered }
            metadata.connections += pass.connections
            return pass.diagnostics
        }
    }

    /// The list with its connections lowered, or `nil` when there is no `@connection` in it or
    /// below it (then nothing is copied).
    private mutating func visit(_ selections: [IR.Selection], parent: TypeID, belowPlural: Bool) -> [IR.Selection]? {
        ListEdit.rewriting(selections) { selection in
            switch selection {
            case .scalarField(let field):
                // Relay lets it pass and drops it; a scalar is never a connection, so say so.
                if let directive = field.directives.first(where: { $0.name.value == "connection" }) {
                    diagnostics.append(
                        directive.name.error(
                            "Invalid use of @connection on scalar field '\(field.name.value)': it is supported on "
                                + "fields that return a connection (with 'edges' and 'pageInfo') only."))
                }
                return nil
            case .fragmentSpread:
                return nil
            case .linkedField(let field):
                return visit(field, parent: parent, belowPlural: belowPlural).map(IR.Selection.linkedField)
            case .inlineFragment(let fragment):
                // An aliased fragment's object is under its alias in the data the path leads through.
                if let alias = fragment.alias { path.append(alias.name.value) }
                defer { if fragment.alias != nil { path.removeLast() } }
                return selection.replacingChildren {
                    visit($0, parent: fragment.typeCondition ?? parent, belowPlural: belowPlural)
                }
            case .condition, .clientExtension:
                return selection.replacingChildren { visit($0, parent: parent, belowPlural: belowPlural) }
            }
        }
    }

    /// The field with the connections in and below it lowered, or `nil` when it has none.
    private mutating func visit(_ field: IR.LinkedField, parent: TypeID, belowPlural: Bool) -> IR.LinkedField? {
        path.append(field.responseKey)
        defer { path.removeLast() }
        let children = visit(
            field.selections, parent: field.type.namedType, belowPlural: belowPlural || field.type.containsList)
        let directive = field.directives.first { $0.name.value == "connection" }
        guard children != nil || directive != nil else { return nil }
        var field = field
        field.selections = children ?? field.selections
        if let directive {
            field.directives.removeAll { $0.name.value == "connection" }
            let declaration = schema.field(named: field.name.value, on: parent)
            lower(&field, declaration: declaration, directive: directive, path: belowPlural ? nil : path)
        }
        return field
    }

    private mutating func lower(
        _ field: inout IR.LinkedField, declaration: SchemaField?, directive: IR.Directive, path: [String]?
    ) {
        var validator = ConnectionValidator(
            schema: schema, field: field, declaredArguments: declaration?.arguments.map(\.name) ?? [],
            directive: directive)
        guard let checked = validator.validate() else {
            diagnostics += validator.diagnostics
            return
        }
        diagnostics += validator.diagnostics
        let fieldArguments = field.arguments
        let argument = { (name: String) in fieldArguments.first { $0.name.value == name } }
        let hasFirst = argument("first") != nil, hasLast = argument("last") != nil
        let direction: ConnectionDirection = hasFirst && hasLast ? .bidirectional : (hasFirst ? .forward : .backward)
        let filters =
            checked.arguments.filters
            ?? field.arguments.map(\.name.value).filter { !Self.pagingArguments.contains($0) }
        field.handles.append(
            IR.FieldHandle(
                handle: checked.arguments.handler, key: checked.arguments.key, filters: filters.isEmpty ? nil : filters,
                dynamicKey: checked.arguments.dynamicKey, origin: .connection, location: directive.location))
        field.selections += generatedSelections(checked, direction: direction, at: directive.location)
        var count: String?, cursor: String?
        switch direction {
        case .forward: (count, cursor) = (argument("first")?.value.variableName, argument("after")?.value.variableName)
        case .backward: (count, cursor) = (argument("last")?.value.variableName, argument("before")?.value.variableName)
        case .bidirectional: break
        }
        connections.append(ConnectionMetadata(count: count, cursor: cursor, direction: direction, path: path))
    }

    /// `edges { cursor node { __typename } }` and `pageInfo { … }` for the direction.
    private func generatedSelections(
        _ checked: ConnectionValidator.Checked, direction: ConnectionDirection, at location: IR.Location
    ) -> [IR.Selection] {
        let name = { (value: String) in IR.Name(value, location: location) }
        var nodeSelections: [IR.Selection] = []
        if let typename = schema.metaField(named: "__typename", on: checked.shape.node.type.namedType) {
            nodeSelections.append(
                .scalarField(IR.ScalarField(name: name("__typename"), type: typename.type, isGenerated: true)))
        }
        let edges = IR.LinkedField(
            name: name("edges"), type: checked.shape.edges.type,
            selections: [
                .scalarField(IR.ScalarField(name: name("cursor"), type: checked.shape.cursor.type, isGenerated: true)),
                .linkedField(
                    IR.LinkedField(
                        name: name("node"), type: checked.shape.node.type, selections: nodeSelections,
                        isGenerated: true)),
            ], isGenerated: true)
        let pageInfoFields: [String] =
            switch direction {
            case .forward: ["endCursor", "hasNextPage"]
            case .backward: ["hasPreviousPage", "startCursor"]
            case .bidirectional: ["endCursor", "hasNextPage", "hasPreviousPage", "startCursor"]
            }
        let pageInfoSelections: [IR.Selection] = pageInfoFields.compactMap { fieldName in
            checked.shape.pageInfoSubfields[fieldName].map {
                .scalarField(IR.ScalarField(name: name(fieldName), type: $0.type, isGenerated: true))
            }
        }
        let pageInfo = IR.LinkedField(
            name: name("pageInfo"), type: checked.shape.pageInfo.type, selections: pageInfoSelections,
            isGenerated: true)
        return [.linkedField(edges), .linkedField(pageInfo)]
    }
}

extension IR.Value {
    /// The variable's name when the value is a variable.
    var variableName: String? {
        if case .variable(let name) = self { return name }
        return nil
    }
}
