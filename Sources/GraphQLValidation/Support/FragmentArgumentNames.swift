import GraphQLSyntax

extension Program {
    /// The names each fragment of the program declares with `@argumentDefinitions`, by the
    /// fragment's position.
    ///
    /// In Relay's mode, OverlappingFieldsCanBeMerged leaves the arguments of two fields
    /// uncompared when either mentions a variable its own fragment declares: which value such a
    /// variable stands for is known only once the fragment's arguments are applied, and Relay's
    /// compiler compares the arguments then (`RelayCompiler.SelectionConflictValidation`). A
    /// variable of the same name elsewhere (an operation's) is compared as written.
    func fragmentArgumentNames() -> [Set<String>] {
        fragments.map { Set($0.definition.declaredArguments.map(\.name.value)) }
    }

    /// Whether `arguments`, written in the definition `owner` (a fragment's position, or
    /// `Program.operationOwner`), mention one of that fragment's own arguments.
    static func mentionFragmentArguments(_ arguments: [Argument], owner: Int32, names: [Set<String>]) -> Bool {
        guard names.indices.contains(Int(owner)), !names[Int(owner)].isEmpty else { return false }
        return arguments.contains { $0.value.mentionsVariable(in: names[Int(owner)]) }
    }

    /// The owner of selections written in an operation (no fragment's arguments are in scope).
    static let operationOwner: Int32 = -1
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
