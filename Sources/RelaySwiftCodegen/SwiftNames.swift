import Foundation
import RelayCompiler

/// Turning GraphQL names into Swift identifiers and literals.
///
/// GraphQL names (`/[_A-Za-z][_0-9A-Za-z]*/`) are always valid Swift identifiers except for
/// Swift's keywords, which declarations escape with backticks.
enum SwiftNames {
    /// Words that must be escaped with backticks to be used as a declared name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Types of Swift's standard library and Foundation that generated code names, or that a
    /// module's own code is all but sure to: a definition of one of these names would hide it.
    static let standardTypeNames: Set<String> = [
        "Array", "Bool", "CaseIterable", "Character", "Codable", "CodingKey", "Data", "Date", "Decimal", "Decodable",
        "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Equatable", "Error", "Float", "Foundation",
        "Hashable", "Hasher",
        "Identifiable", "Int", "Never", "Optional", "Protocol", "RawRepresentable", "Result", "Sendable", "Set",
        "String", "Swift", "Type", "URL", "UUID", "Void",
    ]

    /// The modules and public types of Relay's runtime, which generated code and the module's
    /// own code name unqualified (`GeneratedNamesTests` keeps the list whole).
    static let runtimeTypeNames: Set<String> = [
        "Relay", "RelayNodes", "Argument",
        "AliasedInlineFragmentSpread", "ArgumentDefinition", "ClientExtension", "ConcreteRequest",
        "Condition", "ConnectionDirection", "ConnectionHandler", "ConnectionMetadata", "DataID",
        "EmptyVariables", "Environment", "FetchPolicy", "FieldHandle", "FieldMap", "FragmentMetadata",
        "FragmentPointer", "FragmentSpread", "GetDataID", "GraphQLError", "GraphQLFragment",
        "GraphQLInlineDataFragment", "GraphQLMutation", "GraphQLOperation", "GraphQLQuery", "GraphQLSubscription",
        "HandleFieldPayload", "Handler", "HandlerProvider",
        "InlineDataFragment", "InlineDataFragmentSpread", "InlineFragment", "JSONParseError", "JSONValue",
        "LinkedField", "MissingField", "MissingFieldHandler", "MissingRequiredField", "Mutation",
        "MutationHandler", "Network", "NormalizationClientExtension", "NormalizationCondition",
        "NormalizationInlineFragment", "NormalizationLinkedField", "NormalizationOperation",
        "NormalizationResult", "NormalizationSelection", "OperationAvailability", "OperationDescriptor",
        "OperationKind", "OptimisticUpdate",
        "PaginationFragment", "PaginationVariables", "PluralFragment", "ProvidedVariable", "ReaderClientExtension",
        "ReaderCondition",
        "ReaderFragment", "ReaderInlineFragment", "ReaderLinkedField", "ReaderSelection", "ReaderSelector",
        "Record", "RecordProxy", "RecordSource", "RecordSourceProxy", "RecordSourceSelectorProxy",
        "RecordState", "RecordValue", "RefetchConnectionMetadata", "RefetchError", "RefetchMetadata",
        "RefetchableFragment", "RelayError", "RequestMetadata", "RequestParameters", "RequiredField",
        "RequiredFieldAction", "RequiredFieldError", "ResponseErrors", "ResponseNormalizer", "RetainToken",
        "ScalarField",
        "SelectorData", "SelectorStoreUpdater", "SelectorValue", "SingularFragment", "Snapshot", "StorageKey", "Store",
        "StoreSubscription", "StoreUpdater", "TypeDiscriminator", "VariableData", "VariableProvider",
    ]

