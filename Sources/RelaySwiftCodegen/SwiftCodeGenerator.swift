import GraphQLSchema
import GraphQLSyntax
import RelayCompiler
import RelayNodes

/// Generates the Swift code of a project: for every operation and fragment a
/// `<Name>.graphql.swift` file, and for the module `RelaySchemaTypes.graphql.swift` with the
/// enums and input objects the definitions use.
///
/// Input is the reader IR after Relay's transforms (the IR the artifact's reader AST was
/// built from) and the artifact itself; the output depends only on them, the schema and the
/// options, so that generating twice gives the same bytes.
///
/// Naming scheme of the generated code:
/// - `struct <Operation>: GraphQLQuery` (or `GraphQLMutation`, `GraphQLSubscription`) with
///   `Variables` (or `typealias Variables = EmptyVariables`) and `Data`; `struct <Fragment>:
///   SingularFragment` (or `PluralFragment`) with `Data` and the protocol `<Fragment>_Key`.
/// - Nested data types are named after their field's response key with the first letter
///   upper-cased, nested in their parent: `AddTodoMutation.Data.AddTodo.Todo`; a list's
///   after the singular of its key (`edges: [Edge?]?`; see `SelectionModelBuilder`).
/// - A selection on an abstract type with inline fragments on object types is an enum with a
///   case `as<Type>(As<Type>)` per type and `other(Other)`, chosen by `__typename`.
/// - A spread fragment is a `fragment_<Fragment>: FragmentPointer` property; the type holding
///   it conforms to `<Fragment>_Key`. A spread `@inline` fragment is a
///   `fragment_<Fragment>: <Fragment>.Data` property, its data read in place; the fragment is a
///   `GraphQLInlineDataFragment` struct.
/// - Names Swift reserves get `_` appended (`self` → `self_`); keywords are escaped with
///   backticks.
public struct SwiftCodeGenerator: Sendable {
    /// The schema the definitions were compiled against.
    public let schema: GraphQLSchema
    /// Access level and custom scalar types.
    public let options: SwiftCodegenOptions
    let mapper: SwiftTypeMapper
    /// Names that no nested data type may take, so that type references inside data types
    /// always reach the intended type: built-in names, and every enum and input object.
    private let reservedNames: Set<String>
    /// Each selected field's documentation, worked out once.
    private let documentation = SchemaDocumentation.Cache()

    /// The names generated types declare inside themselves whatever the selections: a custom
    /// scalar's Swift type must not mention one unqualified (a `Data` field would be the
    /// definition's own `Data`).
    public static let fixedMemberTypeNames: Set<String> = ["Data", "Variables", "CodingKeys", "Other"]

    /// A generator for definitions compiled against `schema`.
    public init(schema: GraphQLSchema, options: SwiftCodegenOptions = SwiftCodegenOptions()) {
        self.schema = schema
        self.options = options
        let mapper = SwiftTypeMapper(schema: schema, options: options)
        self.mapper = mapper
        var reserved = SwiftTypeMapper.reservedTypeNames
        if let namespace = options.schemaTypesNamespace {
            reserved.insert(namespace)
        } else {
            for type in schema.types where type.kind == .enumeration || type.kind == .inputObject {
                reserved.insert(mapper.schemaTypeName(type.name))
            }
        }
        // A nested type named as a name a mapped type mentions (`User` of `Tagged<User, String>`)
        // would capture it.
        for swiftType in options.customScalars.values {
            reserved.formUnion(SwiftTypeSyntax.leadingNames(in: swiftType))
        }
        reservedNames = reserved
    }

    /// The file of one operation.
    public func generate(operation: IR.Operation, artifact: ConcreteRequest) -> SwiftCodegenOutput {
        OperationFileGenerator(
            schema: schema, options: options, mapper: mapper, reservedNames: reservedNames,
            documentation: documentation
        )
        .generate(operation, artifact: artifact)
    }

    /// The file of one fragment.
    public func generate(fragment: IR.Fragment, artifact: ReaderFragment) -> SwiftCodegenOutput {
        FragmentFileGenerator(
            schema: schema, options: options, mapper: mapper, reservedNames: reservedNames,
            documentation: documentation
        )
        .generate(fragment, artifact: artifact)
    }

    /// The file of one `@inline` fragment.
    public func generate(fragment: IR.Fragment, artifact: InlineDataFragment) -> SwiftCodegenOutput {
        FragmentFileGenerator(
            schema: schema, options: options, mapper: mapper, reservedNames: reservedNames,
            documentation: documentation
        )
        .generate(fragment, artifact: artifact)
    }

    /// `RelaySchemaTypes.graphql.swift`: the enums and input objects these definitions use.
    /// Always generated (possibly with no type), so that the set of files is known up front.
    public func generateSchemaTypes(operations: [IR.Operation], fragments: [IR.Fragment]) -> GeneratedSwiftFile {
        var used = UsedSchemaTypes()
        for operation in operations { used.add(operation, schema: schema) }
        for fragment in fragments { used.add(fragment, schema: schema) }
        return SchemaTypesGenerator(schema: schema, options: options, mapper: mapper).generate(used)
    }

    /// Every file of a module: one per compiled definition, and the schema types; files
    /// ordered by name, diagnostics in definition order.
    public func generate(_ definitions: [CompilerOutput.Definition]) -> SwiftCodegenOutput {
        var output = SwiftCodegenOutput()
        for definition in definitions {
            guard let result = generate(definition) else { continue }
            output.files += result.files
            output.diagnostics += result.diagnostics
        }
        output.files.append(generateSchemaTypes(for: definitions))
        output.files.sort { $0.fileName < $1.fileName }
        return output
    }
}
