import GraphQLSyntax

extension Program {
    /// The names every fragment of the program declares with `@argumentDefinitions`.
    ///
    /// In Relay's mode, OverlappingFieldsCanBeMerged leaves the arguments of two fields
    /// uncompared when either mentions a variable of one of these names: which value such a
    /// variable stands for is known only once the fragment's arguments are applied, and Relay's
    /// compiler compares the arguments then (`RelayCompiler.SelectionConflictValidation`).
    func fragmentArgumentNames() -> Set<String> {
        var names: Set<String> = []
        for fragment in fragments {
            for directive in fragment.definition.directives where directive.name.value == FragmentArgument.directiveName {
                for argument in directive.arguments { names.insert(argument.name.value) }
            }
        }
        return names
    }
}

extension Value {
    /// Whether the value mentions a variable named in `names`, anywhere inside it.
    func mentionsVariable(in names: Set<String>) -> Bool {
        switch kind {
        case .variable(let name): names.contains(name.value)
        case .list(let items): items.contains { $0.mentionsVariable(in: names) }
        case .object(let fields): fields.contains { $0.value.mentionsVariable(in: names) }
        default: false
        }
    }
}
