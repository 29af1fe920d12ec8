/// The identifier of a record in the store.
///
/// Records with an `id` (or the field `GetDataID` names) are keyed by that value; every other record gets a
/// client ID derived from the path that reached it (`client:<parentID>:<storageKey>`).
public struct DataID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The raw identifier as stored.
    public let rawValue: String
    /// The string's hash, computed once: IDs are hashed on every record lookup, and
    /// client IDs are long (`client:<parent>:<storageKey>:<index>`).
    private let cachedHash: Int

    /// Wraps an identifier, typically the `id` field of a record.
    public init(_ string: String) {
        rawValue = string
        cachedHash = string.hashValue
    }

    /// Allows `"user-1"` wherever a `DataID` is expected.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Equal IDs have equal raw strings.
    public static func == (lhs: DataID, rhs: DataID) -> Bool {
        lhs.cachedHash == rhs.cachedHash && lhs.rawValue == rhs.rawValue
    }

    /// One bit chosen by the ID's hash: OR-ed over the records a read touched, it tells
    /// cheaply (with rare false positives) whether a set of changed records may affect it.
    var dependencyBit: UInt64 { 1 &<< UInt64(truncatingIfNeeded: cachedHash & 63) }

    /// Feeds the cached hash of the raw string.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cachedHash)
    }

    /// The hash tables of the store and of every read look IDs up constantly: mix the cached
    /// string hash with the table's seed cheaply instead of running `Hasher` each time (the
    /// cached hash already is a full-quality hash of the string; the multiply spreads the seed
    /// over every bit, so that tables of different seeds order their buckets differently).
    public func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(cachedHash ^ seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: UInt(truncatingIfNeeded: mixed ^ (mixed >> 29)))
    }

    /// The record of the root query type.
    public static let rootID: DataID = "client:root"

    /// The record of the `viewer` field, which Relay keys specially because it has no `id`.
    public static let viewerID: DataID = "client:root:viewer"

    /// The prefix of every ID generated on the client rather than read from the server.
    public static let clientIDPrefix = "client:"

    /// Whether this identifier was generated on the client.
    public var isClientID: Bool { rawValue.hasPrefix(DataID.clientIDPrefix) }

    /// The ID Relay derives for a record reached through a field of `parent` without its own
    /// `id` (Relay's `generateClientID`): `<parent>:<storageKey>`, with `:<index>` for an item
    /// of a plural field, prefixed with `client:` unless the parent ID already carries it
    /// (so the `viewer` field of the root is `client:root:viewer`, not `client:client:root:viewer`).
    public static func clientID(parent: DataID, storageKey: String, index: Int? = nil) -> DataID {
        var key = parent.rawValue + ":" + storageKey
        if let index { key += ":" + String(index) }
        if !key.hasPrefix(clientIDPrefix) { key = clientIDPrefix + key }
        return DataID(key)
    }

    /// The part of `clientID(parent:storageKey:index:)` before the index, ending with `:`:
    /// the IDs of a plural field's items are this plus the index.
    static func clientIDPrefix(parent: DataID, storageKey: String) -> String {
        let key = parent.rawValue + ":" + storageKey + ":"
        return key.hasPrefix(clientIDPrefix) ? key : clientIDPrefix + key
    }

    /// The raw identifier.
    public var description: String { rawValue }

    /// Orders identifiers by their raw strings, for deterministic output.
    public static func < (lhs: DataID, rhs: DataID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
