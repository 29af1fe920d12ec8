import Foundation
import RelayCompilerDriver

/// `relay-swift-compiler`: the command line, thin over the compiler's modules.
/// Exit status: 0 success, 1 errors were reported, 2 usage error.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
    status = try CommandLineTool.run(arguments)
} catch let error as UsageError {
    FileHandle.standardError.write(Data("relay-swift-compiler: \(error.message)\n".utf8))
    status = 2
}
exit(status)
