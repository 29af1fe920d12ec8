import GraphQLSchema
import GraphQLSyntax
import RelayNodes

/// Lowers `@refetchable(queryName:, directives:, preferFetchable:)`: generates the query
/// that refetches the fragment (named `<fragment name>RefetchQuery` when `queryName` is left
/// out, with the `directives` given) and records how to refetch it in the fragment's
/// `Metadata.refetch`.
///
/// The query reaches the fragment's record through `viewer` for the `Viewer` type, directly
/// for the query type, through `node(id: $id)` for types whose records are all `Node`s
/// (adding `id`, or the field `CompilerOptions.nodeInterfaceIdField` names, to the fragment
/// when it does not select it), or through `fetch__<Type>(<argument>: $id)` for a
/// `@fetchable(field_name:)` type (adding that field, and `__token` if asked), tried in that
/// order, the last two the other way round with `preferFetchable: true`.
/// Its variables are the fragment's local arguments (with their defaults) and the global
/// variables it uses, sorted by name, then `$id` (through `node`, the variable is named as
/// the identifying field is, `$nodeId`, and the metadata's `identifierQueryVariableName`
/// says so); it spreads the fragment passing each local argument as the same-named variable.
public struct RefetchableTransform {
    let schema: GraphQLSchema
    /// Whether a fragment refetched through `@fetchable` selects `__token` (`CompilerOptions`).
    let selectsFetchToken: Bool
    /// The field identifying a `Node` (`CompilerOptions.nodeInterfaceIdField`).
    let idField: String
    var diagnostics: [Diagnostic] = []

    /// The program with a generated query per `@refetchable` fragment, after the user's
    /// operations, and the problems found. `prefersFetchable` treats every fragment as if it
    /// said `preferFetchable: true`.
    public static func transform(
        _ program: consuming IR.Program, schema: GraphQLSchema, selectsFetchToken: Bool = false, idField: String = "id",
        prefersFetchable: Bool = false
    ) -> IR.PassResult {
        var pass = RefetchableTransform(schema: schema, selectsFetchToken: selectsFetchToken, idField: idField)
        var program = program
        var generatedBy: [String: IR.Fragment] = [:]
        for index in program.fragments.indices {
            guard let directive = program.fragments[index].directives.first(where: { $0.name.value == "refetchable" })
            else { continue }
            program.fragments[index].directives.removeAll { $0.name.value == "refetchable" }
            let fragment = program.fragments[index]
            guard
                let queryName = pass.queryName(directive, fragment: fragment, program: program, generated: generatedBy)
            else { continue }
            guard let directives = pass.queryDirectives(directive),
                let asked = pass.prefersFetchable(directive),
                let generated = pass.generate(
                    fragment, queryName: queryName, directives: directives, prefersFetchable: asked || prefersFetchable)
            else { continue }
            var (operation, fragmentWithID) = (generated.0, generated.2)
            let refetch = generated.1
            fragmentWithID.metadata.refetch = refetch
            operation.metadata.derivedFrom = fragment.name.value
            operation.metadata.reachesFragmentArguments = fragment.metadata.reachesFragmentArguments
            program.fragments[index] = fragmentWithID
            program.operations.append(operation)
            generatedBy[queryName.value] = fragment
        }
        return IR.PassResult(program: program, diagnostics: pass.diagnostics)
    }

    /// The `queryName`, or `<fragment name>RefetchQuery` without one (as newer Relay names
    /// it), after checking that it is a string naming no other definition.
    private mutating func queryName(
        _ directive: IR.Directive, fragment: IR.Fragment, program: IR.Program, generated: [String: IR.Fragment]
    ) -> IR.Name? {
        let name: String, location: IR.Location
        let isDerived: Bool
        if let argument = directive.argument(named: "queryName"), argument.value != .null {
            guard case .string(let string) = argument.value else {
                diagnostics.append(
                    directive.nameLocation.error(
                        "Expected the 'queryName' argument of @refetchable to be a string, got "
                            + "'\(argument.value.graphQLText)"))
                return nil
            }
            (name, location, isDerived) = (string, argument.valueLocation ?? directive.location, false)
        } else {
            (name, location, isDerived) = (fragment.name.value + "RefetchQuery", directive.location, true)
        }
        if let other = generated[name] {
            // Named in sorted order, the error at the first (as the newest Relay reports it:
            // the same whichever file the compiler reads first).
            let (first, second) =
                fragment.name.value > other.name.value ? (other.name, fragment.name) : (fragment.name, other.name)
            diagnostics.append(
                first.error(
                    "Duplicate definition for @refetchable operation '\(name)' from fragments "
                        + "'\(first.value)' and '\(second.value)'",
                    notes: [second.location.note("also defined here")]))
            return nil
        }
        if let other = program.operations.first(where: { $0.name.value == name }) {
            let note = other.name.location.note("an operation with that name is already defined here")
            diagnostics.append(
                isDerived
                    ? location.error(
                        "A unique query name has to be specified in `@refetchable`, an operation `\(name)` already "
                            + "exists.", notes: [note])
                    : location.error(
                        "The `queryName` specified in `@refetchable` must be unique, an definition with the name "
                            + "`\(name)` already exists.", notes: [note]))
            return nil
        }
        if let other = program.fragments.first(where: { $0.name.value == name }) {
            diagnostics.append(
                location.error(
                    "The `queryName` specified in `@refetchable` must be unique, an definition with the name "
                        + "`\(name)` already exists.",
                    notes: [other.name.location.note("an fragment with that name is already defined here")]))
            return nil
        }
        if fragment.metadata.plural {
            diagnostics.append(
                fragment.name.error(
                    "Invalid use of @refetchable on fragment `\(fragment.name.value)`, fragments cannot be annotated "
                        + "with both @refetchable and @relay(plural: true)."))
            return nil
        }
        return IR.Name(name, location: location)
    }

