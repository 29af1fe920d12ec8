import Foundation

/// How the Foundation types a custom scalar is most often mapped to travel in JSON, as servers
/// write them and as `JSONDecoder` and `JSONEncoder` read and write them for a server:
/// `Date` as an ISO 8601 string (`2026-11-27T09:30:00Z`, fractional seconds read and, when
/// the date has them, written), `URL` as its string, `Decimal` as a number (or a numeric
/// string), `Data` as Base64. Their own `Codable` conformances would look for a number of
/// seconds since 2001, a keyed object, a keyed object and an array of bytes.
enum FoundationScalars {
    /// The value of type `T` that `json` holds, when `T` is one of these types; `nil` when it
    /// is another type (decoded as usual). Throws when `json` is not a value of the type.
    static func decode<T>(_ type: T.Type, from json: JSONValue, codingPath: [any CodingKey]) throws -> T? {
        func fail(_ expected: String) -> DecodingError {
            DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Expected \(expected), found \(json)"))
        }
        if type == Date.self {
            guard let text = json.stringValue, let date = parseDate(text) else { throw fail("an ISO 8601 date") }
            return date as? T
        }
        if type == URL.self {
            guard let text = json.stringValue, let url = URL(string: text) else { throw fail("a URL string") }
            return url as? T
        }
        if type == Decimal.self {
            let text: String? =
                switch json {
                case .int(let value): String(value)
                case .double(let value): "\(value)"
                case .string(let value): value
                default: nil
                }
            // `Decimal(string:)` reads a number's prefix and ignores the rest ("12 apples"):
            // the whole text must be a JSON number first.
            guard let text, isJSONNumber(text), let decimal = Decimal(string: text, locale: posix) else {
                throw fail("a decimal number")
            }
            return decimal as? T
        }
        if type == Data.self {
            guard let text = json.stringValue, let data = Data(base64Encoded: text) else {
                throw fail("a Base64 string")
            }
            return data as? T
        }
        return nil
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Whether `text` is a number as JSON writes one: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A `JSONEncoder` that writes these types as `decode` reads them.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(formatDate(date))
        }
        return encoder
    }

    static func parseDate(_ text: String) -> Date? {
        (try? Date(text, strategy: .iso8601))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }

    /// The date in ISO 8601, in UTC; with its fraction of a second when it has one.
    static func formatDate(_ date: Date) -> String {
        let hasFraction = date.timeIntervalSince1970.rounded(.down) != date.timeIntervalSince1970
        return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: hasFraction))
    }
}
