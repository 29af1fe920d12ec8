/// One normalized object of the store: its ID, its type and its fields by storage key.
///
/// `__id` and `__typename` are not kept in `fields`; `value(forKey:)` answers them from
/// `dataID` and `typeName`, so that a reader selecting them finds them like any field.
public struct Record: Sendable, Hashable {
    /// The key of `dataID` when read as a field.
    public static let idKey = "__id"
    /// The key of `typeName` when read as a field.
    public static let typeNameKey = "__typename"
    /// The type of the root record.
    public static let rootTypeName = "__Root"

    /// The record's ID.
    public let dataID: DataID
    /// The GraphQL type of the record.
    public var typeName: String
    /// Field values by storage key; a missing key means the field was never fetched.
    public var fields: FieldMap<RecordValue>

    /// Creates a record.
    public init(dataID: DataID, typeName: String, fields: FieldMap<RecordValue> = [:]) {
        self.dataID = dataID
        self.typeName = typeName
        self.fields = fields
    }

    /// The value stored under `key`, including `__id` and `__typename`; `nil` when unfetched.
    public func value(forKey key: String) -> RecordValue? {
        if let value = fields[key] { return value }
        if key == Record.idKey { return .scalar(.string(dataID.rawValue)) }
        if key == Record.typeNameKey { return .scalar(.string(typeName)) }
        return nil
    }

    /// Subscript access to `fields`.
    public subscript(key: String) -> RecordValue? {
        get { value(forKey: key) }
        set { fields[key] = newValue }
    }

    /// The scalar under `key`, or `nil` when unfetched or a link.
    public func scalar(forKey key: String) -> JSONValue? {
        if case .scalar(let value) = value(forKey: key) { return value }
        return nil
    }

    /// The linked record ID under `key`, or `nil` when unfetched, null or not a single link.
    public func linkedID(forKey key: String) -> DataID? {
        if case .link(let id) = fields[key] { return id }
        return nil
    }

    /// The linked record IDs under `key`, or `nil` when unfetched, null or not a plural link.
    public func linkedIDs(forKey key: String) -> [DataID?]? {
        if case .links(let ids) = fields[key] { return ids }
        return nil
    }

    /// Copies every field of `other` over this record's (Relay's `RelayModernRecord.update`);
    /// returns whether anything changed.
    @discardableResult
    public mutating func merge(_ other: Record) -> Bool {
        let typeChanged = typeName != other.typeName
        if typeChanged { typeName = other.typeName }
        return fields.merge(other.fields) || typeChanged
    }

    /// Every record ID this record links to.
    public var linkedIDs: [DataID] {
        var ids: [DataID] = []
        for (_, value) in fields {
            switch value {
            case .link(let id): ids.append(id)
            case .links(let list): ids.append(contentsOf: list.compactMap { $0 })
            case .scalar: break
            }
        }
        return ids
    }
}
