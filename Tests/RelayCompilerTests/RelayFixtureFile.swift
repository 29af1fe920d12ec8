import Foundation
import RelayNodes

/// One of Relay's `compile_relay_artifacts` fixtures, read apart: the artifacts (JSON
/// blocks, `require('X.graphql')` replaced by `"X"`, and a provider's `require('P')` by
/// `"P"`), the query texts, or the error messages.
struct RelayFixtureFile {
    var artifacts: [JSONValue] = []
    var queryTexts: [String] = []
    var errors: [String] = []

    init(expected text: String) throws {
        guard let outputRange = text.range(of: "OUTPUT ===") ?? text.range(of: "ERROR ===") else { return }
        let isError = text[outputRange].hasPrefix("ERROR")
        let body = text[outputRange.upperBound...].drop { $0 != "\n" }.dropFirst()
        if isError {
            // Some stored versions kept the terminal's colors: escape sequences are not text.
            let plain = String(body).replacingOccurrences(
                of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            errors = Self.messages(in: plain)
            let lines = plain.split(separator: "\n")
            if errors.isEmpty {
                // The older form: "<message>:" on the line above its location, "file:line:column".
                errors = zip(lines, lines.dropFirst()).compactMap { line, next in
                    guard !line.hasPrefix(" "), !line.hasPrefix("["), line.hasSuffix(":"),
                        next.range(of: #"^\S+\.graphql:\d+:\d+"#, options: .regularExpression) != nil
                    else { return nil }
                    return String(line.dropLast())
                }
            }
            return
        }
        var json: [Substring] = []
        var query: [Substring]?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if !json.isEmpty {
                json.append(line)
                if line == "}" {
                    let joined = json.joined(separator: "\n").replacingOccurrences(
                        of: #"require\('([^']*?)(\.graphql)?'\)"#, with: "\"$1\"", options: .regularExpression)
                    artifacts.append(try JSONValue(parsing: joined))
                    json = []
                }
            } else if line == "{" {
                if let finished = query { queryTexts.append(Self.trimmed(finished)) }
                query = nil
                json = [line]
            } else if line == "QUERY:" {
                query = []
            } else if query != nil {
                query?.append(line)
            }
        }
        if let finished = query { queryTexts.append(Self.trimmed(finished)) }
    }

    private static func trimmed(_ lines: [Substring]) -> String {
        lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Artifacts made comparable: legacy `type` keys of argument definitions, `cacheID` and
/// `params.text` removed.
enum ArtifactComparison {
    static func normalized(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(var object):
            if let kind = object["kind"]?.stringValue, kind == "LocalArgument" || kind == "RootArgument" {
                object["type"] = nil
            }
            if object["operationKind"] != nil {
                object["cacheID"] = nil
                object["text"] = nil
            }
            return .object(object.mapValues(normalized))
        case .array(let items): return .array(items.map(normalized))
        default: return value
        }
    }

    /// `ours` without the `abstractKey`s the expected artifact does not have (legacy
    /// normalization ASTs had none on inline fragments).
    static func withoutAbsentAbstractKeys(_ ours: JSONValue, expected: JSONValue) -> JSONValue {
        switch (ours, expected) {
        case (.object(var object), .object(let other)):
            if !other.keys.contains("abstractKey") { object.removeValue(forKey: "abstractKey") }
            for (key, value) in object {
                if let otherValue = other[key] {
                    object.updateValue(withoutAbsentAbstractKeys(value, expected: otherValue), forKey: key)
                }
            }
            return .object(object)
        case (.array(let items), .array(let others)) where items.count == others.count:
            return .array(zip(items, others).map { withoutAbsentAbstractKeys($0, expected: $1) })
        default:
            return ours
        }
    }

    /// The value with every array sorted by its items' JSON text: equality up to order.
    static func orderInsensitive(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): return .object(object.mapValues(orderInsensitive))
        case .array(let items): return .array(items.map(orderInsensitive).sorted { $0.jsonString < $1.jsonString })
        default: return value
        }
    }

    /// The path of the first place the values differ, with both values there, or nil.
    static func firstDifference(_ left: JSONValue, _ right: JSONValue, path: String = "") -> String? {
        switch (left, right) {
        case (.object(let a), .object(let b)):
            for key in Set(a.keys).union(b.keys).sorted() {
                guard let x = a[key], let y = b[key] else {
                    return
                        "\(path).\(key): expected \(a[key]?.jsonString ?? "absent"), ours \(b[key]?.jsonString ?? "absent")"
                }
                if let found = firstDifference(x, y, path: path + "." + key) { return found }
            }
            return nil
        case (.array(let a), .array(let b)) where a.count == b.count:
            for (index, pair) in zip(a, b).enumerated() {
                if let found = firstDifference(pair.0, pair.1, path: path + "[\(index)]") { return found }
            }
            return nil
        default:
            return left == right ? nil : "\(path): expected \(left.jsonString), ours \(right.jsonString)"
        }
    }

    /// The artifact's name: a request's operation name or a fragment's name.
    static func name(_ artifact: JSONValue) -> String? {
        artifact["params"]?["name"]?.stringValue ?? artifact["name"]?.stringValue
    }
}

extension RelayFixtureFile {
    /// The messages of an error fixture: each from its "✖︎ " to the blank line above its
    /// location (the newest Relay prints a link to its error reference on a line of its own).
    fileprivate static func messages(in text: String) -> [String] {
        var messages: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("✖︎ ") {
                if let current { messages.append(current.joined(separator: "\n")) }
                current = [line.dropFirst(2)]
            } else if current != nil {
                if line.isEmpty {
                    messages.append(current!.joined(separator: "\n"))
                    current = nil
                } else {
                    current!.append(line)
                }
            }
        }
        if let current { messages.append(current.joined(separator: "\n")) }
        return messages
    }
}
