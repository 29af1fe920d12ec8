/// The value of one field of a record.
public enum RecordValue: Sendable, Hashable {
    /// A scalar or enum value, or `null` (also a linked field that is `null`).
    case scalar(JSONValue)
    /// A reference to another record.
    case link(DataID)
    /// References to records of a plural field; `nil` items are `null` in the list.
    case links([DataID?])

    /// JSON `null`.
    public static let null = RecordValue.scalar(.null)
}
