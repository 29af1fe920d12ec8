// libFuzzer target: executable validation of arbitrary bytes against a fixed schema (the
// repository's schema.graphql, read from the working directory fuzz.sh runs in), with the
// specification's rules and with Relay's.
import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation

/// The example schema, built once.
private let schema: GraphQLSchema = {
    guard let source = try? Source(contentsOfFile: "schema.graphql"),
        let document = try? Parser.parseDocument(source),
        let schema = GraphQLSchema.build(from: [document]).schema
    else { fatalError("validation fuzz target: run from the repository root (schema.graphql must build)") }
    return schema
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func validationFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Source(bytes: UnsafeBufferPointer(start: data, count: size), name: "fuzz.graphql")
    guard let document = try? Parser.parseDocument(source) else { return 0 }
    for options in [ValidationOptions.specification, .relay] {
        for diagnostic in Validator.validate(document, against: schema, options: options) {
            _ = diagnostic.description
        }
    }
    return 0
}
