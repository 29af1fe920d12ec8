/// A JSON value: literal argument values in artifacts, variables, and server responses.
///
/// Numbers keep the distinction between integers and floating point values so that a
/// storage key prints `first:10` exactly as Relay does rather than `first:10.0`.
/// Object key order is not significant (`[String: JSONValue]`); printers sort keys.
public enum JSONValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction or exponent that fits in 64 bits.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered array.
    case array([JSONValue])
    /// An object; key order is not significant.
    case object([String: JSONValue])

    /// Whether this is JSON `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, when this is an integer or a floating point number with no fraction.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value):
            // Exactly representable only; a server sending 2.0 for an Int is still an Int.
            guard value.rounded() == value, let exact = Int(exactly: value) else { return nil }
            return exact
        default: return nil
        }
    }

    /// The number as a `Double`, when this is any number.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member named `key`, when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `nil` is JSON `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating point literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON value. Integers that fit in `Int` stay integers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a JSON value")
        }
    }

    /// Encodes the value as the matching JSON value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
