/// What a reader read: field values by response key (alias or name), nested objects for
/// linked fields, and fragment pointers for spread fragments (data masking).
///
/// Decode it into a generated `Data` type with `decode(_:)`.
public struct SelectorData: Sendable, Hashable {
    /// Values by response key.
    public var fields: FieldMap<SelectorValue>
    /// The record this data was read from (`nil` when built by hand). Not part of equality.
    var recordID: DataID?
    /// A summary of every record read to produce this data (see `DataID.dependencyBit`):
    /// when it shares no bit with the records a publish changed, the data is still what a new
    /// read would return, so the store re-reads only the parts of a snapshot that changed.
    /// `UInt64.max` (depends on anything) unless set by the reader. Not part of equality.
    var dependencies: UInt64 = .max
    /// The record IDs each plural linked field was read from, so that a re-read can keep a
    /// list whose records did not change even when this record did (an edge appended to a
    /// connection). Not part of equality.
    var pluralReads: [PluralRead]?

    /// Data with the given fields.
    public init(fields: FieldMap<SelectorValue> = [:]) {
        self.fields = fields
    }

    /// Equal when the fields are equal (where the data was read from does not count).
    public static func == (lhs: SelectorData, rhs: SelectorData) -> Bool {
        lhs.fields == rhs.fields
    }

    /// Hashes the fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    /// The value under a response key.
    public subscript(key: String) -> SelectorValue? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    /// The key under which a spread of fragment `name` leaves its pointer: `fragment_<name>`.
    /// Generated `Data` types declare a `FragmentPointer` property with this name.
    public static func fragmentPointerKey(_ name: String) -> String { "fragment_" + name }

    /// Decodes into `type` (a generated `Data` type or any `Decodable`).
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: SelectorDataDecoder(value: .object(self), codingPath: []))
    }
}

/// One value of `SelectorData`.
public enum SelectorValue: Sendable, Hashable {
    /// A scalar, enum, custom scalar value, or `null` (also a null linked field).
    case scalar(JSONValue)
    /// A singular linked field.
    case object(SelectorData)
    /// A plural field; null items are `.scalar(.null)`.
    case array([SelectorValue])
    /// A spread fragment to be read with its own reader.
    case fragmentPointer(FragmentPointer)

    /// `null`.
    public static let null = SelectorValue.scalar(.null)
}
