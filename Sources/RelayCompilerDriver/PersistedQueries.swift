import Foundation
import GraphQLSyntax
import RelayCompiler

/// Persisted queries, as relay-compiler's local `persistConfig` keeps them: each operation's id
/// is the MD5 hex digest of its text, and the file is one JSON object mapping id → text.
public struct PersistedQueries: Sendable, Equatable {
    /// The query text of each id.
    public var queries: [String: String]

    /// A set of queries.
    public init(queries: [String: String] = [:]) { self.queries = queries }

    /// The id of a query: the MD5 hex digest of its UTF-8 text, as relay-compiler computes it.
    public static func id(forText text: String) -> String { MD5.hex(text) }

    /// Adds a query under its id and returns the id.
    @discardableResult
    public mutating func add(text: String) -> String {
        let id = Self.id(forText: text)
        queries[id] = text
        return id
    }

    /// Reads a persisted queries file; a missing file holds no queries. Malformed JSON, or
    /// anything but an object of strings, is a diagnostic pointing into the file.
    public static func load(from file: URL) throws(Diagnostic) -> PersistedQueries {
        guard let bytes = try AtomicFile.read(file) else { return PersistedQueries() }
        let source = Source(bytes: bytes, name: file.path)
        let json = try ConfigJSON.parse(source)
        guard case .object(let members) = json.kind else {
            throw Diagnostic(
                .error,
                "a persisted queries file must be an object of ids to query texts, found \(json.typeDescription)",
                source: source, span: json.span)
        }
        var queries: [String: String] = [:]
        for member in members {
            guard case .string(let text) = member.value.kind else {
                throw Diagnostic(
                    .error,
                    "the query \"\(member.key)\" must be a string of GraphQL, found \(member.value.typeDescription)",
                    source: source, span: member.value.span)
            }
            queries[member.key] = text
        }
        return PersistedQueries(queries: queries)
    }

    /// The file's bytes: a JSON object with its keys sorted (byte order), two-space indented,
    /// ending with a newline, so that the same queries always give the same bytes.
    public var serialized: [UInt8] {
        let keys = queries.keys.sorted(by: ByteOrder.precedes)
        guard !keys.isEmpty else { return Array("{}\n".utf8) }
        let members = keys.map { key in "  \(Self.quote(key)): \(Self.quote(queries[key] ?? ""))" }
        return Array(("{\n" + members.joined(separator: ",\n") + "\n}\n").utf8)
    }

    /// Merges these queries into the file's (an id's text here wins, ids only in the file are
    /// kept) and writes the file atomically unless its bytes would not change. Returns whether
    /// it was written.
    @discardableResult
    public func merge(intoFileAt file: URL) throws(Diagnostic) -> Bool {
        var merged = try Self.load(from: file)
        merged.queries.merge(queries) { _, new in new }
        let bytes = merged.serialized
        guard try AtomicFile.read(file) != bytes else { return false }
        try AtomicFile.write(bytes, to: file)
        return true
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
