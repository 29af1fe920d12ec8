import GraphQLSchema
import GraphQLSyntax
import RelayCompiler
import RelayNodes

/// Generates `<Operation>.graphql.swift`: a struct conforming to its kind's protocol
/// (`GraphQLQuery`, `GraphQLMutation` or `GraphQLSubscription`) with the artifact as
/// `static let node`, its `Variables`, and its `Data`.
struct OperationFileGenerator {
    let schema: GraphQLSchema
    let options: SwiftCodegenOptions
    let mapper: SwiftTypeMapper
    let reservedNames: Set<String>
    let documentation: SchemaDocumentation.Cache

    func generate(_ operation: IR.Operation, artifact: ConcreteRequest) -> SwiftCodegenOutput {
        let name = operation.name.value
        var builder = SelectionModelBuilder(
            schema: schema, mapper: mapper, reservedNames: reservedNames,
            definitionNames: [name] + operation.metadata.inlineDataFragments,
            documentation: documentation)
        let data = builder.model(
            named: "Data", type: operation.rootType,
            parts: [SelectionModelBuilder.Part(selections: operation.selections, conditional: false)])
        let file = DefinitionFileWriter(options: options)
        let modifier = options.modifier
        let members = variableMembers(operation)

        var writer = SwiftWriter()
        file.startFile(into: &writer)
        writer.line("/// `\(operation.kind.rawValue) \(name)`.")
        writer.block(modifier, "struct ", name, ": ", Self.protocolName(of: operation.kind)) { writer in
            file.writeStaticLet("node", type: "ConcreteRequest", into: &writer) {
                NodeLiteralPrinter().write(artifact, providedVariableTypes: providedVariableTypes(operation), to: &$0)
            }
            writer.blankLine()
            writer.line("/// The variables the operation is run with.")
            writer.line(modifier, "var variables: Variables")
            writer.blankLine()
            writer.line("/// The operation with these variables.")
            let defaultVariables = members.isEmpty ? " = Variables()" : ""
            writer.block(modifier, "init(variables: Variables", defaultVariables, ")") { writer in
                writer.line("self.variables = variables")
            }
            // `init(variables:)` itself when the only variable is named `variables`.
            if !members.isEmpty, members.map(\.name) != ["variables"] {
                writer.blankLine()
                writer.line(
                    "/// The operation with its variables one by one (a `nil` one is not sent)."
                )
                let parameters = members.map { member in
                    SwiftNames.declared(member.name) + ": " + member.type
                        + (SwiftTypeMapper.isOptional(member.type) ? " = nil" : "")
                }
                let arguments = members.map { SwiftNames.declared($0.name) + ": " + SwiftNames.declared($0.name) }
                writer.block(modifier, "init(", parameters.joined(separator: ", "), ")") { writer in
                    writer.line("self.init(variables: Variables(", arguments.joined(separator: ", "), "))")
                }
            }
            writer.blankLine()
            if members.isEmpty {
                writer.line("/// The operation declares no variables.")
                writer.line(modifier, "typealias Variables = EmptyVariables")
            } else {
                EncodableStructRenderer(modifier: modifier).write(
                    name: "Variables", members: members, documentation: "The operation's variables.", into: &writer)
            }
            writer.blankLine()
            writer.line("/// What the operation reads.")
            let encodable = operation.kind == .mutation && !DefinitionFileWriter.containsSpreadFragment(data)
            DataTypeRenderer(modifier: modifier, encodable: encodable, identifiable: options.allowsIdentifiable).write(
                data, into: &writer)
        }
        return SwiftCodegenOutput(
            files: [
                GeneratedSwiftFile(
                    fileName: GeneratedSwiftFile.fileName(forDefinition: name), bytes: writer.finish())
            ],
            diagnostics: builder.diagnostics)
    }

    /// The members of `Variables`: every declared variable, optional when it is nullable or
    /// has a default; a variable used only as `connections` is a `DataID` list.
    /// The Swift type of each provided variable the operation is run with, by name.
    private func providedVariableTypes(_ operation: IR.Operation) -> [String: String] {
        operation.metadata.providedVariables.reduce(into: [:]) { types, variable in
            let type = variable.definition.type
            types[variable.definition.name.value] = mapper.wrap(type, named: mapper.leafType(type.namedType).swiftType)
        }
    }

    private func variableMembers(_ operation: IR.Operation) -> [EncodableStructRenderer.Member] {
        let connections = ConnectionsVariables.find(in: operation)
        return operation.variables.map { variable in
            let name = variable.name.value
            let leaf = connections.contains(name) ? "DataID" : mapper.leafType(variable.type.namedType).swiftType
            let type = mapper.wrap(variable.type, named: leaf)
            return EncodableStructRenderer.Member(
                name: SwiftNames.unusableMemberNames.contains(name) ? name + "_" : name, key: name,
                type: variable.defaultValue == nil ? type : SwiftTypeMapper.optional(type))
        }
    }

    /// The runtime's protocol for an operation of this kind.
    static func protocolName(of kind: OperationType) -> String {
        switch kind {
        case .query: "GraphQLQuery"
        case .mutation: "GraphQLMutation"
        case .subscription: "GraphQLSubscription"
        }
    }
}
