import RelayCompiler

extension SwiftCodeGenerator {
    /// The file of one compiled definition; `nil` when its IR and its artifact disagree in
    /// kind, which the compiler never produces.
    public func generate(_ definition: CompilerOutput.Definition) -> SwiftCodegenOutput? {
        switch (definition.readerIR, definition.artifact) {
        case (.operation(let operation), .request(let request)): generate(operation: operation, artifact: request)
        case (.fragment(let fragment), .fragment(let artifact)): generate(fragment: fragment, artifact: artifact)
        case (.fragment(let fragment), .inlineDataFragment(let artifact)):
            generate(fragment: fragment, artifact: artifact)
        default: nil
        }
    }

    /// `RelaySchemaTypes.graphql.swift` for these compiled definitions.
    public func generateSchemaTypes(for definitions: [CompilerOutput.Definition]) -> GeneratedSwiftFile {
        var operations: [IR.Operation] = []
        var fragments: [IR.Fragment] = []
        for definition in definitions {
            switch definition.readerIR {
            case .operation(let operation): operations.append(operation)
            case .fragment(let fragment): fragments.append(fragment)
            }
        }
        return generateSchemaTypes(operations: operations, fragments: fragments)
    }
}
