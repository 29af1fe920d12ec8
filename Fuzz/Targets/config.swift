// libFuzzer target: `relay.config.json` reading on arbitrary bytes (the JSON reader, then every
// key's checks). Any input is either a config or one located diagnostic; a crash, a trap or a
// hang is a bug.
import Foundation
import GraphQLSyntax
import RelayCompilerDriver

private let folder = URL(fileURLWithPath: "/project/app")

@_cdecl("LLVMFuzzerTestOneInput")
public func configFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Source(bytes: UnsafeBufferPointer(start: data, count: size), name: "relay.config.json")
    do {
        _ = try CompilerConfig.parse(source, relativeTo: folder)
    } catch {
        // A diagnostic must point inside the file it names.
        if error.source != nil, Int(error.span.end) > size { fatalError("diagnostic past the end: \(error.message)") }
    }
    return 0
}