    private enum Strategy {
        case query, viewer(SchemaField)
        case node(TypeID, field: SchemaField, argument: SchemaInputValue, idType: SchemaTypeReference)
        case fetchable(Fetchable)
    }

    /// The argument of the query type's `node` field that takes the identifier: `id`, or one
    /// named as the identifying field is (`node(nodeId:)` beside `Node.nodeId`).
    private func nodeArgument(of nodeField: SchemaField) -> SchemaInputValue? {
        nodeField.argument(named: "id") ?? nodeField.argument(named: idField)
    }

    /// How to refetch the fragment, Relay's way: `nil` when there is none, with the problem
    /// reported. Relay tries `node` before a `@fetchable` type's field, or after it with
    /// `preferFetchable: true`.
    private mutating func strategy(for fragment: IR.Fragment, prefersFetchable: Bool) -> Strategy? {
        let type = fragment.typeCondition
        if let queryType = schema.queryType {
            if type == queryType { return .query }
            if schema[type].name == "Viewer", let viewer = schema.field(named: "viewer", on: queryType),
                viewer.type.namedType == type, !viewer.type.containsList
            {
                return .viewer(viewer)
            }
        }
        if !prefersFetchable, let node = nodeStrategy(for: type) { return node }
        switch fetchable(fragment) {
        case .fetchable(let fetchable): return .fetchable(fetchable)
        case .invalid: return nil
        case .notFetchable: break
        }
        if prefersFetchable, let node = nodeStrategy(for: type) { return node }
        diagnostics.append(
            fragment.name.error(
                "Invalid use of @refetchable on fragment '\(fragment.name.value)', only supported are fragments on:\n"
                    + " - the Viewer type\n - the Query type\n - the Node interface, object types that implement the "
                    + "Node interface, interfaces whose implementing objects all implement Node, and unions whose "
                    + "members all implement Node\n - server objects and interfaces with the @fetchable directive"))
        return nil
    }

    /// Refetching through the query type's `node(id:)`, when a record of `type` can be.
    private func nodeStrategy(for type: TypeID) -> Strategy? {
        guard let queryType = schema.queryType, let node = schema.typeID(named: "Node"),
            isIdentified(type, byNode: node),
            let nodeField = schema.field(named: "node", on: queryType), let argument = nodeArgument(of: nodeField),
            let id = schema.idType, let idType = SchemaTypeReference(named: id).wrappedInNonNull()
        else { return nil }
        return .node(node, field: nodeField, argument: argument, idType: idType)
    }

    /// Whether a record of `type` can be fetched again through `node`, as Relay decides: `Node`
    /// itself, an object implementing it, an interface whose implementations (one at least)
    /// all implement it, or a union whose members all do.
    private func isIdentified(_ type: TypeID, byNode node: TypeID) -> Bool {
        let implementsNode = { (object: TypeID) in schema.isSubType(object, of: node) }
        switch schema.kind(of: type) {
        case .object:
            return implementsNode(type)
        case .interface:
            let objects = schema.possibleTypes(of: type)
            return type == node || (!objects.isEmpty && objects.allSatisfy(implementsNode))
        case .union:
            return schema.possibleTypes(of: type).allSatisfy(implementsNode)
        default:
            return false
        }
    }

