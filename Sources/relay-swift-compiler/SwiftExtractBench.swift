import Foundation
import GraphQLSyntax
import RelayCompilerDriver

/// The `swift.extract` phase (see BenchCommand): every `graphql("""…""")` tag of the corpus's
/// 2,000 Swift files (`github-ops-2000/swift/`), found by `SwiftTagScanner` with its text and
/// start line and column. The peers time a regex over the same files.
enum SwiftExtractBench {
    /// Runs the phase if it is selected; returns the number of tags found, or nil when the
    /// phase did not run. Files with a scan diagnostic count as errors.
    static func run(_ bench: inout Bench, inputs: String, errors: inout Int) throws -> Int? {
        guard bench.selects("swift.extract") else { return nil }
        let directory = "\(inputs)/github-ops-2000/swift"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { try readInput("\(directory)/\($0)") }
        let scanAll = { files.map(SwiftTagScanner.scan) }
        let scans = bench.phase("swift.extract", bytes: files.reduce(0) { $0 + $1.byteCount }, scanAll) ?? scanAll()
        errors += scans.reduce(0) { $0 + $1.diagnostics.count }
        return scans.reduce(0) { $0 + $1.tags.count }
    }
}
