import GraphQLSchema
import RelayCompiler
import RelayNodes

extension FragmentFileGenerator {
    /// `<Fragment>.graphql.swift` for an `@inline` fragment: a `GraphQLInlineDataFragment`
    /// struct holding the fragment's data, which every spread reads in place with the data
    /// that spreads it (Relay's `readInlineData`), and the `<Fragment>_Key` protocol that such
    /// data conforms to.
    func generate(_ fragment: IR.Fragment, artifact: InlineDataFragment) -> SwiftCodegenOutput {
        let name = fragment.name.value
        let keyProtocol = name + "_Key"
        let dataProperty = "fragment_" + name
        let (data, diagnostics) = dataModel(of: fragment)
        let file = DefinitionFileWriter(options: options)
        let modifier = options.modifier

        var writer = SwiftWriter()
        file.startFile(into: &writer)
        writer.line(
            "/// `fragment \(name) on \(schema[fragment.typeCondition].name) @inline`, read where it is spread.")
        writer.block(modifier, "struct ", name, ": GraphQLInlineDataFragment") { writer in
            file.writeStaticLet("node", type: "InlineDataFragment", into: &writer) { writer in
                writer.call("InlineDataFragment") { writer in
                    writer.argument("name")
                    writer.string(artifact.name)
                }
            }
            writer.blankLine()
            writer.line("/// The fragment's data.")
            writer.line(modifier, "var data: Data")
            writer.blankLine()
            writer.line("/// The fragment's data as spread in `key` (Relay's `readInlineData`).")
            writer.block(modifier, "init(key: some ", keyProtocol, ")") { writer in
                writer.line("data = key.", dataProperty)
            }
            writer.blankLine()
            writer.line("/// What the fragment reads.")
            DataTypeRenderer(modifier: modifier, encodable: false, identifiable: options.allowsIdentifiable).write(
                data, into: &writer)
        }
        return finish(
            writer, keyProtocol: keyProtocol,
            requirement: ("The fragment's data, read with the selection's.", name + ".Data"),
            of: fragment, diagnostics: diagnostics)
    }
}
