import Foundation
import GraphQLSyntax
import RelayCompilerDriver

/// Writes diagnostics to standard error (text) or standard output (JSON Lines).
struct DiagnosticPrinter {
    var format: OutputFormat
    private(set) var errorCount = 0

    init(format: OutputFormat) { self.format = format }

    mutating func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        switch format {
        case .text:
            FileHandle.standardError.write(Data((DiagnosticRenderer.text(diagnostic) + "\n").utf8))
        case .json:
            FileHandle.standardOutput.write(Data((DiagnosticRenderer.json(diagnostic) + "\n").utf8))
        }
    }
}

/// Reads a file the user named, or explains in one line why it cannot be read.
func readInput(_ path: String) throws -> Source {
    do {
        return try Source(contentsOfFile: path)
    } catch let error as SourceReadError {
        throw UsageError(error.code == ENOENT ? "no such file: '\(path)'" : error.description)
    }
}
