/// A `Decoder` over `SelectorData`, so that generated `Data` types decode straight from what
/// the reader produced, without going through JSON text.
///
/// A key absent from the data (a field that was missing) decodes as `nil` for an optional
/// property and throws `keyNotFound` for a required one; a `null` for a non-optional
/// property throws `valueNotFound`. Both reach the caller as errors, never as traps.
struct SelectorDataDecoder: Decoder {
    let value: SelectorValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: SelectorValue, codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let data):
            return KeyedDecodingContainer(KeyedContainer<Key>(fields: data.fields, codingPath: codingPath))
        case .scalar(.object(let object)):
            return KeyedDecodingContainer(
                KeyedContainer<Key>(
                    fields: FieldMap(object.mapValues(SelectorValue.scalar)), codingPath: codingPath))
        default:
            throw mismatch([String: Any].self, "an object")
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let items): return UnkeyedContainer(items: items, codingPath: codingPath)
        case .scalar(.array(let items)):
            return UnkeyedContainer(items: items.map(SelectorValue.scalar), codingPath: codingPath)
        default: throw mismatch([Any].self, "a list")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected \(expected), found \(value)"))
    }

    /// Decodes any `Decodable`, answering `JSONValue` (custom scalars) directly, and reading
    /// `Date`, `URL`, `Decimal` and `Data` as servers write them (`FoundationScalars`).
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == JSONValue.self, let json = value.jsonValue as? T { return json }
        if case .scalar(let json) = value, !json.isNull,
            let decoded = try FoundationScalars.decode(type, from: json, codingPath: codingPath)
        {
            return decoded
        }
        return try T(from: self)
    }

    func decodeScalar<T>(_ type: T.Type, _ convert: (JSONValue) -> T?) throws -> T {
        guard case .scalar(let scalar) = value else { throw mismatch(type, "\(type)") }
        if scalar.isNull {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Found null"))
        }
        guard let converted = convert(scalar) else { throw mismatch(type, "\(type)") }
        return converted
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try decodeScalar(type) { $0.intValue.flatMap { T(exactly: $0) } }
    }
}

extension SelectorValue {
    /// The value as plain JSON (a fragment pointer becomes `null`).
    var jsonValue: JSONValue {
        switch self {
        case .scalar(let value): return value
        case .object(let data): return .object(data.fields.dictionary.mapValues(\.jsonValue))
        case .array(let items): return .array(items.map(\.jsonValue))
        case .fragmentPointer: return .null
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: FieldMap<SelectorValue>
    let codingPath: [any CodingKey]

    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    private func decoder(for key: Key) throws -> SelectorDataDecoder {
        guard let value = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath, debugDescription: "No value for '\(key.stringValue)' (missing data?)"))
        }
        return SelectorDataDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = fields[key.stringValue] else { return true }
        return value == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder(for: key).decodeScalar(type) { $0.boolValue }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder(for: key).decodeScalar(type) { $0.stringValue }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder(for: key).decodeScalar(type) { $0.doubleValue }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder(for: key).decodeScalar(type) { $0.doubleValue.map(Float.init) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        SelectorDataDecoder(value: .object(SelectorData(fields: fields)), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [SelectorValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [SelectorValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> SelectorDataDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "List exhausted"))
        }
        defer { currentIndex += 1 }
        return SelectorDataDecoder(value: items[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: SelectorDataDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeScalar(type) { $0.boolValue } }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeScalar(type) { $0.stringValue } }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeScalar(type) { $0.doubleValue } }
    func decode(_ type: Float.Type) throws -> Float {
        try decoder.decodeScalar(type) { $0.doubleValue.map(Float.init) }
    }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
