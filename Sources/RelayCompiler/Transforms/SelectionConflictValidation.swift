import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

/// Relay's check that the fields selected under one response key take the same arguments
/// once fragment arguments are applied (its `validate_selection_conflict`, run after
/// `apply_fragment_arguments`). A fragment spread twice beside itself with different
/// `@arguments`, or a fragment's field taking one of the fragment's arguments beside the
/// same field taking something else, asks the server for one key with two sets of arguments,
/// which the server rejects.
///
/// Validation compared every other pair of fields as written; only pairs whose arguments
/// mention a fragment's argument wait for this pass (`ValidationOptions.relay`), so only the
/// operations that reach a fragment declaring arguments are checked here. As in validation,
/// fields on two different object types never conflict, and an argument passed `null` is one
/// not passed.
enum SelectionConflictValidation {
    /// Every conflict in the operations of `applied` (the program after
    /// `ApplyFragmentArgumentsTransform`, fragments by their copies' names) that reach a
    /// fragment declaring arguments (`Metadata.reachesFragmentArguments`): only in those can
    /// arguments differ once applied where they did not as written.
    static func validate(_ applied: IR.Program, schema: GraphQLSchema) -> [Diagnostic] {
        let checked = applied.operations.filter(\.metadata.reachesFragmentArguments)
        guard !checked.isEmpty else { return [] }
        let fragments = applied.fragmentsByName()
        return checked.concurrentMap { operation in
            var pass = Pass(schema: schema, fragments: fragments)
            _ = pass.fields(of: operation.selections, parent: operation.rootType)
            return pass.diagnostics
        }.flatMap { $0 }
    }

    /// The fields of one response key selected on one type: the first stands for all, since
    /// every other was found to take its arguments; a linked field's selections are those of
    /// all of them, merged.
    private struct Group {
        var field: IR.Selection
        var parent: TypeID
        var children: Fields?
    }

    /// Fields by response key, a group per type they are selected on.
    private typealias Fields = [String: [Group]]

    /// One operation's check, with the fields of each fragment it spreads collected once.
    private struct Pass {
        let schema: GraphQLSchema
        let fragments: NameMap<IR.Fragment>
        var fragmentFields: [String: Fields] = [:]
        /// The fields of each linked field's selections, by the field's node: collected (and
        /// their conflicts reported) once, however often the field is compared.
        var childFields: [ObjectIdentifier: Fields] = [:]
        var diagnostics: [Diagnostic] = []

        /// The fields of a selection list, inline fragments, conditions and spreads merged in,
        /// each conflict reported on the way.
        mutating func fields(of selections: [IR.Selection], parent: TypeID) -> Fields {
            var fields: Fields = [:]
            for selection in selections {
                switch selection {
                case .scalarField(let field):
                    insert(Group(field: selection, parent: parent), key: field.responseKey, into: &fields)
                case .linkedField(let field):
                    let group = Group(field: selection, parent: parent, children: children(of: field))
                    insert(group, key: field.responseKey, into: &fields)
                case .inlineFragment(let fragment):
                    merge(self.fields(of: fragment.selections, parent: fragment.typeCondition ?? parent), into: &fields)
                case .condition(let condition):
                    merge(self.fields(of: condition.selections, parent: parent), into: &fields)
                case .clientExtension(let nested):
                    merge(self.fields(of: nested, parent: parent), into: &fields)
                case .fragmentSpread(let spread):
                    merge(fieldsOfFragment(named: spread.name.value), into: &fields)
                }
            }
            return fields
        }

        private mutating func children(of field: IR.LinkedField) -> Fields {
            let node = ObjectIdentifier(field.storage.box)
            if let cached = childFields[node] { return cached }
            let fields = self.fields(of: field.selections, parent: field.type.namedType)
            childFields[node] = fields
            return fields
        }

        private mutating func fieldsOfFragment(named name: String) -> Fields {
            if let cached = fragmentFields[name] { return cached }
            guard let fragment = fragments[name] else { return [:] }
            // A placeholder first: a spread cycle (reported by validation) ends here.
            fragmentFields[name] = [:]
            let fields = self.fields(of: fragment.selections, parent: fragment.typeCondition)
            fragmentFields[name] = fields
            return fields
        }

        private mutating func merge(_ other: Fields, into fields: inout Fields) {
            for (key, groups) in other {
                for group in groups { insert(group, key: key, into: &fields) }
            }
        }

        /// Adds a group of fields, compared first with each group of its response key that may
        /// meet it (not on another object type): their arguments, then, for linked fields, the
        /// fields they select, merged into that group's. (Fields on two object types never
        /// meet, so what they select is not compared either.)
        private mutating func insert(_ group: Group, key: String, into fields: inout Fields) {
            var groups = fields[key] ?? []
            var isNew = true
            for index in groups.indices where !exclusive(groups[index].parent, group.parent) {
                if let conflict = argumentConflict(key, groups[index].field, group.field) {
                    diagnostics.append(conflict)
                    return
                }
                if let children = group.children, groups[index].children != nil {
                    merge(children, into: &groups[index].children!)
                }
                if groups[index].parent == group.parent { isNew = false }
            }
            if isNew { groups.append(group) }
            fields[key] = groups
        }

        private func exclusive(_ first: TypeID, _ second: TypeID) -> Bool {
            first != second && schema.kind(of: first) == .object && schema.kind(of: second) == .object
        }

        /// Relay's error when two fields of one key take different arguments.
        private func argumentConflict(_ key: String, _ first: IR.Selection, _ second: IR.Selection) -> Diagnostic? {
            guard let firstField = first.fieldParts, let secondField = second.fieldParts else { return nil }
            guard !sameArguments(firstField.arguments, secondField.arguments, ignoringNull: true) else { return nil }
            return firstField.name.error(
                RelayMessages.differingArguments(key: key, applied: Self.printed(firstField.arguments)),
                notes: [
                    secondField.name.location.note(
                        RelayMessages.differingArgumentsNote(applied: Self.printed(secondField.arguments)))
                ])
        }

        /// Arguments as Relay prints them in its message: nothing when there are none.
        private static func printed(_ arguments: [IR.Argument]) -> String {
            guard !arguments.isEmpty else { return "" }
            return "(" + arguments.map { $0.name.value + ": " + $0.value.queryText }.joined(separator: ", ") + ")"
        }
    }
}

extension IR.Selection {
    /// A field's name and arguments; `nil` for other selections.
    fileprivate var fieldParts: (name: IR.Name, arguments: [IR.Argument])? {
        switch self {
        case .scalarField(let field): (field.name, field.arguments)
        case .linkedField(let field): (field.name, field.arguments)
        default: nil
        }
    }
}
