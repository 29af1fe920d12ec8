// libFuzzer target: `relay.config.json` reading on arbitrary bytes (the JSON reader, then every
// key's checks). Any input is either a config or located diagnostics; a crash, a trap or a
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
        // Each diagnostic must point inside the file it names.
        for problem in error.diagnostics where problem.source != nil && Int(problem.span.end) > size {
            fatalError("diagnostic past the end: \(problem.message)")
        }
        if error.diagnostics.isEmpty { fatalError("a config error without a problem") }
    }
    return 0
}
