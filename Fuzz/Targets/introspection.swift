// libFuzzer target: a schema given as an introspection result (`schema.json`) on arbitrary
// bytes: the JSON reader, the SDL written for it, then that SDL parsed and built into a schema.
// Any input is a schema or located diagnostics; a crash, a trap or a hang is a bug.
import Foundation
import GraphQLSchema
import GraphQLSyntax
import RelayCompilerDriver

@_cdecl("LLVMFuzzerTestOneInput")
public func introspectionFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Source(bytes: UnsafeBufferPointer(start: data, count: size), name: "schema.json")
    do {
        let sdl = try SchemaLoader.sdl(of: source)
        guard let document = try? Parser.parseDocument(sdl, allowsEmpty: true) else { return 0 }
        _ = GraphQLSchema.build(from: [document])
    } catch {
        // A diagnostic about the JSON must point inside it.
        if error.source === source, Int(error.span.end) > size { fatalError("diagnostic past the end: \(error.message)") }
    }
    return 0
}
