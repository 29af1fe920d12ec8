import GraphQLSyntax

/// §5.1.1: a document for execution holds only operations and fragments.
enum ExecutableDefinitions {
    static let name = "ExecutableDefinitions"

    static func check(_ definitions: [Definition], in walker: DocumentWalker) {
        for definition in definitions where !definition.isExecutable {
            let subject = typeSystemName(of: definition).map { "\"\($0)\"" } ?? "schema"
            walker.report(name, "The \(subject) definition is not executable.", at: definition.span)
        }
    }

    /// The name a type-system definition defines, or nil for a schema definition.
    static func typeSystemName(of definition: Definition) -> String? {
        switch definition {
        case .operation, .fragment, .schema: nil
        case .scalar(let scalar): scalar.name.value
        case .object(let object): object.name.value
        case .interface(let interface): interface.name.value
        case .union(let union): union.name.value
        case .enumeration(let enumeration): enumeration.name.value
        case .inputObject(let input): input.name.value
        case .directive(let directive): directive.name.value
        }
    }
}