    private mutating func generate(
        _ fragment: IR.Fragment, queryName: IR.Name, directives: [IR.Directive], prefersFetchable: Bool
    ) -> (IR.Operation, RefetchMetadata, IR.Fragment)? {
        guard let queryType = schema.queryType,
            let strategy = strategy(for: fragment, prefersFetchable: prefersFetchable)
        else { return nil }
        let localNames = Set(fragment.argumentDefinitions.map(\.name.value))
        for local in fragment.argumentDefinitions
        where fragment.usedGlobalVariables.contains(where: { $0.name.value == local.name.value }) {
            diagnostics.append(
                local.name.error(
                    "Fragment variable `$\(local.name.value)` conflicts with a global variable generated by the "
                        + "@refetchable generated query"))
        }
        // (The fragment's provided variables are declared with the others the query reaches.)
        let provided = fragment.metadata.providedVariables
        var variables =
            (fragment.argumentDefinitions
            + fragment.usedGlobalVariables.filter {
                !localNames.contains($0.name.value) && !provided.provides($0.name.value)
            }).sorted { $0.name.value < $1.name.value }
        let location = queryName.location
        let name = { (value: String) in IR.Name(value, location: location) }
        let spread = IR.Selection.fragmentSpread(
            IR.FragmentSpread(
                name: IR.Name(fragment.name.value, location: location),
                arguments: fragment.argumentDefinitions.map {
                    IR.Argument(name: name($0.name.value), value: .variable($0.name.value), expectedType: $0.type)
                }))
        var fragment = fragment
        let selections: [IR.Selection]
        let path: [String]
        var identifierField: String?
        var identifierVariable: String?
        switch strategy {
        case .query:
            (selections, path) = ([spread], [])
        case .viewer(let viewer):
            selections = [.linkedField(IR.LinkedField(name: name("viewer"), type: viewer.type, selections: [spread]))]
            path = ["viewer"]
        case .node(let node, let nodeField, let argument, let idType):
            // Relay names the variable after the identifying field (`node(nodeId: $nodeId)`).
            guard addIDVariable(idField, idType, to: &variables, fragment: fragment, location: location) else {
                return nil
            }
            let idArgument = IR.Argument(
                name: name(argument.name), value: .variable(idField), expectedType: argument.type)
            selections = [
                .linkedField(
                    IR.LinkedField(
                        name: name("node"), type: nodeField.type, arguments: [idArgument], selections: [spread]))
            ]
            path = ["node"]
            identifierField = idField
            identifierVariable = idField == "id" ? nil : idField
            addID(to: &fragment, node: node)
        case .fetchable(let fetchable):
            guard let idType = fetchable.idArgument.type.nullable.wrappedInNonNull(),
                addIDVariable("id", idType, to: &variables, fragment: fragment, location: location)
            else { return nil }
            let idArgument = IR.Argument(
                name: name(fetchable.idArgument.name), value: .variable("id"), expectedType: fetchable.idArgument.type)
            let field = fetchable.fetchField
            selections = [
                .linkedField(
                    IR.LinkedField(
                        name: name(field.name), type: field.type, arguments: [idArgument], selections: [spread]))
            ]
            path = [field.name]
            identifierField = fetchable.identifierField.name
            addFetchFields(to: &fragment, fetchable)
        }
        let operation = IR.Operation(
            kind: .query, name: queryName, rootType: queryType, variables: variables, directives: directives,
            selections: selections, location: fragment.location)
        let refetch = RefetchMetadata(
            connection: connectionMetadata(fragment), fragmentPathInResult: path, operation: queryName.value,
            identifierField: identifierField, identifierQueryVariableName: identifierVariable)
        return (operation, refetch, fragment)
    }

    /// Adds the identifier's variable (`$id`) to the generated query's variables; `false`
    /// (reported) when the fragment already uses a variable of that name.
    private mutating func addIDVariable(
        _ name: String, _ type: SchemaTypeReference, to variables: inout [IR.VariableDefinition],
        fragment: IR.Fragment, location: IR.Location
    ) -> Bool {
        if variables.contains(where: { $0.name.value == name }) {
            diagnostics.append(
                fragment.name.error(
                    "Invalid use of @refetchable on fragment `\(fragment.name.value)`, this fragment already has "
                        + "an `$\(name)` variable in scope."))
            return false
        }
        variables.append(IR.VariableDefinition(name: IR.Name(name, location: location), type: type))
        return true
    }

    /// Makes the fragment select its record's identifier: the identifying field, or, on a type
    /// without one (a union, an interface that does not implement `Node`), `... on Node { id }`.
    private func addID(to fragment: inout IR.Fragment, node: TypeID) {
        guard !fragment.selections.contains(where: { $0.isUnaliasedScalarField(named: idField) }) else { return }
        let onType = schema[fragment.typeCondition].field(named: idField)
        guard let id = onType ?? schema[node].field(named: idField) else { return }
        let location = fragment.name.location
        let selection = IR.Selection.scalarField(
            IR.ScalarField(name: IR.Name(idField, location: location), type: id.type))
        fragment.selections.append(
            onType != nil
                ? selection
                : .inlineFragment(IR.InlineFragment(typeCondition: node, selections: [selection], location: location)))
    }
}
