import GraphQLSyntax

/// A planned file's bytes, or how to make them. Generated artifacts are made while the plan is
/// written, each compared and written as soon as it exists, so that a large project's output
/// (21 MB of Swift for the 2,000-document corpus) is never all in memory at once.
///
/// Making a file may report warnings (an unmapped custom scalar); it reports no errors, which
/// the compilation found before anything was planned.
public struct ArtifactContents: Sendable {
    /// A file's bytes and the warnings making them gave.
    public struct Made: Sendable {
        public var bytes: [UInt8]
        public var diagnostics: [Diagnostic]

        public init(bytes: [UInt8], diagnostics: [Diagnostic] = []) {
            self.bytes = bytes
            self.diagnostics = diagnostics
        }
    }

    private let make: @Sendable () -> Made

    /// Bytes already made.
    public init(_ bytes: [UInt8]) {
        make = { Made(bytes: bytes) }
    }

    /// Bytes `make` makes when the file is written (or compared, in a dry run).
    public init(making make: @escaping @Sendable () -> Made) {
        self.make = make
    }

    /// The bytes, made now.
    func made() -> Made { make() }
}