    /// Names that even backticks do not make usable as a member (`x.self`, `T.Type`, `x.init`
    /// mean something else): generated code appends `_` to them.
    static let unusableMemberNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "Any", "hashValue"]

    /// A name as written in a declaration: escaped with backticks when it is a keyword.
    static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// A property or case name: the GraphQL name, `_`-suffixed when Swift reserves it
    /// entirely, backticked when it is a keyword.
    static func member(_ name: String) -> String {
        declared(unusableMemberNames.contains(name) ? name + "_" : name)
    }

    /// `addTodo` → `AddTodo`, `todo_items` → `Todo_items`: the first letter upper-cased; the
    /// rest is kept so that distinct response keys give distinct type names. (GraphQL names
    /// are ASCII: only an ASCII lower-case letter changes.)
    static func upperFirst(_ name: String) -> String {
        guard let first = name.utf8.first, first.isASCIILower else { return name }
        let count = name.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: name.utf8)
            buffer[0] = first.asciiUppercased
            return count
        }
    }

    /// Whether `upperFirst(key)` is `name`, without making it.
    static func upperFirst(of key: String, is name: String) -> Bool {
        let (key, name) = (key.utf8, name.utf8)
        guard key.count == name.count, let first = key.first, let nameFirst = name.first else {
            return key.isEmpty && name.isEmpty
        }
        return first.asciiUppercased == nameFirst
            && key.dropFirst().elementsEqual(name.dropFirst())
    }

    /// A GraphQL enum value as a Swift case name: `IN_PROGRESS` → `inProgress`,
    /// `ANY` → `any`, `fooBar` → `fooBar`, `Foo` → `foo`. Leading underscores are kept.
    static func caseName(_ value: String) -> String {
        let leading = value.prefix { $0 == "_" }
        let body = value.dropFirst(leading.count)
        let isScreaming = !body.contains { $0.isLowercase }
        guard isScreaming else {
            return String(leading) + (body.first.map { $0.lowercased() + body.dropFirst() } ?? "")
        }
        var result = ""
        for word in body.split(separator: "_", omittingEmptySubsequences: true) {
            let lower = word.lowercased()
            result += result.isEmpty ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
        }
        return String(leading) + result
    }

    /// A Swift string literal (`"…"`) whose value is exactly `text`. Most texts (names,
    /// keys) need no escape and are quoted as they are.
    static func stringLiteral(_ text: String) -> String {
        guard needsEscapes(text) else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether some byte of `text` must be escaped in a string literal: a control character,
    /// DEL, `"` or `\` (no byte of a multi-byte character is below 0x80).
    private static func needsEscapes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { !EscapeScan.needsNoEscape($0) }
    }

    /// The width of `stringLiteral(text)` in bytes.
    static func literalWidth(_ text: String) -> Int {
        needsEscapes(text) ? stringLiteral(text).utf8.count : text.utf8.count + 2
    }

    /// Appends `stringLiteral(text)`: the text between quotes, escaped only where needed.
    static func appendStringLiteral(_ text: String, to bytes: inout ByteBuffer) {
        // Read in place (no retain) where the string's bytes are contiguous, as native ones are.
        let appended = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard EscapeScan.needsNoEscape(utf8) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if appended != true { bytes.append(contentsOf: stringLiteral(text)) }
    }

    /// Whether `multilineLiteral` prints `text` (it has a line break and no carriage return).
    static func printsOnSeveralLines(_ text: String) -> Bool {
        text.containsByte(UInt8(ascii: "\n")) && !text.containsByte(UInt8(ascii: "\r"))
    }

    /// A raw multi-line string literal for `text`, its lines indented by `indent` (which the
    /// literal strips again), or `nil` when a single-line literal suits better: the text has
    /// no line break, or has a carriage return, which a multi-line literal would normalize.
    static func multilineLiteral(_ text: String, indent: String) -> String? {
        var bytes = ByteBuffer()
        guard appendMultilineLiteral(text, indent: indent, to: &bytes) else { return nil }
        return bytes.finishText()
    }

    /// Appends `multilineLiteral(text, indent:)` to `bytes`; `false` (and nothing appended)
    /// where that is `nil`. Works on bytes: query texts run to tens of kilobytes.
    static func appendMultilineLiteral(_ text: String, indent: String, to bytes: inout ByteBuffer) -> Bool {
        guard printsOnSeveralLines(text) else { return false }
        // One `#` is enough unless a `#` follows a `"""` or a `\`: most texts have no `#` at all
        // (GraphQL's comments are not printed), and need no search for delimiters.
        let mayHoldDelimiters =
            text.containsByte(UInt8(ascii: "#"))
            && (text.containsByte(UInt8(ascii: "\"")) || text.containsByte(UInt8(ascii: "\\")))
        var text = text
        text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            // Enough `#`s that neither the closing delimiter nor an escape occurs in the text:
            // one more than the longest run of `#`s after a `"""` or a `\`.
            var hashes = 1
            for index in mayHoldDelimiters ? utf8.indices : 0..<0
            where utf8[index] == UInt8(ascii: "\\") || isTripleQuote(utf8, at: index) {
                var end = index + (utf8[index] == UInt8(ascii: "\\") ? 1 : 3)
                let start = end
                while end < utf8.count, utf8[end] == UInt8(ascii: "#") { end += 1 }
                hashes = max(hashes, end - start + 1)
            }
            let delimiter = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
            let indent = Array(indent.utf8)
            bytes.append(delimiter)
            bytes.append(tripleQuote)
            var lineStart = 0
            while lineStart <= utf8.count {
                let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), utf8.count - lineStart)
                let lineEnd = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? utf8.count
                appendLine(UnsafeBufferPointer(rebasing: utf8[lineStart..<lineEnd]), indent: indent, to: &bytes)
                lineStart = lineEnd + 1
            }
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(indent)
            bytes.append(tripleQuote)
            bytes.append(delimiter)
        }
        return true
    }

    private static let tripleQuote = Array("\"\"\"".utf8)

    private static func isTripleQuote(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let quote = UInt8(ascii: "\"")
        return index + 2 < utf8.count && utf8[index] == quote && utf8[index + 1] == quote && utf8[index + 2] == quote
    }

    /// A line break, then the line indented (an empty line stays empty).
    private static func appendLine(_ line: UnsafeBufferPointer<UInt8>, indent: [UInt8], to bytes: inout ByteBuffer) {
        bytes.append(UInt8(ascii: "\n"))
        guard !line.isEmpty else { return }
        bytes.append(indent)
        bytes.append(line)
    }
}
