// libFuzzer target: schema building and SDL validation on arbitrary bytes. Whatever parses is
// built into a schema with every check; diagnostics are fine, a crash, trap or hang is a bug.
import GraphQLSchema
import GraphQLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func schemaFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Source(bytes: UnsafeBufferPointer(start: data, count: size), name: "fuzz.graphql")
    guard let document = try? Parser.parseDocument(source) else { return 0 }
    let result = GraphQLSchema.build(from: [document], checks: .all)
    // Rendering reads every diagnostic's span: a span outside its source would trap here.
    for diagnostic in result.diagnostics { _ = diagnostic.description }
    return 0
}
