import Foundation
import GraphQLSyntax
import RelayNodes

/// What `RelayCompiler.compile` produces: per definition, its reader IR and its artifact, and
/// every problem found.
public struct CompilerOutput: Sendable {
    /// What kind of definition an output entry is.
    public enum Kind: String, Sendable {
        /// An operation written by the user.
        case operation
        /// A fragment.
        case fragment
        /// The query `@refetchable` generated for a fragment.
        case refetchQuery
    }

    /// The reader IR the code generator reads: after every reader transform (fields keep
    /// their schema names, connection fields carry their `FieldHandle`, `__id` sits in client
    /// extensions, `@include`/`@skip` are conditions).
    public enum ReaderIR: Sendable {
        case operation(IR.Operation)
        case fragment(IR.Fragment)
    }

    /// A definition's runtime artifact.
    public enum Artifact: Sendable, Hashable {
        case request(ConcreteRequest)
        case fragment(ReaderFragment)
        /// An `@inline` fragment's: only its name (each spread reads its selections in place).
        case inlineDataFragment(InlineDataFragment)
    }

    /// One compiled definition.
    public struct Definition: Sendable {
        /// The operation's or fragment's name.
        public var name: String
        /// Operation, fragment or generated refetch query.
        public var kind: Kind
        /// The reader IR, for code generation.
        public var readerIR: ReaderIR
        /// The artifact the runtime loads.
        public var artifact: Artifact
        /// For operations, the text sent to the server (also in the request's `params.text`).
        public var queryText: String?

        /// Where the definition's name was written (for a generated refetch query, its
        /// `queryName`): where problems with the name, or with what is named after it, are.
        public var nameLocation: IR.Location {
            switch readerIR {
            case .operation(let operation): operation.name.location
            case .fragment(let fragment): fragment.name.location
            }
        }
    }

    /// The compiled definitions: operations (generated refetch queries after the user's),
    /// then fragments. Empty when any error was found.
    public var definitions: [Definition]
    /// Every problem found, not only the first.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// An artifact as JSON (keys sorted, pretty-printed, slashes unescaped), as
    /// `ArtifactJSON` prints it.
    public static func json(_ artifact: Artifact) -> String {
        String(decoding: jsonBytes(artifact), as: UTF8.self)
    }

    /// `json(_:)` as UTF-8 bytes, with a final line break if `asFile` (as files are written).
    public static func jsonBytes(_ artifact: Artifact, asFile: Bool = false) -> [UInt8] {
        switch artifact {
        case .request(let request): ArtifactJSON.bytes(of: request, asFile: asFile)
        case .fragment(let fragment): ArtifactJSON.bytes(of: fragment, asFile: asFile)
        case .inlineDataFragment(let fragment): ArtifactJSON.bytes(of: fragment, asFile: asFile)
        }
    }
}
