import GraphQLSchema
import GraphQLSyntax
import RelayCompiler
import RelayNodes

/// Generates `<Fragment>.graphql.swift`: a `SingularFragment` struct holding a pointer to the
/// fragment's data, with the artifact as `static let node` and its `Data`, and the
/// `<Fragment>_Key` protocol that the data of every selection spreading it conforms to.
///
/// A `@relay(plural: true)` fragment is a `PluralFragment`, holding `fragmentPointers` read
/// from a list of keys. A `@refetchable` fragment also conforms to `RefetchableFragment` (its
/// refetch query type and metadata), or to `PaginationFragment` when it has a `@connection`. An `@inline`
/// fragment's file is another (`FragmentFileGenerator+InlineData`).
struct FragmentFileGenerator {
    let schema: GraphQLSchema
    let options: SwiftCodegenOptions
    let mapper: SwiftTypeMapper
    let reservedNames: Set<String>
    let documentation: SchemaDocumentation.Cache

    func generate(_ fragment: IR.Fragment, artifact: ReaderFragment) -> SwiftCodegenOutput {
        let name = fragment.name.value
        let keyProtocol = name + "_Key"
        let pointerProperty = "fragment_" + name
        let (data, diagnostics) = dataModel(of: fragment)
        let file = DefinitionFileWriter(options: options)
        let modifier = options.modifier
        let refetch = fragment.metadata.refetch ?? artifact.metadata?.refetch
        let isPlural = fragment.metadata.plural || artifact.isPlural

        var printer = NodeLiteralPrinter()
        var conformance = isPlural ? "PluralFragment" : "SingularFragment"
        if let refetch {
            printer.refersToRefetchMetadata = true
            printer.refersToConnectionMetadata = refetch.connection != nil
            conformance = (refetch.connection == nil ? "RefetchableFragment, " : "PaginationFragment, ") + conformance
        }

        var writer = SwiftWriter()
        file.startFile(into: &writer)
        writer.line("/// `fragment \(name) on \(schema[fragment.typeCondition].name)`.")
        writer.block(modifier, "struct ", name, ": ", conformance) { writer in
            file.writeStaticLet("node", type: "ReaderFragment", into: &writer) { printer.write(artifact, to: &$0) }
            if let refetch {
                writer.blankLine()
                writer.line("/// The query that refetches the fragment.")
                writer.line(modifier, "typealias RefetchQuery = ", refetch.operation)
                writer.blankLine()
                writer.line("/// How the refetch query reaches the fragment.")
                file.writeStaticLet("refetchMetadata", type: "RefetchMetadata", into: &writer) {
                    printer.write(refetch, to: &$0)
                }
                if let connection = refetch.connection {
                    writer.blankLine()
                    writer.line("/// The connection the fragment pages through.")
                    file.writeStaticLet("connectionMetadata", type: "RefetchConnectionMetadata", into: &writer) {
                        printer.write(connection, to: &$0)
                    }
                }
            }
            writer.blankLine()
            if isPlural {
                writer.line("/// Where the fragment's data is read from, one pointer per item.")
                writer.line(modifier, "var fragmentPointers: [FragmentPointer]")
                writer.blankLine()
                writer.line("/// The fragment as spread in each of `keys`.")
                writer.block(modifier, "init<Key: ", keyProtocol, ">(keys: [Key])") { writer in
                    writer.line("fragmentPointers = keys.map(\\.", pointerProperty, ")")
                }
            } else {
                writer.line("/// Where the fragment's data is read from.")
                writer.line(modifier, "var fragmentPointer: FragmentPointer")
                writer.blankLine()
                writer.line("/// The fragment as spread in `key`.")
                writer.block(modifier, "init(key: some ", keyProtocol, ")") { writer in
                    writer.line("fragmentPointer = key.", pointerProperty)
                }
            }
            writer.blankLine()
            writer.line(isPlural ? "/// What the fragment reads from each item." : "/// What the fragment reads.")
            DataTypeRenderer(modifier: modifier, encodable: false, identifiable: options.allowsIdentifiable).write(
                data, into: &writer)
        }
        return finish(
            writer, keyProtocol: keyProtocol, requirement: ("The pointer the spread leaves.", "FragmentPointer"),
            of: fragment, diagnostics: diagnostics)
    }

    /// Ends a fragment's file with its key protocol, whose one requirement is
    /// `fragment_<Name>` of type `requirement.type` (documented by `requirement.doc`).
    func finish(
        _ writer: consuming SwiftWriter, keyProtocol: String, requirement: (doc: String, type: String),
        of fragment: IR.Fragment, diagnostics: [Diagnostic]
    ) -> SwiftCodegenOutput {
        let name = fragment.name.value
        writer.line("")
        writer.line("/// The data of a selection that spreads `\(name)`.")
        writer.block(options.modifier, "protocol ", keyProtocol) { writer in
            writer.line("/// ", requirement.doc)
            writer.line("var fragment_", name, ": ", requirement.type, " { get }")
        }
        return SwiftCodegenOutput(
            files: [
                GeneratedSwiftFile(fileName: GeneratedSwiftFile.fileName(forDefinition: name), bytes: writer.finish())
            ],
            diagnostics: diagnostics)
    }

    /// The model of the fragment's `Data` (no nested type takes the fragment's name or its key
    /// protocol's), and the warnings found building it.
    func dataModel(of fragment: IR.Fragment) -> (SelectionSetModel, [Diagnostic]) {
        let name = fragment.name.value
        var builder = SelectionModelBuilder(
            schema: schema, mapper: mapper, reservedNames: reservedNames,
            definitionNames: [name, name + "_Key"] + fragment.metadata.inlineDataFragments,
            documentation: documentation)
        let data = builder.model(
            named: "Data", type: fragment.typeCondition,
            parts: [SelectionModelBuilder.Part(selections: fragment.selections, conditional: false)])
        return (data, builder.diagnostics)
    }
}
