// libFuzzer target: the whole compile of one document against the example schema (read from
// the working directory fuzz.sh runs in): parse, Relay's validation, IR, transforms,
// artifacts and Swift generation. Diagnostics are fine; a crash, trap or hang is a bug.
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import RelayCompiler
import RelaySwiftCodegen

/// The example schema, built once.
private let schema: GraphQLSchema = {
    guard let source = try? Source(contentsOfFile: "schema.graphql"),
        let document = try? Parser.parseDocument(source),
        let schema = GraphQLSchema.build(from: [document]).schema
    else { fatalError("compile fuzz target: run from the repository root (schema.graphql must build)") }
    return schema
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func compileFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Source(bytes: UnsafeBufferPointer(start: data, count: size), name: "fuzz.graphql")
    guard let document = try? Parser.parseDocument(source) else { return 0 }
    let problems = Validator.validate(document, against: schema, options: .relay)
    guard problems.isEmpty else {
        // What the command checks beside validation's problems, on a document that has some.
        for diagnostic in RelayCompiler.diagnosticsBesideValidation(
            problems, documents: [document], schema: schema, options: CompilerOptions())
        {
            _ = diagnostic.description
        }
        return 0
    }
    let output = RelayCompiler.compile(documents: [document], schema: schema)
    for diagnostic in output.diagnostics { _ = diagnostic.description }
    let generator = SwiftCodeGenerator(schema: schema)
    for definition in output.definitions {
        _ = try? CompilerOutput.json(definition.artifact)
        guard generator.generate(definition) != nil else {
            fatalError("a definition's IR and artifact disagree in kind: \(definition.name)")
        }
    }
    return 0
}
