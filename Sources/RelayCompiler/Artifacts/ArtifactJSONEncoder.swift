import Foundation

/// Encodes artifacts as JSON text: byte for byte what Foundation's `JSONEncoder` prints with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (the form our JSON artifacts and
/// fixtures have always had), in about 60% of its time on the benchmark corpus. `JSONEncoder`
/// boxes every value and sorts every object's keys; artifacts are millions of small objects
/// whose keys are already in order.
///
/// The values are gathered into a small tree through the `Encoder` protocol, then printed.
/// Coding paths are not tracked (every container's is empty): nothing here fails on a path,
/// and building one per value would cost an array each.
public enum ArtifactJSONEncoder {
    /// `value` as pretty-printed JSON with sorted keys. Throws for a non-finite number, as
    /// `JSONEncoder` does.
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let slot = TreeSlot()
        try value.encode(to: TreeEncoder(slot: slot))
        var printer = JSONTreePrinter()
        try printer.write(slot.value ?? .object(ObjectNode()), indent: 0)
        return printer.bytes
    }
}

// MARK: The tree

/// One JSON value; arrays and objects are shared boxes, so that containers can fill them.
enum TreeValue {
    case null
    case bool(Bool)
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case array(ArrayNode)
    case object(ObjectNode)
}

final class ArrayNode {
    var items: [TreeValue] = []
}

final class ObjectNode {
    var members: [(key: String, value: TreeValue)] = []
}

/// Where an encoder puts the one value it encodes.
final class TreeSlot {
    var value: TreeValue?
}

// MARK: The encoder

struct TreeEncoder: Encoder {
    let slot: TreeSlot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let node) = slot.value {
            return KeyedEncodingContainer(KeyedTreeContainer(node: node, codingPath: codingPath))
        }
        let node = ObjectNode()
        slot.value = .object(node)
        return KeyedEncodingContainer(KeyedTreeContainer(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let node) = slot.value { return UnkeyedTreeContainer(node: node, codingPath: codingPath) }
        let node = ArrayNode()
        slot.value = .array(node)
        return UnkeyedTreeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeContainer(slot: slot, codingPath: codingPath)
    }

    /// The tree value of `value`: scalars directly, anything else through its `encode(to:)`.
    static func value<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> TreeValue {
        let slot = TreeSlot()
        try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
        return slot.value ?? .object(ObjectNode())
    }
}

struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: ObjectNode
    var codingPath: [any CodingKey]

    private func add(_ value: TreeValue, _ key: Key) { node.members.append((key.stringValue, value)) }

    mutating func encodeNil(forKey key: Key) throws { add(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { add(.double(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(.int(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(.int(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { add(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { add(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { add(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { add(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { add(.unsigned(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        add(try TreeEncoder.value(value, codingPath: codingPath), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectNode()
        add(.object(nested), key)
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(node: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ArrayNode()
        add(.array(nested), key)
        return UnkeyedTreeContainer(node: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named name: String) -> any Encoder {
        let nested = ObjectNode()
        node.members.append((name, .object(nested)))
        let slot = TreeSlot()
        slot.value = .object(nested)
        return TreeEncoder(slot: slot, codingPath: codingPath)
    }
}

struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let node: ArrayNode
    var codingPath: [any CodingKey]
    var count: Int { node.items.count }

    mutating func encodeNil() throws { node.items.append(.null) }
    mutating func encode(_ value: Bool) throws { node.items.append(.bool(value)) }
    mutating func encode(_ value: String) throws { node.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { node.items.append(.double(value)) }
    mutating func encode(_ value: Int) throws { node.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Float) throws { node.items.append(.double(Double(value))) }
    mutating func encode(_ value: Int8) throws { node.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { node.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { node.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { node.items.append(.int(value)) }
    mutating func encode(_ value: UInt) throws { node.items.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { node.items.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { node.items.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { node.items.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { node.items.append(.unsigned(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.items.append(try TreeEncoder.value(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = ObjectNode()
        node.items.append(.object(nested))
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(node: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ArrayNode()
        node.items.append(.array(nested))
        return UnkeyedTreeContainer(node: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let slot = TreeSlot()
        let nested = ObjectNode()
        slot.value = .object(nested)
        node.items.append(.object(nested))
        return TreeEncoder(slot: slot, codingPath: codingPath)
    }
}

struct SingleTreeContainer: SingleValueEncodingContainer {
    let slot: TreeSlot
    var codingPath: [any CodingKey]

    private func set(_ value: TreeValue) { slot.value = value }

    mutating func encodeNil() throws { slot.value = .null }
    mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
    mutating func encode(_ value: String) throws { slot.value = .string(value) }
    mutating func encode(_ value: Double) throws { slot.value = .double(value) }
    mutating func encode(_ value: Int) throws { slot.value = .int(Int64(value)) }
    mutating func encode(_ value: Float) throws { set(.double(Double(value))) }
    mutating func encode(_ value: Int8) throws { set(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { set(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { set(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { set(.int(value)) }
    mutating func encode(_ value: UInt) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { set(.unsigned(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        slot.value = try TreeEncoder.value(value, codingPath: codingPath)
    }
}
